import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app";

let ctx: TestContext;
let distDir: string;
/** A hashed script of the build, as Vite names them, with the siblings the build compresses. */
const SCRIPT_PATH = "/assets/index-Bx3kQ9aZ.js";
const SCRIPT = 'export const greeting = "Welcome back";\n'.repeat(100);
/** Over the 1 kB threshold, as the real index.html is. */
const INDEX_HTML = `<!doctype html><html><head><title>app</title></head><body>${"<noscript>Turn on JavaScript.</noscript>".repeat(40)}</body></html>`;
/** What the web build writes for its route table (apps/web/scripts/route-preloads.ts). */
const ROUTE_PRELOADS = [
  { pattern: "/login", scripts: [], styles: [] },
  {
    pattern: "/calendar",
    scripts: ["/assets/app-layout-A1.js", "/assets/calendar-route-C3.js"],
    styles: ["/assets/calendar-route-C4.css"],
  },
  { pattern: "/athlete/:athleteId", scripts: ["/assets/athlete-scope-D5.js"], styles: [] },
  {
    pattern: "/athlete/:athleteId/calendar",
    scripts: ["/assets/athlete-scope-D5.js", "/assets/calendar-route-C3.js"],
    styles: [],
  },
  { pattern: "/*", scripts: [], styles: [] },
];
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "coach-dist-"));
  writeFileSync(path.join(distDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(distDir, "icon.svg"), "<svg/>");
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, SCRIPT_PATH), SCRIPT);
  writeFileSync(path.join(distDir, `${SCRIPT_PATH}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, `${SCRIPT_PATH}.gz`), gzipSync(SCRIPT));
  // Already compressed: a PNG goes out as it is whatever the browser accepts.
  writeFileSync(path.join(distDir, "icon-192.png"), Buffer.alloc(4096, 7));
  writeFileSync(path.join(distDir, "sw.js"), "self.__WB_MANIFEST;");
  writeFileSync(path.join(distDir, "manifest.webmanifest"), '{"name":"Endurance Coach"}');
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(path.join(distDir, ".vite/route-preloads.json"), JSON.stringify(ROUTE_PRELOADS));
  ctx = await createTestApp({ WEB_DIST_DIR: distDir, API_RATE_LIMIT: "3" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("serves files, gives any other page path the app, and keeps API 404s as JSON", async () => {
    const icon = await ctx.app.inject({ method: "GET", url: "/icon.svg" });
    expect(icon.statusCode).toBe(200);
    const page = await ctx.app.inject({ method: "GET", url: "/athlete/4/calendar?month=2026-11" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>app</title>");
    // The app learns its parent domain from the page (APP_DOMAIN, default localhost).
    expect(page.body).toContain('<meta name="app-domain" content="localhost"></head>');
    const api = await ctx.app.inject({ method: "GET", url: "/api/nothing/" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("not_found");
  });

  it("names, in the page of each address, the code and styles of the screen it opens", async () => {
    const page = async (url: string) => (await ctx.app.inject({ method: "GET", url })).body;
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );
    // Before the end of the body, after what the page had: the browser fetches them at once.
    const calendar = await page("/calendar?month=2026-11");
    expect(preloads(calendar)).toEqual([
      "modulepreload /assets/app-layout-A1.js",
      "modulepreload /assets/calendar-route-C3.js",
      "preload /assets/calendar-route-C4.css",
    ]);
    expect(calendar).toMatch(/<link rel="preload" as="style" crossorigin href="[^"]+"><\/body>/);
    expect(calendar).toContain('<meta name="app-domain" content="localhost"></head>');
    // A parameter matches any athlete, a trailing slash and letter case as the app's router.
    expect(preloads(await page("/Athlete/12/calendar/"))).toEqual([
      "modulepreload /assets/athlete-scope-D5.js",
      "modulepreload /assets/calendar-route-C3.js",
    ]);
    expect(preloads(await page("/athlete/12"))).toEqual([
      "modulepreload /assets/athlete-scope-D5.js",
    ]);
    // The sign-in page and unknown addresses load the entry alone.
    expect(preloads(await page("/login"))).toEqual([]);
    expect(preloads(await page("/no/such/page"))).toEqual([]);
    // A returning visitor's browser keeps the page while the build is the same.
    const first = await ctx.app.inject({ method: "GET", url: "/calendar" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await ctx.app.inject({
      method: "GET",
      url: "/calendar?month=2026-12",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // Another route's page is another page.
    const other = await ctx.app.inject({
      method: "GET",
      url: "/athlete/12/calendar",
      headers: { "if-none-match": etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // The list is the server's, not one of the app's files.
    const list = await ctx.app.inject({ method: "GET", url: "/.vite/route-preloads.json" });
    expect(list.statusCode).toBe(404);
  });

  it("answers 404 for a file the build does not have, so a tab of an older build reloads", async () => {
    for (const url of [
      "/assets/calendar-route-OldHash1.js",
      "/assets/shared-OldHash2.css",
      "/assets/index-Bx3kQ9aZ.js.map",
      "/icon-1024.png",
      "/workbox-abc123.js",
    ]) {
      const missing = await ctx.app.inject({ method: "GET", url });
      expect({ url, status: missing.statusCode }).toEqual({ url, status: 404 });
      expect(missing.headers["content-type"]).not.toContain("text/html");
    }
    // Pages, whatever their path, still get the app.
    for (const url of ["/calendar", "/activity/12", "/login?next=/zones"]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
  });

  it("serves the service worker uncached and the web app manifest with their types", async () => {
    const worker = await ctx.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await ctx.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json().name).toBe("Endurance Coach");
  });

  it("never rate-limits pages and assets, only API calls", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.app.inject({ method: "GET", url: "/icon.svg" })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: "GET", url: "/calendar" })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode);
    }
    expect(statuses).toContain(429);
  });

  it("sends a hashed script pre-compressed: brotli, else gzip, else as it is", async () => {
    const script = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: "GET",
        url: SCRIPT_PATH,
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
    const brotli = await script("gzip, deflate, br");
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const gzip = await script("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await script();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("caches hashed assets for a year and has everything else revalidated", async () => {
    const headersOf = async (url: string) =>
      (await ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } })).headers;
    expect((await headersOf(SCRIPT_PATH))["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    for (const url of ["/sw.js", "/manifest.webmanifest", "/icon.svg", "/", "/calendar"]) {
      expect((await headersOf(url))["cache-control"], url).toBe("no-cache");
    }
  });

  it("compresses the app's page, not images, and lets a client without encodings read all", async () => {
    const page = await ctx.app.inject({
      method: "GET",
      url: "/login",
      headers: { "accept-encoding": "br" },
    });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(
      '<meta name="app-domain" content="localhost"></head>',
    );
    const plainPage = await ctx.app.inject({ method: "GET", url: "/login" });
    expect(plainPage.headers["content-encoding"]).toBeUndefined();
    expect(plainPage.body).toContain("<title>app</title>");
    const png = await ctx.app.inject({
      method: "GET",
      url: "/icon-192.png",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });
});
