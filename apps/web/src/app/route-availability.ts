import type { RouteObject } from "react-router";

/**
 * Which paths have a screen. Navigation shows only items whose screen exists, so an item
 * appears as soon as its feature adds its route, and never leads to a placeholder.
 *
 * The route table is flattened once into its full patterns. React Router's `matchRoutes`
 * flattens, ranks and compiles the whole table on every call: the shell asks for 11 to 18 paths
 * as it first draws, which took 37 to 74 ms of a phone's first render at 4x CPU. A path has a
 * screen when a pattern other than a catch-all (`*`) matches it; route-availability.test.ts
 * checks that this answers as `matchRoutes` does for every route of the app.
 */

/** A full pattern's segments, lower case: static text, ":" for a parameter, "*" for the rest. */
type Pattern = string[];

let patterns: Pattern[] = [];
/** Answers per path: the table does not change while the app runs, and the shell asks often. */
const answers = new Map<string, boolean>();

const segmentsOf = (path: string) =>
  path
    .toLowerCase()
    .split("/")
    .filter((segment) => segment !== "");

/** The full pattern of every route that can end a match, except catch-alls. */
function screenPatterns(routes: RouteObject[], parentPath = ""): Pattern[] {
  return routes.flatMap((route) => {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parentPath}/${own}`;
    const below = route.children?.length ? screenPatterns(route.children, path) : [];
    // A route without a path or index (a layout) ends no match; a catch-all has no screen.
    const isScreen = (route.path !== undefined || route.index === true) && route.path !== "*";
    const pattern = segmentsOf(path).map((segment) => (segment.startsWith(":") ? ":" : segment));
    return isScreen ? [...below, pattern] : below;
  });
}

function matches(pattern: Pattern, segments: string[]) {
  const isSplat = pattern.at(-1) === "*";
  const fixed = isSplat ? pattern.slice(0, -1) : pattern;
  // A splat takes the rest of the path, none of it included.
  if (isSplat ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part === ":" || part === segments[index]);
}

export function registerRouteTable(routes: RouteObject[]) {
  patterns = screenPatterns(routes);
  answers.clear();
}

export function isPathAvailable(path: string): boolean {
  const known = answers.get(path);
  if (known !== undefined) return known;
  const segments = segmentsOf(path);
  const answer = patterns.some((pattern) => matches(pattern, segments));
  answers.set(path, answer);
  return answer;
}

export function firstAvailable(paths: string[]): string | undefined {
  return paths.find(isPathAvailable);
}
