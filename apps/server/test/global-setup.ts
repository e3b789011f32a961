import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/db/client";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { migrateDatabase } from "../src/db/migrate";
import { freePort } from "./free-port";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

export const TEMPLATE_DB = "coach_template";

/**
 * One real PostgreSQL for the run: migrate once into a template database; each test file then
 * gets its own copy (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing rows.
 * TEST_DATABASE_URL points at an external server instead of the embedded one.
 */
export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), "coach-test-pg-"));
    const port = await freePort();
    const embedded = await startEmbeddedPostgres({ dataDir, port });
    stop = embedded.stop;
    adminUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const db = createDatabase(templateUrl, 1);
  await migrateDatabase(db);
  await db.$client.end();
  project.provide("templateDatabaseUrl", templateUrl);

  return async () => {
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
