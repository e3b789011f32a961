import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineEntryStylesheets, routeImports, routePreloads } from "./route-preloads";

const TABLE = `
export const routes: RouteObject[] = withRouteErrors([
  {
    element: <Outlet />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/welcome", ...lazyScreen(() => import("./welcome").then((m) => m.Welcome)) },
      {
        lazy: async () => {
          const [shell] = await Promise.all([import("./shell"), import("./guard")]);
          return { element: shell };
        },
        children: [
          { path: "/", element: <HomeRedirect /> },
          {
            path: "/library",
            children: [
              { index: true, element: <Navigate to="/library/workouts" /> },
              { path: "workouts", ...lazyScreen(() => import("./library")) },
            ],
          },
          {
            path: "/athlete/:athleteId",
            lazy: () => import("./scope"),
            children: [{ path: "calendar", ...lazyScreen(() => import("./calendar")) }],
          },
        ],
      },
      { path: "*", element: <Navigate to="/404" /> },
    ],
  },
]);
`;

describe("the pages of a route table", () => {
  it("gives each route its full pattern and the imports of the routes that hold it, then its own", () => {
    expect(routeImports(TABLE)).toEqual([
      { pattern: "/login", imports: [] },
      { pattern: "/welcome", imports: ["./welcome"] },
      { pattern: "/", imports: ["./shell", "./guard"] },
      // The index route repeats its parent's pattern: the innermost is kept.
      { pattern: "/library", imports: ["./shell", "./guard"] },
      { pattern: "/library/workouts", imports: ["./shell", "./guard", "./library"] },
      { pattern: "/athlete/:athleteId", imports: ["./shell", "./guard", "./scope"] },
      {
        pattern: "/athlete/:athleteId/calendar",
        imports: ["./shell", "./guard", "./scope", "./calendar"],
      },
      { pattern: "/*", imports: [] },
    ]);
  });

  it("reads the app's own table: the calendar needs the shell, its guard and its screen", () => {
    const source = readFileSync(path.join(import.meta.dirname, "../src/app/routes.tsx"), "utf8");
    const pages = new Map(routeImports(source).map((page) => [page.pattern, page.imports]));
    expect(pages.get("/login")).toEqual([]);
    expect(pages.get("/calendar")).toEqual([
      "./shell/app-layout",
      "./guards/require-subscription",
      "./routes/calendar-route",
    ]);
    expect(pages.get("/athlete/:athleteId/calendar")).toEqual([
      "./shell/app-layout",
      "./guards/require-subscription",
      "./guards/athlete-scope",
      "./routes/calendar-route",
    ]);
  });
});

describe("the files each page names", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = []) => ({
    fileName,
    moduleIds,
    imports,
    isEntry: fileName.startsWith("assets/index"),
    viteMetadata: { importedCss: new Set(css) },
  });
  const chunks = [
    chunk("assets/index-1.js", ["/src/main.tsx"], ["assets/react-2.js"], ["assets/index-1.css"]),
    chunk("assets/react-2.js", ["/node_modules/react.js"], []),
    chunk("assets/shell-3.js", ["/src/shell.tsx"], ["assets/shared-4.js", "assets/react-2.js"]),
    chunk("assets/shared-4.js", ["/src/button.tsx", "/src/card.tsx"], [], ["assets/shared-4.css"]),
    chunk(
      "assets/calendar-5.js",
      ["/src/calendar.tsx", "/src/grid.tsx"],
      ["assets/shared-4.js"],
      ["assets/calendar-5.css", "assets/index-1.css"],
    ),
  ];

  it("names a route's chunks and their static imports, once each, without the entry's own", () => {
    const [calendar, login] = routePreloads(
      [
        { pattern: "/calendar", moduleIds: ["/src/shell.tsx", "/src/calendar.tsx"] },
        { pattern: "/login", moduleIds: [] },
      ],
      chunks,
    );
    expect(calendar).toEqual({
      pattern: "/calendar",
      scripts: ["/assets/shell-3.js", "/assets/shared-4.js", "/assets/calendar-5.js"],
      styles: ["/assets/shared-4.css", "/assets/calendar-5.css"],
    });
    expect(login).toEqual({ pattern: "/login", scripts: [], styles: [] });
  });
});

describe("the entry's stylesheet", () => {
  it("is written into the page where it was linked, first of the page's sheets, its link of a type never fetched", () => {
    const html =
      '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>';
    const sheets = new Map([["/assets/index-1.css", ".m_1{padding:0}"]]);
    expect(inlineEntryStylesheets(html, (href) => sheets.get(href)!)).toBe(
      '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<style>.m_1{padding:0}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" type="text/plain">' +
        "</head><body></body></html>",
    );
  });

  it("refuses a sheet that would end the page's style element", () => {
    const html = '<head><link rel="stylesheet" href="/assets/index-1.css"></head>';
    expect(() => inlineEntryStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(
      "/assets/index-1.css cannot be written into the page",
    );
  });
});
