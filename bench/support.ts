/**
 * What every server benchmark shares: the real app over a throw-away embedded PostgreSQL,
 * a signed-in user's headers, and a timer that prints median and 95th percentile.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../apps/server/src/app-deps";
import { loadConfig } from "../apps/server/src/config";
import { createDatabase, type Database } from "../apps/server/src/db/client";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { createTokenSigner } from "../apps/server/src/features/auth/tokens";
import { createLogger } from "../apps/server/src/platform/logger";
import { startServerInstance } from "../apps/server/src/server-instance";

export type BenchApp = {
  app: FastifyInstance;
  db: Database;
  /** The instance's own dependencies, for benches that act as a feature does (raise, emit). */
  deps: AppDeps;
  stop: () => Promise<void>;
};

export async function startBenchApp(env: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "coach-bench-"));
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: 47000 + Math.floor(Math.random() * 1000),
  });
  const db = createDatabase(embedded.url);
  await migrateDatabase(db);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: embedded.url,
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    ...env,
  });
  // The real platform, as a server instance runs it: jobs and events in PostgreSQL.
  const {
    app,
    deps,
    stop: stopInstance,
  } = await startServerInstance({
    db,
    config,
    connectionString: embedded.url,
    tokens: createTokenSigner("bench-secret-that-is-long-enough-for-hs256", 900),
    logger: createLogger({ level: "silent" }),
  });
  return {
    app,
    db,
    deps,
    stop: async () => {
      await stopInstance();
      await db.$client.end();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the Authorization header. */
export async function signInHeaders(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().tokens.access}` };
}

/** The q-quantile (0..1) of ascending samples. */
export function percentile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Runs `fn` 5 times to warm up, then `runs` times, and prints median and p95; when `fn` answers
 * an HTTP response, its body size too.
 */
export async function measure(label: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await fn();
    samples.push(performance.now() - started);
    const body = (result as { body?: unknown } | undefined)?.body;
    if (typeof body === "string") bytes = Buffer.byteLength(body);
  }
  samples.sort((a, b) => a - b);
  const size = bytes > 0 ? `  size ${(bytes / 1024).toFixed(1)} kB` : "";
  console.log(
    `${label.padEnd(40)} n=${runs}  median ${percentile(samples, 0.5).toFixed(2)} ms  p95 ${percentile(samples, 0.95).toFixed(2)} ms${size}`,
  );
}
