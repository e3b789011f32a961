import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port";

describe("embedded PostgreSQL module", () => {
  it("leaves no exit hook behind that would turn a failed run into exit code 0", async () => {
    const before = ["beforeExit", "exit", "SIGINT", "SIGTERM"].map((e) => process.listenerCount(e));
    await import("./embedded");
    const after = ["beforeExit", "exit", "SIGINT", "SIGTERM"].map((e) => process.listenerCount(e));
    expect(after).toEqual(before);
  });
});

/** As root the embedded PostgreSQL runs as the `postgres` user (createPostgresUser); else as us. */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
  return { uid: id("-u"), gid: id("-g") };
}

describe("starting the embedded PostgreSQL after a crash", () => {
  let folder: string;
  let dataDir: string;
  let port: number;
  /** postmaster.pid as a running server wrote it; a crash leaves it behind. */
  let lockFile: string;
  const lockPath = () => path.join(dataDir, "postmaster.pid");
  /** The lock file a crash leaves, naming `pid`. */
  const leaveLockFile = (pid: number) =>
    writeFileSync(lockPath(), lockFile.replace(/^\d+/, String(pid)));
  const start = async (startPort = port) => {
    const { startEmbeddedPostgres } = await import("./embedded");
    return startEmbeddedPostgres({ dataDir, port: startPort });
  };
  const answers = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query("select 1 as one");
    await client.end();
    return rows[0].one;
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "coach-embedded-"));
    // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
    chmodSync(folder, 0o755);
    dataDir = path.join(folder, "pg");
    port = await freePort();
    const first = await start();
    lockFile = readFileSync(lockPath(), "utf8");
    await first.stop();
  }, 120_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("removes a postmaster.pid whose process is gone, and starts", async () => {
    const ended = spawnSync("true");
    leaveLockFile(ended.pid ?? 999_999);
    const database = await start();
    expect(await answers(database.url)).toBe(1);
    await database.stop();
  }, 60_000);

  it("starts again after PostgreSQL itself was killed with kill -9", async () => {
    // Not stopped afterwards: its process is gone, and the package would wait for its exit.
    await start();
    const postmasterPid = Number(readFileSync(lockPath(), "utf8").split("\n", 1)[0]);
    process.kill(postmasterPid, "SIGKILL");
    await waitUntil(() => !isAlive(postmasterPid));
    // The crash left its lock file naming the dead postmaster.
    expect(readFileSync(lockPath(), "utf8").split("\n", 1)[0]).toBe(String(postmasterPid));
    const restarted = await start();
    expect(await answers(restarted.url)).toBe(1);
    await restarted.stop();
  }, 60_000);

  it("removes a postmaster.pid whose PID now belongs to another program, and starts", async () => {
    let other: ChildProcess | undefined;
    try {
      // PostgreSQL takes a PID it may not signal (EPERM) as gone: the PID must be its own user's.
      other = spawn("sleep", ["60"], postgresUser());
      leaveLockFile(other.pid!);
      const database = await start();
      expect(await answers(database.url)).toBe(1);
      await database.stop();
    } finally {
      other?.kill();
    }
  }, 60_000);

  it("keeps the lock of a running PostgreSQL and says, in PostgreSQL's words, what to do", async () => {
    const running = await start();
    try {
      const runningPid = readFileSync(lockPath(), "utf8").split("\n", 1)[0];
      const failure = await start(port + 1).then(
        () => "started",
        (error: Error) => error.message,
      );
      expect(failure).toContain('lock file "postmaster.pid" already exists');
      expect(failure).toContain(`kill ${runningPid}`);
      expect(failure).toContain(dataDir);
      expect(await answers(running.url)).toBe(1);
    } finally {
      await running.stop();
    }
  }, 60_000);
});

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
