import path from "node:path";
import type { Config } from "../config";
import { createDatabase, type Database } from "./client";
import { startEmbeddedPostgres } from "./embedded";

export type OpenDatabase = {
  db: Database;
  /** For the connections that are not the pool's (job queue, event listener). */
  connectionString: string;
  /** Where the data lives, for messages (never a password). */
  description: string;
  /** Ends the connections and stops the embedded PostgreSQL when it was started here. */
  close: () => Promise<void>;
};

/**
 * The database the configuration names, for the command-line tools: DATABASE_URL, or else the
 * embedded PostgreSQL under DATA_DIR/postgres on EMBEDDED_PG_PORT, started here (and initialised
 * when new) and stopped again by close(). The server and the command-line tools share it.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir" | "embeddedPgPort">,
  maxConnections = 2,
  onConnectionError?: (error: Error) => void,
): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = createDatabase(config.databaseUrl, maxConnections, onConnectionError);
    return {
      db,
      connectionString: config.databaseUrl,
      description: "DATABASE_URL",
      close: () => db.$client.end(),
    };
  }
  const dataDir = path.join(config.dataDir, "postgres");
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
  const db = createDatabase(embedded.url, maxConnections, onConnectionError);
  return {
    db,
    connectionString: embedded.url,
    description: `the embedded PostgreSQL on port ${config.embeddedPgPort} (data in ${dataDir})`,
    close: async () => {
      try {
        await db.$client.end();
      } finally {
        await embedded.stop();
      }
    },
  };
}
