import type { AppEvent, AppEventOf } from "@coach/shared/events/app-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import { sleep, waitFor } from "../../../test/wait-for";
import { createDatabase, type Database } from "../../db/client";
import { platformEvents } from "../../db/schema";
import { pgBossQueue } from "../jobs/pg-boss-queue";
import { silentLogger } from "../logger";
import { type EventBus, type EventSubscriber, eventSubscriber } from "./event-bus";
import { pgEventBus, pruneOldEvents } from "./pg-event-bus";

const logger = silentLogger();
let url: string;
let db: Database;
const running: { bus: EventBus; stopJobs: () => Promise<void> }[] = [];

/** One server instance's bus: its own job queue and LISTEN connection over the shared database. */
function instance() {
  const jobs = pgBossQueue({ connectionString: url, logger, pollingIntervalSec: 0.5 });
  const bus = pgEventBus({ db, connectionString: url, jobs, logger });
  const entry = { bus, stopJobs: () => jobs.stop() };
  running.push(entry);
  return entry;
}

async function stopInstance(entry: (typeof running)[number]) {
  await entry.bus.stop();
  await entry.stopJobs();
  running.splice(running.indexOf(entry), 1);
}

const changed = (userId: number): AppEvent => ({ type: "notifications.changed", userId });

function recorder(name: string) {
  const handled: AppEventOf<"notifications.changed">[] = [];
  const subscriber: EventSubscriber = eventSubscriber({
    name,
    event: "notifications.changed",
    handle: async (event) => void handled.push(event),
  });
  return { handled, subscriber };
}

beforeAll(async () => {
  url = await createTestDatabase();
  db = createDatabase(url, 4);
});
afterAll(async () => {
  for (const entry of [...running]) await stopInstance(entry);
  await db.$client.end();
});

describe("pg event bus", () => {
  it("delivers a committed event once to a subscriber, and every instance hears it", async () => {
    const { handled, subscriber } = recorder("test.once");
    const first = instance();
    const second = instance();
    const heard: string[] = [];
    first.bus.onEveryInstance((event) => heard.push(`first:${event.type}`));
    second.bus.onEveryInstance((event) => heard.push(`second:${event.type}`));
    await first.bus.start([subscriber]);
    await second.bus.start([subscriber]);

    await db.transaction((tx) => second.bus.emit(tx, changed(41)));

    await waitFor(() => handled.length === 1 && heard.length === 2, { what: "delivery" });
    await sleep(1500);
    expect(handled).toEqual([{ type: "notifications.changed", userId: 41 }]);
    expect(heard.sort()).toEqual(["first:notifications.changed", "second:notifications.changed"]);
    await stopInstance(first);
    await stopInstance(second);
  });

  it("never delivers the event of a rolled-back transaction", async () => {
    const { handled, subscriber } = recorder("test.rollback");
    const only = instance();
    const heard: AppEvent[] = [];
    only.bus.onEveryInstance((event) => heard.push(event));
    await only.bus.start([subscriber]);

    await db
      .transaction(async (tx) => {
        await only.bus.emit(tx, changed(1));
        throw new Error("the service failed after emitting");
      })
      .catch(() => undefined);
    await db.transaction((tx) => only.bus.emit(tx, changed(2)));

    await waitFor(() => handled.length === 1, { what: "the committed event" });
    await sleep(1500);
    expect(handled.map((event) => event.userId)).toEqual([2]);
    expect(heard).toEqual([changed(2)]);
    await stopInstance(only);
  });

  it("tells the instances of an event whose transaction committed after a later event's", async () => {
    const only = instance();
    const heard: AppEvent[] = [];
    only.bus.onEveryInstance((event) => heard.push(event));
    await only.bus.start([]);
    // The first transaction takes the lower id, then stays open while the second commits.
    let emittedFirst = () => {};
    let commitFirst = () => {};
    const firstEmitted = new Promise<void>((resolve) => (emittedFirst = resolve));
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    const first = db.transaction(async (tx) => {
      await only.bus.emit(tx, changed(51));
      emittedFirst();
      await firstMayCommit;
    });
    await firstEmitted;
    await db.transaction((tx) => only.bus.emit(tx, changed(52)));
    await waitFor(() => heard.length === 1, { what: "the later event" });

    commitFirst();
    await first;
    await waitFor(() => heard.length === 2, { what: "the event committed last" });
    expect(heard).toEqual([changed(52), changed(51)]);
    await stopInstance(only);
  });

  it("delivers an event committed just before its instance died, once it is back", async () => {
    const { handled, subscriber } = recorder("test.restart");
    // The instance commits the event and is gone before any of its workers ran.
    const writer = instance();
    await db.transaction((tx) => writer.bus.emit(tx, changed(7)));
    await stopInstance(writer);
    expect(handled).toEqual([]);

    const restarted = instance();
    await restarted.bus.start([subscriber]);
    await waitFor(() => handled.length === 1, { what: "delivery after the restart" });
    expect(handled).toEqual([changed(7)]);
    await stopInstance(restarted);
  });

  it("retries a subscriber that failed, and the others are not held back", async () => {
    let attempts = 0;
    const flaky = eventSubscriber({
      name: "test.flaky",
      event: "notifications.changed",
      retryDelaySec: 1,
      handle: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("first try fails");
      },
    });
    const steady = recorder("test.steady");
    const only = instance();
    await only.bus.start([flaky, steady.subscriber]);
    await db.transaction((tx) => only.bus.emit(tx, changed(9)));
    await waitFor(() => steady.handled.length === 1, { what: "the steady subscriber" });
    await waitFor(() => attempts === 2, { what: "the retry", timeoutMs: 20_000 });
    await stopInstance(only);
  });

  it("prunes events older than 30 days and keeps the newer ones", async () => {
    const stored = (days: number) =>
      db
        .insert(platformEvents)
        .values({
          type: "notifications.changed",
          payload: changed(days),
          createdAt: new Date(Date.now() - days * 24 * 3600 * 1000),
        })
        .returning({ id: platformEvents.id });
    const [old] = await stored(31);
    const [recent] = await stored(29);
    const removed = await pruneOldEvents(db);
    expect(removed.map((row) => row.id)).toContain(old!.id);
    expect(removed.map((row) => row.id)).not.toContain(recent!.id);
  });

  it("refuses an event that does not match the shared schema", async () => {
    const only = instance();
    await expect(
      db.transaction((tx) => only.bus.emit(tx, { type: "notifications.changed" } as AppEvent)),
    ).rejects.toThrow();
    await stopInstance(only);
  });
});
