import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../test/free-port";

/**
 * The server as `npm start` runs it: compiled by scripts/build.mjs, then plain Node on its
 * JavaScript, no tsx. It must find the migrations folder and load its worker threads' task.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, "..");
const OUT = `test-build-${process.pid}`;
const FIT_FILE = path.resolve(
  SERVER_DIR,
  "../../fixtures/activities/activity-small-fenix2-run.fit",
);

let server: ReturnType<typeof spawn> | undefined;
let output = "";
let baseUrl = "";

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ["scripts/build.mjs", OUT], { cwd: SERVER_DIR });
  // An empty database: the compiled server applies every migration itself.
  const templateUrl = inject("templateDatabaseUrl");
  const name = `compiled_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  server = spawn(process.execPath, [path.join(OUT, "main.js")], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: templateUrl.replace(/\/[^/]+$/, `/${name}`),
      PUBLIC_URL: baseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  // main.js prints the demo sign-ins once migrated, listening and seeded.
  while (!output.includes("Demo data created")) {
    if (server.exitCode !== null) throw new Error(`the compiled server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await once(server, "exit");
  }
  rmSync(path.join(SERVER_DIR, OUT), { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("migrates an empty database and imports a FIT file in its worker thread", async () => {
    const login = await fetch(`${baseUrl}/api/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ben@demo.athlete", password: "demo-password" }),
    });
    expect(login.status).toBe(200);
    const { tokens } = (await login.json()) as { tokens: { access: string } };
    const auth = { authorization: `Bearer ${tokens.access}` };
    const account = (await (
      await fetch(`${baseUrl}/api/account/info/`, { headers: auth })
    ).json()) as {
      details: { id: number };
    };
    const form = new FormData();
    form.append("files", new Blob([readFileSync(FIT_FILE)]), "run.fit");
    const upload = await fetch(`${baseUrl}/api/athlete/${account.details.id}/activities/upload/`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    expect(upload.status).toBe(200);
    const { files } = (await upload.json()) as {
      files: { status: string; activities: { sport: number }[] }[];
    };
    expect(files[0]!.status).toBe("imported");
    // SportId 1 is running: the file is a Fenix 2 run.
    expect(files[0]!.activities.map((activity) => activity.sport)).toEqual([1]);
  });
});
