import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isPathAvailable, registerRouteTable } from "./route-availability";
import { routes } from "./routes";

/** The answer as React Router's own matching gives it: the best match is not the catch-all. */
function routerAnswer(table: RouteObject[], path: string) {
  const found = matchRoutes(table, path);
  const last = found?.[found.length - 1];
  return Boolean(last && last.route.path !== "*");
}

/** Every full pattern of the table, with its parameters filled in. */
function pathsOf(table: RouteObject[], parent = ""): string[] {
  return table.flatMap((route) => {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parent}/${own}`;
    const filled = path.replace(/:[\w-]+/g, "7").replace(/\/+/g, "/");
    return [filled, ...(route.children ? pathsOf(route.children, path) : [])];
  });
}

describe("which paths have a screen", () => {
  it("answers as React Router's matching does for every route of the app and around them", () => {
    registerRouteTable(routes);
    const paths = [...new Set(pathsOf(routes))].filter((path) => !path.includes("*"));
    expect(paths.length).toBeGreaterThan(50);
    const variants = paths.flatMap((path) => [
      path,
      `${path}/`,
      path.toUpperCase(),
      `${path}/extra`,
      `${path}/7`,
    ]);
    const unknown = ["/nope", "/athlete", "/athlete/7/unknown", "/library/nope", "/calendar/2026"];
    for (const path of [...variants, ...unknown]) {
      expect({ path, available: isPathAvailable(path) }).toEqual({
        path,
        available: routerAnswer(routes, path),
      });
    }
  });

  it("has the app's screens and not what the catch-all sends to /404", () => {
    registerRouteTable(routes);
    expect(isPathAvailable("/calendar")).toBe(true);
    expect(isPathAvailable("/athlete/12/zones")).toBe(true);
    expect(isPathAvailable("/library")).toBe(true);
    expect(isPathAvailable("/no-such-screen")).toBe(false);
    expect(isPathAvailable("/athlete/12/no-such-tab")).toBe(false);
  });

  it("takes a splat screen's rest of the path, and no catch-all, as React Router does", () => {
    const table: RouteObject[] = [
      { path: "/files/*" },
      { path: "/athlete/:athleteId", children: [{ path: "zones" }, { path: "*" }] },
      { path: "*" },
    ];
    registerRouteTable(table);
    for (const path of ["/files", "/files/a/b", "/athlete/7/zones", "/athlete/7/other", "/x"]) {
      expect({ path, available: isPathAvailable(path) }).toEqual({
        path,
        available: routerAnswer(table, path),
      });
    }
    expect(isPathAvailable("/files/a/b")).toBe(true);
    expect(isPathAvailable("/athlete/7/other")).toBe(false);
  });

  it("follows the table it is given: a route added is available at once", () => {
    registerRouteTable([{ path: "/calendar" }, { path: "*" }]);
    expect(isPathAvailable("/payments")).toBe(false);
    registerRouteTable([{ path: "/calendar" }, { path: "/payments" }, { path: "*" }]);
    expect(isPathAvailable("/payments")).toBe(true);
  });
});
