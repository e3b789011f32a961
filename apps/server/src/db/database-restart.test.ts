import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@coach/shared/validation/messages";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/free-port";
import { startTestInstance } from "../../test/server-instances";
import { sleep, waitFor } from "../../test/wait-for";
import { createDatabase } from "./client";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";
import { migrateDatabase } from "./migrate";

/**
 * A server instance as production runs it (pool, pg-boss, LISTEN client) over its own embedded
 * PostgreSQL, which the tests cut off and restart underneath it.
 */
let dataDir: string;
let port: number;
let postgres: EmbeddedDatabase;
let instance: Awaited<ReturnType<typeof startTestInstance>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "coach-restart-"));
  // As root, PostgreSQL runs as its own user, which must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  port = await freePort();
  postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port });
  const db = createDatabase(postgres.url, 1);
  await migrateDatabase(db);
  await db.$client.end();
  instance = await startTestInstance(postgres.url);
}, 120_000);
afterAll(async () => {
  await instance?.stop();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/**
 * A request that needs the database and no sign-in: checking an unknown reset link answers 400
 * when the database is up. (Not a sign-in: the tests send many, sign-ins are rate-limited.)
 */
const checkResetLink = () =>
  instance.app.inject({ url: `/api/auth/password-reset/?token=${"x".repeat(43)}` });

describe("when PostgreSQL goes away", () => {
  it("survives PostgreSQL ending every connection, and answers the next request", async () => {
    expect((await checkResetLink()).statusCode).toBe(400);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    await admin.end();
    // The idle connections' errors reach the pool first; then the next query connects anew.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await checkResetLink()).statusCode).toBe(400);
  });

  it("answers 503 while PostgreSQL is down under load, and resumes by itself after its restart", async () => {
    const statuses: number[] = [];
    let isLoading = true;
    const load = (async () => {
      while (isLoading) {
        const response = await checkResetLink();
        statuses.push(response.statusCode);
        await sleep(20);
        if (response.statusCode === 503) {
          expect(response.json()).toEqual({
            code: "service_unavailable",
            error: { message: messages.serviceUnavailable },
          });
        }
      }
    })();
    await waitFor(() => statuses.length >= 3);
    await postgres.stop();
    const down = await checkResetLink();
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(messages.serviceUnavailable);
    postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port });
    await waitFor(async () => (await checkResetLink()).statusCode === 400, { timeoutMs: 15_000 });
    isLoading = false;
    await load;
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 400 && status !== 503)).toEqual([]);
    // Every connection of the pool works again, not only the first one.
    const after = await Promise.all(Array.from({ length: 8 }, () => checkResetLink()));
    expect(after.map((response) => response.statusCode)).toEqual(Array(8).fill(400));
  }, 60_000);
});
