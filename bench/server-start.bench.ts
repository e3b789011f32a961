/**
 * How long the server takes to answer after it is started, on a database that is already
 * migrated and seeded (a restart): the compiled server (`node dist/main.js`, what `npm start`
 * runs) beside the same source run through tsx (how `npm start` ran it before), rounds
 * interleaved; then `npm start` as a whole when nothing changed (the build check included)
 * beside the former `npm start` (a web build, then tsx). Builds the server first.
 * SERVER_START_ROUNDS sets the rounds (5).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../apps/server/src/db/embedded";
import { median } from "./browser-support";

const ROUNDS = Number(process.env.SERVER_START_ROUNDS ?? 5);
const root = path.resolve(import.meta.dirname, "..");
const serverDir = path.join(root, "apps/server");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

const build = spawnSync("npm", ["run", "build", "-w", "apps/server"], { cwd: root });
if (build.status !== 0) throw new Error(`server build failed: ${build.stderr}`);

const dataDir = mkdtempSync(path.join(tmpdir(), "coach-bench-start-"));
chmodSync(dataDir, 0o755);
const pgPort = 47000 + Math.floor(Math.random() * 1000);
const database = await startEmbeddedPostgres({
  dataDir: path.join(dataDir, "postgres"),
  port: pgPort,
});
const port = pgPort + 1;
const env = {
  ...process.env,
  NODE_ENV: "development",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
};

type Way = { name: string; command: string; args: string[]; cwd: string };
const compiled: Way = {
  name: "node dist/main.js (compiled)",
  command: process.execPath,
  args: ["--enable-source-maps", "dist/main.js"],
  cwd: serverDir,
};
const throughTsx: Way = {
  name: "tsx src/main.ts (source)",
  command: process.execPath,
  args: [tsx, "src/main.ts"],
  cwd: serverDir,
};
const npmStart: Way = {
  name: "npm start, nothing changed",
  command: "npm",
  args: ["start"],
  cwd: root,
};
const formerNpmStart: Way = {
  name: "former npm start (web build, then tsx)",
  command: "sh",
  args: ["-c", `npm run build -w apps/web && cd apps/server && exec node ${tsx} src/main.ts`],
  cwd: root,
};

/** Milliseconds from the spawn until /api/health answers; the server is stopped after. */
async function timeStart(way: Way): Promise<number> {
  const started = performance.now();
  // Its own process group, so that stopping npm's or sh's children stops the server too.
  const child = spawn(way.command, way.args, {
    cwd: way.cwd,
    env,
    detached: true,
    stdio: "ignore",
  });
  try {
    await waitForHealth(child);
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function waitForHealth(child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server did not answer");
}

try {
  // The first start migrates and seeds the database; the measured ones find it ready.
  await timeStart(compiled);
  const times = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const way of [throughTsx, compiled]) {
      times.set(way.name, [...(times.get(way.name) ?? []), await timeStart(way)]);
    }
  }
  const formerMs = await timeStart(formerNpmStart);
  await timeStart(npmStart); // builds what the former start's web build left changed, if anything
  const npmStartMs = median([await timeStart(npmStart), await timeStart(npmStart)]);

  console.log(`start until /api/health answers, existing database, median of ${ROUNDS} rounds`);
  const tsxMs = median(times.get(throughTsx.name)!);
  const compiledMs = median(times.get(compiled.name)!);
  console.log(`  ${throughTsx.name.padEnd(40)} ${tsxMs.toFixed(0)} ms`);
  console.log(
    `  ${compiled.name.padEnd(40)} ${compiledMs.toFixed(0)} ms   (${(tsxMs / compiledMs).toFixed(2)}x faster)`,
  );
  console.log(`  ${formerNpmStart.name.padEnd(40)} ${formerMs.toFixed(0)} ms (one run)`);
  console.log(
    `  ${npmStart.name.padEnd(40)} ${npmStartMs.toFixed(0)} ms   (${(formerMs / npmStartMs).toFixed(2)}x faster)`,
  );
} finally {
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
