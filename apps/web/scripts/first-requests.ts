import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build, type HtmlTagDescriptor, type Plugin, type Rollup } from "vite";

/**
 * The page asks first for what the first screen needs
 * (docs/decisions/133-first-screen-asked-with-the-page.md).
 *
 * - Its early script, `src/early/early-entry.ts`, is built on its own into one small file
 *   (no imports: it must not wait for the app's chunks) and named first in the head, so that it
 *   asks for the account and the first screen's data while the app's code downloads.
 * - The page's icon is written into it (the favicon as a data address, the boot screen's mark
 *   as inline SVG), and the web app manifest is linked by the app when it registers its service
 *   worker, after the load event (src/app/web-manifest.ts). Over HTTP/1.1 a browser opens six
 *   connections to a host: the favicon, the boot screen's icon, the manifest and the icon it
 *   names took them from the app's code while it downloaded.
 */

const EARLY_MODULE = "src/early/early-entry.ts";
const ICON_FILE = "public/icon.svg";

/** The page with its icon written into it and without the manifest's link. */
export function pageWithIconAndNoManifest(html: string, iconSvg: string): string {
  const favicon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`;
  let page = html;
  const replace = (pattern: RegExp, by: (found: string) => string, what: string) => {
    if (!pattern.test(page)) throw new Error(`index.html: ${what} not found`);
    page = page.replace(pattern, by);
  };
  replace(
    /<link rel="icon" type="image\/svg\+xml" href="\/icon\.svg" \/>/,
    () => `<link rel="icon" type="image/svg+xml" href="${favicon}" />`,
    "the icon's link",
  );
  // The boot screen's mark: the same drawing, its size and accessibility from the <img>.
  replace(
    /<img src="\/icon\.svg" width="(\d+)" height="(\d+)" alt="" \/>/,
    (img) => {
      const [, width, height] = img.match(/width="(\d+)" height="(\d+)"/)!;
      return iconSvg
        .replace(/<title>[^<]*<\/title>/, "")
        .replace("<svg ", `<svg width="${width}" height="${height}" aria-hidden="true" `);
    },
    "the boot screen's icon",
  );
  // Vite's PWA plugin links the manifest in the head; the app links it with its service worker.
  page = page.replace(/\s*<link rel="manifest"[^>]*>/, "");
  return page;
}

/** The built early script: one file of its own, named by its content. */
async function buildEarlyScript(root: string): Promise<{ fileName: string; code: string }> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(root, EARLY_MODULE),
        formats: ["iife"],
        name: "coachEarlyRequests",
        fileName: () => "early-requests.js",
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1) throw new Error(`${EARLY_MODULE} built into ${chunks.length} files`);
  const code = chunks[0]!.code;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  return { fileName: `assets/early-requests-${hash}.js`, code };
}

export function firstRequestsPlugin(): Plugin {
  let root = "";
  let base = "/";
  let isBuild = false;
  let iconSvg = "";
  let early: { fileName: string; code: string } | undefined;
  return {
    name: "coach:first-requests",
    // After Vite's PWA plugin, which adds the manifest's link to the page late ("post").
    enforce: "post",
    configResolved(config) {
      root = config.root;
      base = config.base;
      isBuild = config.command === "build";
    },
    async buildStart() {
      iconSvg = (await readFile(path.join(root, ICON_FILE), "utf8")).trim();
      if (isBuild) early = await buildEarlyScript(root);
    },
    generateBundle() {
      if (early) this.emitFile({ type: "asset", fileName: early.fileName, source: early.code });
    },
    transformIndexHtml: {
      order: "post",
      // The dev server and the build both run buildStart first, which read the icon.
      handler: (html) => {
        // First in the head: its request goes out before those of the app's code.
        const script: HtmlTagDescriptor = early
          ? { tag: "script", attrs: { src: `${base}${early.fileName}`, async: true } }
          : { tag: "script", attrs: { type: "module", src: `/${EARLY_MODULE}`, async: true } };
        return {
          html: pageWithIconAndNoManifest(html, iconSvg),
          tags: [{ ...script, injectTo: "head-prepend" }],
        };
      },
    },
  };
}
