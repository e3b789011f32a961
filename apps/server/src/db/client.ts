import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database: repositories accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export function createDatabase(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}
