import { createHash } from "node:crypto";
import { type AppEvent, AppEventSchema } from "@coach/shared/events/app-events";
import { eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import type { Database } from "../../db/client";
import { platformEvents } from "../../db/schema";
import { type JobQueue, jobType, jobWorker } from "../jobs/job-queue";
import type { Logger } from "../logger";
import type { EventBus, EventSubscriber, EveryInstanceListener } from "./event-bus";

const CHANNEL = "platform_events";
const RECONNECT_DELAY_MS = 1000;
/** Events read per round when an instance catches up after a wake or a reconnect. */
const CATCH_UP_BATCH = 500;
/**
 * Ids are taken at insert but seen at commit, so a transaction that commits after a later id's
 * leaves a hole behind the last id read. Holes are looked for again at each read for this
 * long (a rolled-back transaction leaves one for good); a jump wider than the cap is not tracked.
 */
const HOLE_WAIT_MS = 60_000;
const MAX_HOLES = 1_000;

const EventJobSchema = z.object({ eventId: z.string() });
/** One job per committed event: it fans the event out to one job per subscriber. */
const dispatchJob = jobType({ name: "events.dispatch", payload: EventJobSchema });
/** Events are kept 30 days (enough to follow up a delivery), then removed every night. */
const RETENTION_DAYS = 30;
const pruneJob = jobType({ name: "events.prune", payload: z.object({}), cron: "15 3 * * *" });
const subscriberJob = (subscriber: EventSubscriber) =>
  jobType({
    name: `event.${subscriber.name}`,
    payload: EventJobSchema,
    retryDelaySec: subscriber.retryDelaySec,
  });

/**
 * Events in PostgreSQL: the row and its dispatch job are written in the emitter's transaction,
 * so a committed event is delivered even if its instance dies right after the commit, and a
 * rolled-back one never. Subscribers run as pg-boss jobs (once across instances, retried);
 * LISTEN/NOTIFY wakes every instance at once for its `onEveryInstance` listeners and its workers.
 */
export function pgEventBus(options: {
  db: Database;
  connectionString: string;
  jobs: JobQueue;
  logger: Logger;
}): EventBus {
  const { db, jobs } = options;
  const logger = options.logger.child({ part: "events" });
  const listeners = new Set<EveryInstanceListener>();
  let subscribers: EventSubscriber[] = [];
  let client: pg.Client | undefined;
  let lastSeenId = 0;
  /** Ids below lastSeenId not seen yet, with when they were first missed (ms). */
  const holes = new Map<number, number>();
  let isStopped = false;
  let reading = Promise.resolve();
  let reconnectTimer: NodeJS.Timeout | undefined;

  async function loadEvent(eventId: string): Promise<AppEvent | undefined> {
    const [row] = await db
      .select({ payload: platformEvents.payload })
      .from(platformEvents)
      .where(eq(platformEvents.id, Number(eventId)));
    // Pruned after 30 days: nothing is left to deliver.
    return row ? AppEventSchema.parse(row.payload) : undefined;
  }

  async function dispatch({ eventId }: { eventId: string }) {
    const event = await loadEvent(eventId);
    if (!event) return;
    const interested = subscribers.filter((subscriber) => subscriber.event === event.type);
    for (const subscriber of interested) {
      // A stable id: a dispatch run twice still queues each subscriber's job once.
      await jobs.send(subscriberJob(subscriber), { eventId }, { id: jobId(subscriber, eventId) });
    }
    jobs.wake(interested.map((subscriber) => subscriberJob(subscriber).name));
  }

  /** Reads the events committed since the last one seen and tells this instance's listeners. */
  function readNewEvents() {
    reading = reading.then(async () => {
      for (;;) {
        const holeIds = [...holes.keys()];
        const rows = await db
          .select()
          .from(platformEvents)
          .where(
            holeIds.length > 0
              ? or(gt(platformEvents.id, lastSeenId), inArray(platformEvents.id, holeIds))
              : gt(platformEvents.id, lastSeenId),
          )
          .orderBy(platformEvents.id)
          .limit(CATCH_UP_BATCH);
        for (const row of rows) {
          noteSeen(row.id);
          const parsed = AppEventSchema.safeParse(row.payload);
          if (!parsed.success) continue;
          for (const listener of listeners) {
            try {
              listener(parsed.data, String(row.id));
            } catch (error) {
              logger.error({ err: error, eventId: row.id }, "event listener failed");
            }
          }
        }
        if (rows.length < CATCH_UP_BATCH) break;
      }
      const now = Date.now();
      for (const [id, missedAt] of holes) if (now - missedAt > HOLE_WAIT_MS) holes.delete(id);
    });
    reading = reading.catch((error) => logger.error({ err: error }, "reading events failed"));
    jobs.wake([dispatchJob.name]);
  }

  function noteSeen(id: number) {
    if (id <= lastSeenId) {
      holes.delete(id);
      return;
    }
    if (id - lastSeenId - 1 <= MAX_HOLES - holes.size) {
      const now = Date.now();
      for (let missing = lastSeenId + 1; missing < id; missing++) holes.set(missing, now);
    }
    lastSeenId = id;
  }

  async function listen() {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on("notification", () => readNewEvents());
    next.on("error", (error) => {
      logger.warn({ err: error }, "event listener connection lost");
      onLost(next);
    });
    next.on("end", () => onLost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    // Whatever was committed while this instance was not listening.
    readNewEvents();
  }

  function onLost(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    reconnectLater();
  }

  function reconnectLater() {
    if (isStopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen().catch((error) => {
        logger.warn({ err: error }, "event listener could not reconnect");
        reconnectLater();
      });
    }, RECONNECT_DELAY_MS);
  }

  return {
    async emit(executor, event) {
      const parsed = AppEventSchema.parse(event);
      const [row] = await executor
        .insert(platformEvents)
        .values({ type: parsed.type, payload: parsed })
        .returning({ id: platformEvents.id });
      await jobs.send(dispatchJob, { eventId: String(row!.id) }, { executor });
    },

    onEveryInstance(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start(list) {
      subscribers = list;
      const [latest] = await db
        .select({ id: sql<number>`coalesce(max(${platformEvents.id}), 0)::int` })
        .from(platformEvents);
      lastSeenId = latest?.id ?? 0;
      await jobs.start([
        jobWorker(dispatchJob, dispatch),
        jobWorker(pruneJob, async () => void (await pruneOldEvents(db))),
        ...list.map((subscriber) =>
          jobWorker(subscriberJob(subscriber), async ({ eventId }) => {
            const event = await loadEvent(eventId);
            if (event?.type === subscriber.event) await subscriber.handle(event, { eventId });
          }),
        ),
      ]);
      await listen();
    },

    async stop() {
      isStopped = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
      await reading;
    },
  };
}

/** Removes the events older than the retention; the daily `events.prune` job runs it. */
export async function pruneOldEvents(db: Database) {
  const cutoff = sql`now() - make_interval(days => ${RETENTION_DAYS})`;
  return db
    .delete(platformEvents)
    .where(lt(platformEvents.createdAt, cutoff))
    .returning({ id: platformEvents.id });
}

/** A UUID derived from the subscriber and the event, the job id pg-boss deduplicates on. */
function jobId(subscriber: EventSubscriber, eventId: string): string {
  const hex = createHash("sha256").update(`${subscriber.name}:${eventId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
