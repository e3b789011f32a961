import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/test-app";

let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "coach-dist-"));
  writeFileSync(
    path.join(distDir, "index.html"),
    "<!doctype html><html><head><title>app</title></head><body></body></html>",
  );
  writeFileSync(path.join(distDir, "icon.svg"), "<svg/>");
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

  it("serves the service worker uncached and the web app manifest with their types", async () => {
    const worker = await ctx.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await ctx.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json().name).toBe("Endurance Coach");
    const icon = await ctx.app.inject({ method: "GET", url: "/icon.svg" });
    expect(icon.headers["cache-control"]).not.toBe("no-cache");
  });

  it("never rate-limits pages and assets, only API calls", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ctx.app.inject({ method: "GET", url: "/icon.svg" })).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
