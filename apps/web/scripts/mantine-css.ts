import type { Plugin } from "vite";

/**
 * Mantine's CSS in cascade layers, and in the build split with the components that use it
 * (docs/decisions/100-delivery-and-compiled-server.md).
 *
 * `@mantine/core/styles.css` holds every component's rules (252 kB); the first screen uses a
 * few. Each Mantine component reads its class names from its own `X.module.mjs`, and Mantine
 * ships that component's rules as `styles/X.layer.css`. The build adds the import of the
 * second to the first, so a component's CSS goes into whichever chunk holds its code and loads
 * with it, in the order of the modules. The app's import of the whole sheet becomes the global
 * part (baseline, CSS variables, global rules), needed at first paint.
 *
 * Layers (`@layer mantine`) keep the cascade independent of the order in which chunks' sheets
 * arrive: the app's own CSS always wins over Mantine's, in the build and in the dev server
 * alike (the dev server serves the whole layered sheet: it pre-bundles Mantine into one file).
 */

const WHOLE_CORE_SHEET = "@mantine/core/styles.css";
const WHOLE_NOTIFICATIONS_SHEET = "@mantine/notifications/styles.css";
/** A module of three imports standing for the whole sheet. */
const GLOBAL_PART_ID = "\0mantine-global-styles";
const GLOBAL_PART = ["baseline", "default-css-variables", "global"]
  .map((name) => `import "@mantine/core/styles/${name}.layer.css";`)
  .join("\n");
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

export function mantineCss(): Plugin {
  let isBuild = false;
  return {
    name: "coach:mantine-css",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(source, importer) {
      if (source === WHOLE_NOTIFICATIONS_SHEET) {
        return this.resolve("@mantine/notifications/styles.layer.css", importer);
      }
      if (source !== WHOLE_CORE_SHEET) return null;
      return isBuild ? GLOBAL_PART_ID : this.resolve("@mantine/core/styles.layer.css", importer);
    },
    load(id) {
      return id === GLOBAL_PART_ID ? GLOBAL_PART : null;
    },
    transform(code, id) {
      if (!isBuild) return null;
      const component = CLASS_NAMES_MODULE.exec(id)?.[1];
      if (!component) return null;
      return { code: `import "@mantine/core/styles/${component}.layer.css";\n${code}`, map: null };
    },
  };
}
