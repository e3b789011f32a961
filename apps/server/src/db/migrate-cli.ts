import { sql } from "drizzle-orm";
import { loadConfig } from "../config";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { openConfiguredDatabase } from "./open-database";

/**
 * `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL or, when it is unset,
 * to the embedded PostgreSQL under DATA_DIR (started for the purpose and stopped again).
 */
async function appliedMigrations(db: Database): Promise<number> {
  const table = await db.execute<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return 0;
  const count = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number(count.rows[0]?.count ?? 0);
}

const config = loadConfig();
const target = await openConfiguredDatabase(config);
try {
  const before = await appliedMigrations(target.db);
  await migrateDatabase(target.db);
  const after = await appliedMigrations(target.db);
  console.log(
    `Migrations applied to ${target.description}: ${after - before} new, ${after} in total.`,
  );
} finally {
  await target.close();
}
