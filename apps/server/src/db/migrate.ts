import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { SERVER_DIR } from "../server-dir";
import type { Database } from "./client";

export const MIGRATIONS_DIR = path.join(SERVER_DIR, "drizzle");

/** Applies the checked-in migrations; drizzle keeps its own journal table and a lock. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
