import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../test/test-database";
import { sleep, waitFor } from "../../../test/wait-for";
import { createDatabase, type Database } from "../../db/client";
import { silentLogger } from "../logger";
import { type JobQueue, jobType, jobWorker } from "./job-queue";
import { pgBossQueue } from "./pg-boss-queue";

const logger = silentLogger();
const Payload = z.object({ n: z.number().int() });

let url: string;
let db: Database;
const queues: JobQueue[] = [];
const newQueue = () => {
  const queue = pgBossQueue({ connectionString: url, logger, pollingIntervalSec: 0.5 });
  queues.push(queue);
  return queue;
};

beforeAll(async () => {
  url = await createTestDatabase();
  db = createDatabase(url, 2);
});
afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await db.$client.end();
});

describe("pg-boss job queue", () => {
  it("retries a job that failed, with the attempt number, until it succeeds", async () => {
    const flaky = jobType({ name: "test.flaky", payload: Payload, retryDelaySec: 1 });
    const attempts: number[] = [];
    const queue = newQueue();
    await queue.start([
      jobWorker(flaky, async (_payload, { attempt }) => {
        attempts.push(attempt);
        if (attempt === 1) throw new Error("SMTP timeout");
      }),
    ]);
    await queue.send(flaky, { n: 1 });
    await waitFor(() => attempts.length === 2, { what: "the retry", timeoutMs: 15_000 });
    expect(attempts).toEqual([1, 2]);
  });

  it("runs each job once when two instances work the same queue", async () => {
    const count = jobType({ name: "test.count", payload: Payload });
    const seen: { n: number; instance: string }[] = [];
    const worker = (instance: string) =>
      jobWorker(count, async ({ n }) => {
        seen.push({ n, instance });
        await sleep(20);
      });
    const first = newQueue();
    const second = newQueue();
    await first.start([worker("first")]);
    await second.start([worker("second")]);
    for (let n = 1; n <= 20; n++) await first.send(count, { n });
    first.wake([count.name]);
    second.wake([count.name]);
    await waitFor(() => seen.length >= 20, { what: "20 jobs", timeoutMs: 20_000 });
    await sleep(1000);
    const numbers = seen.map((entry) => entry.n).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("lists a job that spent its retries, with its error", async () => {
    const doomed = jobType({ name: "test.doomed", payload: Payload, retryLimit: 0 });
    const queue = newQueue();
    await queue.start([
      jobWorker(doomed, async () => {
        throw new Error("the mail server refused the address");
      }),
    ]);
    await queue.send(doomed, { n: 7 });
    const failed = await waitFor(
      async () => (await queue.listFailed()).find((job) => job.name === doomed.name),
      { what: "the failed job" },
    );
    expect(failed.payload).toEqual({ n: 7 });
    expect(failed.error).toBe("the mail server refused the address");
  });

  it("queues a job sent in a transaction only if the transaction commits", async () => {
    const inTx = jobType({ name: "test.in-transaction", payload: Payload });
    const ran: number[] = [];
    const queue = newQueue();
    await queue.start([jobWorker(inTx, async ({ n }) => void ran.push(n))]);
    await db
      .transaction(async (tx) => {
        await queue.send(inTx, { n: 1 }, { executor: tx });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await queue.send(inTx, { n: 2 }, { executor: tx });
      // Not visible to the workers before the commit.
      await tx.execute(sql`select 1`);
    });
    queue.wake([inTx.name]);
    await waitFor(() => ran.length === 1, { what: "the committed job" });
    await sleep(1500);
    expect(ran).toEqual([2]);
  });

  it("refuses a payload that does not match the job's schema", async () => {
    const typed = jobType({ name: "test.typed", payload: Payload });
    const queue = newQueue();
    await queue.start([jobWorker(typed, async () => undefined)]);
    await expect(queue.send(typed, { n: "seven" } as never)).rejects.toThrow();
  });

  it("keeps a cron schedule once, whichever instance registers it", async () => {
    const nightly = jobType({ name: "test.nightly", payload: z.object({}), cron: "15 3 * * *" });
    await newQueue().start([jobWorker(nightly, async () => undefined)]);
    await newQueue().start([jobWorker(nightly, async () => undefined)]);
    const rows = await db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = ${nightly.name}`,
    );
    expect(rows.rows).toEqual([{ name: "test.nightly", cron: "15 3 * * *", timezone: "UTC" }]);
  });
});
