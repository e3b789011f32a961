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
