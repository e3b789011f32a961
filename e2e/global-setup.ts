import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { serverMain, startAppServer, webDist } from "./app-server";
import { CHROMIUM_PATH } from "./browser";
import { DEMO_JOURNEY } from "./demo-journey";
import { type DemoStart, startDemo } from "./demo-server";
import { E2E_TILE_ATTRIBUTION, startFakeTileServer } from "./fake-tile-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' database, for fixtures the app cannot make (a second business). */
    databaseUrl: string;
    /** The demo's fresh start, begun before the project's first journey (demo-server.ts). */
    demoStart: DemoStart | undefined;
  }
}

/** Set by scripts/e2e.mjs, which runs every journey: the demo's journey will run, last. */
const START_DEMO_EARLY = process.env.E2E_START_DEMO_EARLY === "1";

/**
 * Starts the real app as `npm start` does (compiled server, built web app, migrations, demo
 * data) on a fresh embedded PostgreSQL, on free ports. Needs Debian's Chromium:
 * `apt-get install -y chromium`.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with 'apt-get install -y chromium' (or set CHROME_PATH).`,
    );
  }
  if (!existsSync(path.join(webDist, "index.html")) || !existsSync(serverMain)) {
    throw new Error(
      "The web app or the server is not built: run 'npm run build' first (npm run test:e2e does).",
    );
  }
  const tiles = await startFakeTileServer();
  const { baseUrl, databaseUrl, stop } = await startAppServer({
    // The journeys share the demo people and build what they need; the demo's journey has a
    // server of its own to see the demo season (demo-server.ts).
    DEMO_SEASON: "off",
    MAP_TILE_URL: tiles.urlTemplate,
    MAP_TILE_ATTRIBUTION: E2E_TILE_ATTRIBUTION,
  });
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", databaseUrl);
  // The demo's season takes a minute or two to write: it is written while the project's other
  // journeys run, and its journey comes last (DemoLast in vitest.config.ts).
  const demo =
    START_DEMO_EARLY && project.config.include.includes(DEMO_JOURNEY) ? await startDemo() : null;
  if (demo) project.provide("demoStart", demo.demo);

  return async () => {
    await demo?.stop();
    await stop();
    await tiles.stop();
  };
}
