import { matchRoutes, type RouteObject } from "react-router";

/**
 * Which paths have a screen. Navigation shows only items whose screen exists, so an item
 * appears as soon as its feature adds its route, and never leads to a placeholder.
 */
let routeTable: RouteObject[] = [];

export function registerRouteTable(routes: RouteObject[]) {
  routeTable = routes;
}

export function isPathAvailable(path: string): boolean {
  const matches = matchRoutes(routeTable, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== "*");
}

export function firstAvailable(paths: string[]): string | undefined {
  return paths.find(isPathAvailable);
}
