import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * Imports of a library's index rewritten, in the build, to the library's own file for each name
 * (docs/decisions/134-first-screen-chunk.md).
 *
 * `import { Button } from "@mantine/core"` links the importer to Mantine's index, which imports
 * every component. The bundler drops what nobody uses, but its module graph keeps the index in
 * between: from the calendar, every component some screen uses is reachable. Naming each
 * component's own file gives the graph the edges the code really has, which is what the split of
 * the shared code (`first-screen-graph.ts`) reads. The code that ends up in the build is the same.
 */

/** Each library: its ES module index, as its package names it. */
const INDEXES: Record<string, string> = {
  "@mantine/core": "esm/index.mjs",
  "@mantine/dates": "esm/index.mjs",
  "@mantine/hooks": "esm/index.mjs",
  "@tabler/icons-react": "dist/esm/tabler-icons-react.mjs",
};

/** Where a name of the index comes from: a module specifier and its name there. */
export type Origin = { from: string; name: string };

/**
 * The names an index exports and where each comes from. It reads the two shapes these indexes
 * are written in: `import { a } from "./x.mjs"` with one `export { a, ... }`, and
 * `export { default as A } from "./icons/A.mjs"`.
 */
export function readIndex(text: string, indexFile: string): Map<string, Origin> {
  const resolve = (specifier: string) =>
    specifier.startsWith(".") ? path.resolve(path.dirname(indexFile), specifier) : specifier;
  const imported = new Map<string, Origin>();
  for (const [, names, from] of text.matchAll(/^import \{([^}]*)\} from ["']([^"']+)["'];/gm)) {
    for (const local of names.split(",").map((name) => name.trim())) {
      if (local) imported.set(local, { from: resolve(from), name: local });
    }
  }
  const origins = new Map<string, Origin>();
  for (const [, names, from] of text.matchAll(
    /^export \{([^}]*)\}(?: from ["']([^"']+)["'])?;/gm,
  )) {
    for (const part of names.split(",").map((name) => name.trim())) {
      if (!part) continue;
      const [name, exported = name] = part.split(/\s+as\s+/);
      const origin = from ? { from: resolve(from), name } : imported.get(name);
      if (origin) origins.set(exported, origin);
    }
  }
  return origins;
}

type Node = { type: string; start: number; end: number };
type ImportNode = Node & {
  source: { value: string };
  importKind?: string;
  specifiers: (Node & { imported?: { name: string }; local: { name: string } })[];
};

/** The code with each named import of an index split into imports of the names' own files. */
export function rewriteImports(
  code: string,
  body: Node[],
  originsOf: (library: string) => Map<string, Origin>,
): MagicString | null {
  const output = new MagicString(code);
  for (const node of body) {
    if (node.type !== "ImportDeclaration") continue;
    const declaration = node as ImportNode;
    const library = declaration.source.value;
    if (!(library in INDEXES) || declaration.importKind === "type") continue;
    const origins = originsOf(library);
    const lines: string[] = [];
    for (const specifier of declaration.specifiers) {
      const origin =
        specifier.type === "ImportSpecifier" && specifier.imported
          ? origins.get(specifier.imported.name)
          : undefined;
      // A namespace, a default or an unknown name: the statement stays as it is.
      if (!origin) {
        lines.length = 0;
        break;
      }
      const binding = origin.name === "default" ? "default" : origin.name;
      lines.push(
        `import { ${binding} as ${specifier.local.name} } from ${JSON.stringify(origin.from)};`,
      );
    }
    if (lines.length > 0) output.overwrite(node.start, node.end, lines.join("\n"));
  }
  return output.hasChanged() ? output : null;
}

const require = createRequire(import.meta.url);
const indexes = new Map<string, Map<string, Origin>>();

/** The names of an installed library's index (one of `INDEXES`) and where each comes from. */
export function installedIndex(library: string): Map<string, Origin> {
  let origins = indexes.get(library);
  if (!origins) {
    // The package's folder, from the file its exports let us resolve.
    const resolved = require.resolve(library);
    const folder = `${path.sep}node_modules${path.sep}${library.replace("/", path.sep)}${path.sep}`;
    const root = resolved.slice(0, resolved.lastIndexOf(folder) + folder.length);
    const indexFile = path.join(root, INDEXES[library]!);
    origins = readIndex(readFileSync(indexFile, "utf8"), indexFile);
    indexes.set(library, origins);
  }
  return origins;
}

export function directImports(): Plugin {
  return {
    name: "coach:direct-imports",
    // The dev server pre-bundles each library into one file: its imports stay as they are.
    apply: "build",
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split("?")[0]!)) return null;
      if (!Object.keys(INDEXES).some((library) => code.includes(library))) return null;
      const output = rewriteImports(
        code,
        (this.parse(code) as unknown as { body: Node[] }).body,
        installedIndex,
      );
      return output && { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
