import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer, webDist } from "./app-server";
import { CHROMIUM_PATH } from "./browser";
import { E2E_TILE_ATTRIBUTION, startFakeTileServer } from "./fake-tile-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' database, for fixtures the app cannot make (a second business). */
    databaseUrl: string;
  }
}

/**
 * Starts the real app as `npm start` does (built web app, migrations, demo data) on a fresh
 * embedded PostgreSQL, on free ports. Needs Debian's Chromium: `apt-get install -y chromium`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with 'apt-get install -y chromium' (or set CHROME_PATH).`,
    );
  }
  if (!existsSync(path.join(webDist, "index.html"))) {
    throw new Error("The web app is not built: run 'npm run build' first (npm run test:e2e does).");
  }
  const tiles = await startFakeTileServer();
  const { baseUrl, databaseUrl, stop } = await startAppServer({
    // The journeys share the demo people and build what they need; demo.e2e.ts starts its own
    // server to see the demo season.
    DEMO_SEASON: "off",
    MAP_TILE_URL: tiles.urlTemplate,
    MAP_TILE_ATTRIBUTION: E2E_TILE_ATTRIBUTION,
  });
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", databaseUrl);

  return async () => {
    await stop();
    await tiles.stop();
  };
}
