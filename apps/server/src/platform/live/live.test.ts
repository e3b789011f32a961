import { randomUUID } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { AppEvent } from "@coach/shared/events/app-events";
import { LiveCloseCode } from "@coach/shared/events/live-channel";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createUser } from "../../../test/factories";
import { createTestDatabase } from "../../../test/test-database";
import { createDatabase } from "../../db/client";
import { insertRefreshToken, revokeSession } from "../../features/auth/auth.repository";
import { findRefreshTokenUser } from "../../features/auth/auth.service";
import { hashToken, newOpaqueToken } from "../../features/auth/tokens";
import { pgEventBus } from "../events/pg-event-bus";
import { pgBossQueue } from "../jobs/pg-boss-queue";
import { silentLogger } from "../logger";
import { createLiveChannel } from "./live-channel";

/** Longest a test waits for a frame or a close that should come. */
const WAIT_MS = 10_000;

/** One server instance as production builds it: its own pool, job queue, event bus and app. */
async function startInstance(databaseUrl: string) {
  const logger = silentLogger();
  const db = createDatabase(databaseUrl, 4);
  const jobs = pgBossQueue({ connectionString: databaseUrl, logger, pollingIntervalSec: 1 });
  const events = pgEventBus({ db, connectionString: databaseUrl, jobs, logger });
  const live = createLiveChannel({
    events,
    logger,
    authenticateRefresh: (refresh) => findRefreshTokenUser({ db }, refresh),
  });
  const app = Fastify({ logger: false });
  await live.register(app);
  await events.start([]);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  let isStopped = false;
  return {
    db,
    events,
    url: (token: string) => `ws://127.0.0.1:${port}/WS?token=${encodeURIComponent(token)}`,
    /** Emits in a transaction of this instance; `rollBack` throws before the commit. */
    async emit(event: AppEvent, rollBack = false) {
      await db
        .transaction(async (tx) => {
          await events.emit(tx, event);
          if (rollBack) throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    },
    async stop() {
      if (isStopped) return;
      isStopped = true;
      await app.close();
      await events.stop();
      await jobs.stop();
      await db.$client.end();
    },
  };
}
class RolledBack extends Error {}

/** A browser's socket: the frames it got, in order, and how it was closed. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: unknown[] = [];
  let onFrame = () => {};
  socket.on("message", (data) => {
    frames.push(JSON.parse(String(data)));
    onFrame();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await within(once(socket, "open"), "open");
  return {
    socket,
    frames,
    closed: () => within(closed, "close"),
    /** Resolves with the frames once there are `count` of them. */
    async waitForFrames(count: number) {
      await within(
        new Promise<void>((resolve) => {
          onFrame = () => frames.length >= count && resolve();
          onFrame();
        }),
        `${count} frame(s)`,
      );
      return frames;
    },
  };
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function signedInUser(db: ReturnType<typeof createDatabase>) {
  const user = await createUser(db);
  return { id: user.id, ...(await newSession(db, user.id)) };
}

async function newSession(db: ReturnType<typeof createDatabase>, userId: number) {
  const refresh = newOpaqueToken();
  const sessionId = randomUUID();
  await insertRefreshToken(db, {
    userId,
    sessionId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { refresh, sessionId };
}

const TIMESTAMP = "2026-11-25T08:30:00.000Z";
const notification = (userId: number, notificationId: number): AppEvent => ({
  type: "notification.created",
  userId,
  notificationId,
  notificationType: "comment",
  content: `notification ${notificationId}`,
  category: "comments",
  timestamp: TIMESTAMP,
  data: { eid: 7 },
});
/** The spec's own message that follows each notification.created frame. */
const specNotification = (notificationId: number) => ({
  type: "notification",
  notification: {
    id: notificationId,
    notification_type: "comment",
    content: `notification ${notificationId}`,
    timestamp: TIMESTAMP,
    read: false,
    category: "comments",
    data: { eid: 7 },
  },
});

describe("live channel across two instances over one database", () => {
  let databaseUrl: string;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    a = await startInstance(databaseUrl);
    b = await startInstance(databaseUrl);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it("relays an event committed on instance B to its user's socket on instance A, and to no one else", async () => {
    const alice = await signedInUser(a.db);
    const bob = await signedInUser(a.db);
    const aliceOnA = await connect(a.url(alice.refresh));
    const bobOnB = await connect(b.url(bob.refresh));

    await b.emit(notification(bob.id, 1));
    await b.emit(notification(alice.id, 2));

    // Events arrive in commit order: had Bob's reached Alice, it would be her first frame.
    // Each notification comes as its event, then as the spec's `notification` message.
    expect(await aliceOnA.waitForFrames(2)).toEqual([
      notification(alice.id, 2),
      specNotification(2),
    ]);
    expect(await bobOnB.waitForFrames(2)).toEqual([notification(bob.id, 1), specNotification(1)]);
    aliceOnA.socket.close(LiveCloseCode.normal);
    bobOnB.socket.close(LiveCloseCode.normal);
  });

  it("sends every socket of the user the event, one event per frame", async () => {
    const alice = await signedInUser(a.db);
    const tabOnA = await connect(a.url(alice.refresh));
    const tabOnB = await connect(b.url(alice.refresh));
    const imported: AppEvent = {
      type: "activity.imported",
      athleteId: alice.id,
      activityId: 7,
      name: "Morning run",
      date: "2026-11-20",
      newRecords: null,
      peaks: [],
    };

    await a.emit(imported);
    await a.emit({ type: "activity.deleted", athleteId: alice.id, activityId: 7 });

    const expected = [imported, { type: "activity.deleted", athleteId: alice.id, activityId: 7 }];
    expect(await tabOnA.waitForFrames(2)).toEqual(expected);
    expect(await tabOnB.waitForFrames(2)).toEqual(expected);
    tabOnA.socket.close(LiveCloseCode.normal);
    tabOnB.socket.close(LiveCloseCode.normal);
  });

  it("never sends an event whose transaction rolled back", async () => {
    const alice = await signedInUser(a.db);
    const aliceOnA = await connect(a.url(alice.refresh));

    await b.emit(notification(alice.id, 3), true);
    await b.emit(notification(alice.id, 4));

    expect(await aliceOnA.waitForFrames(2)).toEqual([
      notification(alice.id, 4),
      specNotification(4),
    ]);
    aliceOnA.socket.close(LiveCloseCode.normal);
  });

  it("sends the spec's coachDelete to the removed coach only, after the event", async () => {
    const owner = await signedInUser(a.db);
    const coach = await signedInUser(a.db);
    const ownerOnA = await connect(a.url(owner.refresh));
    const coachOnB = await connect(b.url(coach.refresh));
    const removed: AppEvent = {
      type: "coach.removed",
      businessId: 3,
      coachId: coach.id,
      ownerId: owner.id,
      athleteIds: [],
    };

    await a.emit(removed);
    // The owner's next frame after the event is the next event: no coachDelete came between.
    await a.emit({ type: "notifications.changed", userId: owner.id });

    expect(await coachOnB.waitForFrames(2)).toEqual([
      removed,
      { type: "coachDelete", coachId: coach.id },
    ]);
    expect(await ownerOnA.waitForFrames(2)).toEqual([
      removed,
      { type: "notifications.changed", userId: owner.id },
    ]);
    ownerOnA.socket.close(LiveCloseCode.normal);
    coachOnB.socket.close(LiveCloseCode.normal);
  });

  it.each([
    ["an unknown token", "not-a-refresh-token"],
    ["no token", ""],
  ])("closes a socket opened with %s with 1008", async (_, token) => {
    const client = await connect(a.url(token));
    expect(await client.closed()).toEqual({
      code: LiveCloseCode.policyViolation,
      reason: "Token is invalid or expired",
    });
  });

  it("refuses a refresh token that was logged out", async () => {
    const alice = await signedInUser(a.db);
    await revokeSession(a.db, alice.sessionId, "logout");
    const client = await connect(a.url(alice.refresh));
    expect((await client.closed()).code).toBe(LiveCloseCode.policyViolation);
  });

  it("closes the sockets of an ended session on every instance, and only those", async () => {
    const alice = await signedInUser(a.db);
    const otherSession = { ...alice, ...(await newSession(a.db, alice.id)) };
    const endedOnB = await connect(b.url(alice.refresh));
    const keptOnB = await connect(b.url(otherSession.refresh));
    const ended = endedOnB.closed();

    await a.emit({ type: "session.revoked", userId: alice.id, sessionIds: [alice.sessionId] });

    expect(await ended).toEqual({
      code: LiveCloseCode.policyViolation,
      reason: "Token is invalid or expired",
    });
    await a.emit(notification(alice.id, 5));
    expect(await keptOnB.waitForFrames(2)).toEqual([
      notification(alice.id, 5),
      specNotification(5),
    ]);
    keptOnB.socket.close(LiveCloseCode.normal);
  });

  it("closes its sockets with 1001 when the server stops", async () => {
    const instance = await startInstance(databaseUrl);
    const alice = await signedInUser(instance.db);
    const client = await connect(instance.url(alice.refresh));
    const closed = client.closed();
    await instance.stop();
    expect(await closed).toEqual({ code: LiveCloseCode.goingAway, reason: "Server shutting down" });
  });
});
