import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { routeImports } from "./route-preloads.ts";

const ROUTES_MODULE = "src/app/routes.tsx";

/**
 * The modules a page of the route table reaches by static imports from what its routes load on
 * demand: the code its screen can run without asking for more
 * (docs/decisions/134-first-screen-chunk.md). Read once the module graph is complete, before
 * the bundle is split, so that a chunk group can test membership.
 */
export function firstScreenGraph(pattern: string) {
  const modules = new Set<string>();
  let root = "";
  const plugin: Plugin = {
    name: "coach:first-screen-graph",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async buildEnd(error) {
      if (error) return;
      const routesFile = path.join(root, ROUTES_MODULE);
      const page = routeImports(await readFile(routesFile, "utf8")).find(
        (candidate) => candidate.pattern === pattern,
      );
      if (!page) throw new Error(`${ROUTES_MODULE} has no page ${pattern}`);
      const pending: string[] = [];
      for (const specifier of page.imports) {
        const resolved = await this.resolve(specifier, routesFile);
        if (!resolved) throw new Error(`${ROUTES_MODULE}: cannot resolve ${specifier}`);
        pending.push(resolved.id);
      }
      modules.clear();
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
