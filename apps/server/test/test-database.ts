import { randomUUID } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/** A fresh database copied from the migrated template (global-setup.ts); its URL. */
export async function createTestDatabase(): Promise<string> {
  const templateUrl = inject("templateDatabaseUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const template = new URL(templateUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}
