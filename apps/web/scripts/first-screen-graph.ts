import type { Plugin } from "vite";
import { resolvedRouteImports } from "./route-preloads.ts";

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
      const page = (await resolvedRouteImports(this, root)).find(
        (candidate) => candidate.pattern === pattern,
      );
      if (!page) throw new Error(`The route table has no page ${pattern}`);
      const pending = [...page.moduleIds];
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
