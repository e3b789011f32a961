import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The app's page names, for the address it is sent to, the code and styles of that address's
 * screen: the browser fetches them beside the entry script instead of after it has run
 * (docs/decisions/128-page-preloads.md). The web build writes the list, one entry per route of
 * its route table (apps/web/scripts/route-preloads.ts).
 */

/** Written by the web build beside Vite's own manifest. */
const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

type RoutePreload = { pattern: string; scripts: string[]; styles: string[] };

/** Text for a double-quoted attribute of the page. */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * React Router's ranking of a pattern's segments: a static segment beats a parameter, which
 * beats a splat, so `/athlete/:athleteId/calendar` wins over `/*` as it does in the app.
 */
function rank(pattern: string): number {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce((sum, segment) => {
      if (segment === "*") return sum - 2;
      return sum + (segment.startsWith(":") ? 3 : 10);
    }, 0);
}

/** A route pattern as a regular expression of paths: case-insensitive, trailing slash allowed. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      if (segment.startsWith(":")) return "/[^/]+";
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    });
  return new RegExp(`^${segments.join("")}/?$`, "i");
}

function preloadLinks({ scripts, styles }: RoutePreload): string {
  const modules = scripts.map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
  );
  // Preloaded, not applied: the screen's code applies its sheets when it runs, and sheets
  // applied here would hold back the entry script, which waits for every sheet above it.
  const sheets = styles.map(
    (file) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(file)}">`,
  );
  return [...modules, ...sheets].join("");
}

/** A page and its validator: a returning visitor's browser gets 304 while the build is the same. */
export type Page = { html: string; etag: string };

function page(html: string): Page {
  // Weak: the bytes differ with the compression the client accepts, the page does not.
  return {
    html,
    etag: `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`,
  };
}

/**
 * The page for each path: `html` with the preloads of the best-ranked route that matches, made
 * once per route. Without the build's list (a build before it, or the tests' stand-in page),
 * every path gets `html` as it is.
 */
export function pagesWithPreloads(distDir: string, html: string): (url: string) => Page {
  const plain = page(html);
  const listFile = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(listFile)) return () => plain;
  const routes = (JSON.parse(readFileSync(listFile, "utf8")) as RoutePreload[])
    .map((route) => ({
      rank: rank(route.pattern),
      matches: patternToRegExp(route.pattern),
      page: page(html.replace("</body>", `${preloadLinks(route)}</body>`)),
    }))
    .sort((a, b) => b.rank - a.rank);
  return (url) => {
    const pathname = url.split("?", 1)[0] ?? url;
    return routes.find((route) => route.matches.test(pathname))?.page ?? plain;
  };
}
