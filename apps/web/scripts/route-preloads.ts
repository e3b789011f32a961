import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import type { Plugin, Rollup } from "vite";

/**
 * What a page needs before it can draw, named in the page itself
 * (docs/decisions/128-page-preloads.md).
 *
 * A signed-in screen's code is loaded on demand by its route's `lazy`, which runs only once the
 * entry script has arrived and run: on a slow phone, a second round of downloads after the
 * first. This plugin writes, for every route of `src/app/routes.tsx`, the chunks and
 * stylesheets its `lazy` imports (and those of the routes around it) load; the server names
 * them in the page it sends for that address, so the browser fetches them beside the entry.
 * It also writes the entry's stylesheet into the page, so that the boot screen paints as soon as
 * the HTML arrives.
 */

/** The file the server reads; `.vite/`, beside Vite's own manifest, is not one of the app's files. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";
const ROUTES_MODULE = "src/app/routes.tsx";
const ROUTES_VARIABLE = "routes";

/** A page of the route table and the modules (import specifiers) its routes load on demand. */
export type RouteImports = { pattern: string; imports: string[] };

/** What the server adds to a page whose path matches `pattern`: files under the build root. */
export type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

/** The route objects of the array literal that `routes` is made of (a call's argument or itself). */
function routesArray(source: ts.SourceFile): ts.ArrayLiteralExpression {
  let found: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === ROUTES_VARIABLE) {
      let value = node.initializer;
      if (value && ts.isCallExpression(value)) value = value.arguments[0];
      if (value && ts.isArrayLiteralExpression(value)) found = value;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`${ROUTES_MODULE}: no array literal named \`${ROUTES_VARIABLE}\``);
  return found;
}

/** Every `import("…")` inside `node`. */
function dynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found.push(child.arguments[0].text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function propertyName(property: ts.ObjectLiteralElementLike, source: ts.SourceFile) {
  return ts.isPropertyAssignment(property) ? property.name.getText(source) : undefined;
}

function joinPattern(parent: string, child: string): string {
  if (child.startsWith("/")) return child;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

/**
 * The pages of a route table written as React Router route objects: each route with a `path`
 * (or `index`), its full pattern, and the imports of its own `lazy` (any property but
 * `children`) after those of the routes that contain it.
 */
export function routeImports(source: string): RouteImports[] {
  const file = ts.createSourceFile(ROUTES_MODULE, source, ts.ScriptTarget.Latest, true);
  const pages: RouteImports[] = [];
  const visitRoutes = (array: ts.ArrayLiteralExpression, parent: string, outer: string[]) => {
    for (const route of array.elements) {
      if (!ts.isObjectLiteralExpression(route)) continue;
      let routePath: string | undefined;
      let isIndex = false;
      let children: ts.ArrayLiteralExpression | undefined;
      const own: string[] = [];
      for (const property of route.properties) {
        const name = propertyName(property, file);
        const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        if (name === "path" && value && ts.isStringLiteral(value)) routePath = value.text;
        else if (name === "index") isIndex = value?.kind === ts.SyntaxKind.TrueKeyword;
        else if (name === "children" && value && ts.isArrayLiteralExpression(value)) {
          children = value;
        } else own.push(...dynamicImports(property));
      }
      const pattern = routePath === undefined ? parent : joinPattern(parent, routePath);
      const imports = [...outer, ...own.filter((specifier) => !outer.includes(specifier))];
      if (routePath !== undefined || isIndex) pages.push({ pattern, imports });
      if (children) visitRoutes(children, pattern, imports);
    }
  };
  visitRoutes(routesArray(file), "", []);
  // An index route repeats its parent's pattern; the innermost of a pattern's routes is kept.
  return [...new Map(pages.map((page) => [page.pattern, page])).values()];
}

type Chunk = Pick<Rollup.OutputChunk, "fileName" | "imports" | "moduleIds" | "isEntry"> & {
  viteMetadata?: { importedCss: Set<string> };
};

/** A chunk and every chunk it imports statically, each once. */
function staticClosure(start: Chunk[], byFile: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const chunk of start) visit(chunk);
  return [...seen.values()];
}

/** Each page of the route table with the ids of the modules its routes load on demand. */
export async function resolvedRouteImports(
  context: Pick<Rollup.PluginContext, "resolve">,
  root: string,
): Promise<{ pattern: string; moduleIds: string[] }[]> {
  const routesFile = path.join(root, ROUTES_MODULE);
  const pages = routeImports(await readFile(routesFile, "utf8"));
  const resolved = new Map<string, string>();
  for (const specifier of new Set(pages.flatMap((page) => page.imports))) {
    const module = await context.resolve(specifier, routesFile);
    if (!module) throw new Error(`${ROUTES_MODULE}: cannot resolve ${specifier}`);
    resolved.set(specifier, module.id);
  }
  return pages.map((page) => ({
    pattern: page.pattern,
    moduleIds: page.imports.map((specifier) => resolved.get(specifier)!),
  }));
}

/**
 * Each page's chunks and stylesheets, as paths of the site, without what the entry's own page
 * already loads (the entry chunk, its static imports and its stylesheet).
 */
export function routePreloads(
  pages: { pattern: string; moduleIds: string[] }[],
  chunks: Chunk[],
  base = "/",
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map<string, Chunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(id, chunk);
  const entryFiles = new Set<string>();
  for (const chunk of staticClosure(
    chunks.filter((chunk) => chunk.isEntry),
    byFile,
  )) {
    entryFiles.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) entryFiles.add(css);
  }
  return pages.map(({ pattern, moduleIds }) => {
    const start = moduleIds.flatMap((id) => byModule.get(id) ?? []);
    const closure = staticClosure(start, byFile).filter((chunk) => !entryFiles.has(chunk.fileName));
    const styles = new Set(
      closure.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
    );
    return {
      pattern,
      scripts: closure.map((chunk) => `${base}${chunk.fileName}`),
      styles: [...styles].filter((css) => !entryFiles.has(css)).map((css) => `${base}${css}`),
    };
  });
}

/**
 * The entry's stylesheets, written into the page instead of linked from it: a linked sheet
 * blocks the first paint until it arrives, one more round trip. It stays first in the page, as
 * Mantine's rules need (a component's sheet, added later by a screen's code, overrides rules of
 * the same weight that the entry's sheet holds, such as the unstyled button's).
 *
 * The link stays too, of type text/plain: a sheet of a type the browser does not support is
 * neither fetched nor applied. Vite's preload helper adds the sheets a screen's chunks depend
 * on, the entry's among them, unless the page already links to them; without the link it added
 * the entry's sheet again after the screen's, whose rules it then overrode (the tabs lost their
 * padding). A `disabled` link, the first way chosen, is not applied but Chromium still
 * downloads it, at the highest priority, beside the scripts.
 */
export function inlineEntryStylesheets(html: string, sheetOf: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = sheetOf(href);
    if (css.includes("</style")) throw new Error(`${href} cannot be written into the page`);
    return `<style>${css}</style>${link.replace(/>$/, ' type="text/plain">')}`;
  });
}

export function routePreloadsPlugin(): Plugin {
  let root = "";
  let base = "/";
  return {
    name: "coach:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler: (html, { bundle }) =>
        inlineEntryStylesheets(html, (href) => {
          const asset = bundle?.[href.slice(base.length)];
          if (asset?.type !== "asset") throw new Error(`${href} is not in the build`);
          return typeof asset.source === "string"
            ? asset.source
            : new TextDecoder().decode(asset.source);
        }),
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === "chunk",
      );
      const preloads = routePreloads(await resolvedRouteImports(this, root), chunks, base);
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}
