import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const PRODUCTION = { NODE_ENV: "production", JWT_SECRET: "x".repeat(32) };

describe("loadConfig", () => {
  it("listens on localhost in development and test unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "development" }).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
  });

  it("has the development routes outside production only, and refuses them in production", () => {
    expect(loadConfig({}).hasDevRoutes).toBe(true);
    expect(loadConfig({ DEV_ROUTES: "false" }).hasDevRoutes).toBe(false);
    expect(loadConfig(PRODUCTION).hasDevRoutes).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEV_ROUTES: "false" }).hasDevRoutes).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_ROUTES: "true" })).toThrow(
      /DEV_ROUTES=true is refused in production.*reset links/,
    );
  });

  it("takes map tiles from an http(s) template with its attribution, or none", () => {
    expect(loadConfig({}).mapTiles).toBeUndefined();
    const osm = {
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    };
    expect(loadConfig(osm).mapTiles).toEqual({
      urlTemplate: osm.MAP_TILE_URL,
      attribution: osm.MAP_TILE_ATTRIBUTION,
      origin: "https://tile.openstreetmap.org",
    });
    // A tile cache on the LAN over plain http; subdomains {s} of one parent.
    expect(
      loadConfig({ ...osm, MAP_TILE_URL: "http://192.168.1.5:8080/tiles/{z}/{x}/{y}.png" }).mapTiles
        ?.origin,
    ).toBe("http://192.168.1.5:8080");
    expect(
      loadConfig({ ...osm, MAP_TILE_URL: "https://{s}.tile.example.org/{z}/{x}/{y}.png" }).mapTiles
        ?.origin,
    ).toBe("https://*.tile.example.org");
    expect(() => loadConfig({ MAP_TILE_URL: osm.MAP_TILE_URL })).toThrow(
      /MAP_TILE_URL and MAP_TILE_ATTRIBUTION go together/,
    );
    for (const url of [
      "https://tile.example.org/{z}/{x}.png",
      "ftp://x/{z}/{x}/{y}.png",
      "tiles",
    ]) {
      expect(() => loadConfig({ ...osm, MAP_TILE_URL: url })).toThrow(
        /MAP_TILE_URL must be an http\(s\) address with \{z\}, \{x\} and \{y\}/,
      );
    }
  });

  it("serves the API docs unless API_DOCS=false", () => {
    expect(loadConfig({}).hasApiDocs).toBe(true);
    expect(loadConfig(PRODUCTION).hasApiDocs).toBe(true);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: "false" }).hasApiDocs).toBe(false);
  });
});

describe("starting the server", () => {
  it("refuses production with the development routes on, saying why", () => {
    const result = spawnSync(
      process.execPath,
      [path.resolve(import.meta.dirname, "../../../node_modules/tsx/dist/cli.mjs"), "src/main.ts"],
      {
        cwd: path.resolve(import.meta.dirname, ".."),
        env: { ...process.env, ...PRODUCTION, DEV_ROUTES: "true" },
        encoding: "utf8",
        timeout: 30_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("DEV_ROUTES=true is refused in production");
  });
});
