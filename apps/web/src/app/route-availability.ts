import { matchRoutes, type RouteObject } from "react-router";

/**
 * Which paths have a screen. Navigation shows only items whose screen exists, so an item
 * appears as soon as its feature adds its route, and never leads to a placeholder.
 */
let routeTable: RouteObject[] = [];
/** Answers per path: the table does not change while the app runs, and the shell asks often. */
const answers = new Map<string, boolean>();

export function registerRouteTable(routes: RouteObject[]) {
  routeTable = routes;
  answers.clear();
}

export function isPathAvailable(path: string): boolean {
  const known = answers.get(path);
  if (known !== undefined) return known;
  const matches = matchRoutes(routeTable, path);
  const last = matches?.[matches.length - 1];
  const answer = Boolean(last && last.route.path !== "*");
  answers.set(path, answer);
  return answer;
}

export function firstAvailable(paths: string[]): string | undefined {
  return paths.find(isPathAvailable);
}
