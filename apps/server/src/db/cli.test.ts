import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../test/free-port";

/** `npm run db:migrate` and `npm run demo` as a user runs them: separate processes that exit. */
const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, "../..");
const TSX = path.resolve(SERVER_DIR, "../../node_modules/.bin/tsx");

async function cli(script: string, env: Record<string, string>) {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const { stdout } = await run(TSX, [script], {
    cwd: SERVER_DIR,
    env: { ...inherited, NODE_ENV: "development", LOG_LEVEL: "silent", ...env },
    timeout: 90_000,
  });
  return stdout;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "coach-cli-"));
// PostgreSQL runs as an unprivileged user when we are root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("command-line tools on the embedded PostgreSQL", () => {
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: "" };
  beforeAll(async () => {
    env.EMBEDDED_PG_PORT = String(await freePort());
  });
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");

  it("migrates a new data folder, then finds nothing new, and stops the server each time", async () => {
    const first = await cli("src/db/migrate-cli.ts", env);
    const [, created, total] = first.match(/: (\d+) new, (\d+) in total\./) ?? [];
    expect(Number(created)).toBeGreaterThan(0);
    expect(created).toBe(total);
    expect(existsSync(pidFile)).toBe(false);
    expect(await cli("src/db/migrate-cli.ts", env)).toContain(`: 0 new, ${total} in total.`);
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);

  it("creates the demo data once and prints the sign-ins", async () => {
    const first = await cli("src/demo/demo-cli.ts", env);
    expect(first).toContain("Demo data created. Sign in with:");
    expect(first).toMatch(/owner@demo\.coach\s+demo-password/);
    expect(first).toMatch(/dan@demo\.athlete\s+demo-password/);
    const again = await cli("src/demo/demo-cli.ts", env);
    expect(again).toContain("Demo accounts (password unchanged unless you changed it):");
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);

  it("refuses demo data in production", async () => {
    const refused = await cli("src/demo/demo-cli.ts", {
      ...env,
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(32),
    }).catch((error: { code?: number; stderr?: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain("refused with NODE_ENV=production");
  }, 30_000);
});

describe("command-line tools on DATABASE_URL", () => {
  it("migrates an empty database", async () => {
    const templateUrl = inject("templateDatabaseUrl");
    const adminUrl = templateUrl.replace(/\/[^/]+$/, "/postgres");
    const name = `cli_${Date.now()}_${Math.floor(Math.random() * 1000)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = templateUrl.replace(/\/[^/]+$/, `/${name}`);
      const output = await cli("src/db/migrate-cli.ts", { DATABASE_URL: url });
      expect(output).toMatch(/^Migrations applied to DATABASE_URL: (\d+) new, \1 in total\./m);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000); // as long as the embedded runs above: under the whole suite's load 60 s was not always enough
});
