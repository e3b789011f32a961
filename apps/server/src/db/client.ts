import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { hearDataChanges } from "./data-changes";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction or the database: repositories accept either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * A pool of connections. When PostgreSQL ends an idle connection (a restart, an administrator),
 * the pool emits 'error', which would end the process if nobody listened: it is logged, the pool
 * drops that connection, and the next query opens a new one once PostgreSQL is back. Queries
 * meanwhile fail with connection errors, which the error handler answers with 503. Every
 * connection hears the data changes as it opens (db/data-changes.ts).
 */
export function createDatabase(
  connectionString: string,
  maxConnections = 10,
  onConnectionError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on the next query`),
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 10_000,
    onConnect: (client) => hearDataChanges(pool, client),
  });
  pool.on("error", onConnectionError);
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}
