import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { freePort } from "../apps/server/test/free-port";

const root = path.resolve(import.meta.dirname, "..");
export const webDist = path.join(root, "apps/web/dist");
/** The compiled server that `npm start` runs (`npm run build` writes it). */
export const serverMain = path.join(root, "apps/server/dist/main.js");

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

export type AppServer = {
  baseUrl: string;
  databaseUrl: string;
  /** Everything the server printed so far (its log at LOG_LEVEL). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The real app as `npm start` runs it (the compiled server and the built web app, migrations,
 * demo data) on a fresh embedded PostgreSQL, on free ports, with these environment variables
 * added. With `databaseUrl`, a second server of the journeys' database instead (it writes no
 * demo season).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: {
    databaseUrl?: string;
    /** A file that gets everything the server prints, for a reader in another process. */
    outputFile?: string;
  } = {},
): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "coach-e2e-"));
  // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const database = options.databaseUrl
    ? { url: options.databaseUrl, stop: async () => {} }
    : await startEmbeddedPostgres({
        dataDir: path.join(dataDir, "postgres"),
        port: await freePort(),
      });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = "";
  const server = spawn(
    process.execPath,
    // As apps/server's `npm start` does: no TypeScript compiled at start or in worker threads.
    ["--enable-source-maps", serverMain],
    {
      cwd: path.join(root, "apps/server"),
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
        // The season would be written into a database other journeys count rows of.
        ...(options.databaseUrl ? { DEMO_SEASON: "off" } : {}),
        ...env,
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (options.outputFile) appendFileSync(options.outputFile, chunk);
    process.stdout.write(chunk);
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    databaseUrl: database.url,
    output: () => output,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
