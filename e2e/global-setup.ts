import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { CHROMIUM_PATH } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The journeys' database, for fixtures the app cannot make (a second business). */
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, "..");
const webDist = path.join(root, "apps/web/dist");

/** Access tokens live 15 s here, so a journey can watch one expire and be refreshed. */
export const E2E_ACCESS_TTL_SEC = 15;

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
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
  const dataDir = mkdtempSync(path.join(tmpdir(), "coach-e2e-"));
  // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const pgPort = 45000 + Math.floor(Math.random() * 5000);
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    port: pgPort,
  });
  const port = pgPort + 1;
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "apps/server/src/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        PUBLIC_URL: baseUrl,
        ACCESS_TOKEN_TTL_SEC: String(E2E_ACCESS_TTL_SEC),
        // Every journey signs in from 127.0.0.1; the per-address limit is proven by the server tests.
        AUTH_RATE_LIMIT: "10000",
        API_RATE_LIMIT: "100000",
        LOG_LEVEL: "warn",
        // The journeys share the demo people and build what they need; demo.e2e.ts starts its own
        // server to see the demo season.
        DEMO_SEASON: "off",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  await waitForHealth(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("databaseUrl", database.url);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
