/**
 * Sign-in and account-info latency through the real app on an embedded PostgreSQL.
 * Login is dominated on purpose by argon2id (19 MiB, 2 passes); account info is the call every
 * screen makes first. Prints median and 95th percentile in milliseconds.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { createDatabase } from "../apps/server/src/db/client";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "../apps/server/src/demo/seed";
import { createTokenSigner } from "../apps/server/src/features/auth/tokens";
import { createMailer } from "../apps/server/src/features/mail/mailer";

const dataDir = mkdtempSync(path.join(tmpdir(), "coach-bench-"));
const embedded = await startEmbeddedPostgres({
  dataDir,
  port: 47000 + Math.floor(Math.random() * 1000),
});
const db = createDatabase(embedded.url);
await migrateDatabase(db);
await seedDemoIfEmpty(db);
const config = loadConfig({
  NODE_ENV: "test",
  DATABASE_URL: embedded.url,
  LOG_LEVEL: "silent",
  AUTH_RATE_LIMIT: "100000",
});
const app = await buildApp({
  db,
  config,
  tokens: createTokenSigner("bench-secret-that-is-long-enough-for-hs256", 900),
  mailer: createMailer({ db, from: config.mailFrom }),
  logger: false,
});

function summary(label: string, samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label.padEnd(28)} n=${sorted.length}  median ${at(0.5).toFixed(2)} ms  p95 ${at(0.95).toFixed(2)} ms`,
  );
}

async function time(runs: number, fn: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

const login = () =>
  app.inject({
    method: "POST",
    url: "/api/auth/login/",
    payload: { email: "owner@demo.coach", password: DEMO_PASSWORD },
  });
const { tokens } = (await login()).json();
await time(5, login);
summary("POST api/auth/login/", await time(40, login));
summary(
  "POST login (wrong password)",
  await time(40, () =>
    app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: "owner@demo.coach", password: "wrong-pass" },
    }),
  ),
);
summary(
  "POST login (unknown e-mail)",
  await time(40, () =>
    app.inject({
      method: "POST",
      url: "/api/auth/login/",
      payload: { email: "nobody@x.io", password: "wrong-pass" },
    }),
  ),
);
const info = () =>
  app.inject({
    method: "GET",
    url: "/api/account/info/",
    headers: { authorization: `Bearer ${tokens.access}` },
  });
await time(20, info);
summary("GET api/account/info/", await time(300, info));

await app.close();
await db.$client.end();
await embedded.stop();
rmSync(dataDir, { recursive: true, force: true });
