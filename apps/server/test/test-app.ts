import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createDatabase, type Database } from "../src/db/client";
import { createTokenSigner } from "../src/features/auth/tokens";
import { createMailer } from "../src/features/mail/mailer";

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
};

/** A fresh database copied from the migrated template, and the app over it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const templateUrl = inject("templateDatabaseUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const template = new URL(templateUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = templateUrl.replace(/\/[^/]+$/, `/${name}`);
  const db = createDatabase(url, 4);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: url,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const app = await buildApp({
    db,
    config,
    tokens: createTokenSigner(
      "test-secret-that-is-long-enough-for-hs256-signing",
      config.accessTokenTtlSec,
    ),
    mailer: createMailer({ db, from: config.mailFrom }),
    logger: false,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.$client.end();
    },
  };
}
