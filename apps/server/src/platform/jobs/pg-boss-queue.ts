import PgBoss from "pg-boss";
import type { Logger } from "../logger";
import { executorAdapter } from "./executor-adapter";
import type { FailedJob, JobQueue, JobType } from "./job-queue";

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SEC = 5;
const DEFAULT_EXPIRE_SEC = 5 * 60;
/** New work is normally fetched at once (`wake`); the poll only catches what a wake missed. */
const POLLING_INTERVAL_SEC = 2;

/**
 * Jobs on pg-boss 10 (the line that runs on Node 20): a queue per job type in the database's
 * `pgboss` schema, retries with exponential backoff, each job fetched by exactly one instance
 * (SKIP LOCKED), cron schedules run once across instances, failed jobs kept and listable.
 */
export function pgBossQueue(options: {
  connectionString: string;
  logger: Logger;
  /** Seconds between polls of a queue with nothing woken; tests shorten it. */
  pollingIntervalSec?: number;
}): JobQueue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    // Nothing reads completed jobs; failed ones are kept for a week to be looked at.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
  });
  boss.on("error", (error) => options.logger.error({ err: error }, "job queue error"));
  const workerIds = new Map<string, string>();
  let started: Promise<unknown> | undefined;
  const ensureStarted = () => {
    started ??= boss.start();
    return started;
  };

  const queuesReady = new Map<string, Promise<void>>();
  /**
   * pg-boss 10 queues only into existing queues: each is created once per instance before its
   * first use. Two instances creating the same queue at once can deadlock in PostgreSQL; the
   * loser tries again.
   */
  function createQueue(type: JobType<unknown>): Promise<void> {
    let ready = queuesReady.get(type.name);
    if (!ready) {
      ready = createQueueNow(type);
      queuesReady.set(type.name, ready);
      ready.catch(() => queuesReady.delete(type.name));
    }
    return ready;
  }

  async function createQueueNow(type: JobType<unknown>, attempt = 1): Promise<void> {
    const settings = {
      name: type.name,
      retryLimit: type.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: type.retryDelaySec ?? DEFAULT_RETRY_DELAY_SEC,
      retryBackoff: true,
      expireInSeconds: type.expireInSec ?? DEFAULT_EXPIRE_SEC,
    };
    try {
      // createQueue keeps an existing queue as it was; updateQueue applies changed settings.
      await boss.createQueue(type.name, settings);
      await boss.updateQueue(type.name, settings);
    } catch (error) {
      const code = (error as { code?: string }).code;
      const isRace = code === "40P01" || code === "23505";
      if (!isRace || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      await createQueueNow(type, attempt + 1);
    }
  }

  return {
    async send(type, payload, sendOptions = {}) {
      const data = type.payload.parse(payload) as object;
      await ensureStarted();
      await createQueue(type as JobType<unknown>);
      const id = await boss.send(type.name, data, {
        id: sendOptions.id,
        startAfter: sendOptions.startAfter,
        singletonKey: sendOptions.singletonKey,
        db: sendOptions.executor ? executorAdapter(sendOptions.executor) : undefined,
      });
      if (id === null && !sendOptions.singletonKey && !sendOptions.id) {
        throw new Error(`job ${type.name} was not queued`);
      }
    },

    async start(workers) {
      await ensureStarted();
      for (const { type, run } of workers) {
        if (workerIds.has(type.name)) continue;
        await createQueue(type);
        const logger = options.logger.child({ job: type.name });
        const workerId = await boss.work<object>(
          type.name,
          {
            pollingIntervalSeconds: options.pollingIntervalSec ?? POLLING_INTERVAL_SEC,
            includeMetadata: true,
            batchSize: 1,
          },
          async ([job]) => {
            if (!job) return;
            const attempt = job.retryCount + 1;
            try {
              await run(type.payload.parse(job.data), { jobId: job.id, attempt });
            } catch (error) {
              logger.warn({ err: error, jobId: job.id, attempt }, "job failed");
              throw error;
            }
          },
        );
        workerIds.set(type.name, workerId);
        if (type.cron) await boss.schedule(type.name, type.cron, {}, { tz: "UTC" });
      }
    },

    wake(names) {
      for (const name of names) {
        const workerId = workerIds.get(name);
        if (workerId) boss.notifyWorker(workerId);
      }
    },

    async listFailed(limit = 50) {
      await ensureStarted();
      const db = (boss as unknown as { getDb(): PgBoss.Db }).getDb();
      const { rows } = await db.executeSql(
        `select id, name, data, output, completed_on from pgboss.job where state = 'failed'
         union all
         select id, name, data, output, completed_on from pgboss.archive where state = 'failed'
         order by completed_on desc limit $1`,
        [limit],
      );
      return rows.map(
        (row): FailedJob => ({
          id: String(row.id),
          name: String(row.name),
          payload: row.data,
          error: failureMessage(row.output),
        }),
      );
    },

    async stop() {
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      started = undefined;
      workerIds.clear();
      queuesReady.clear();
    },
  };
}

function failureMessage(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return JSON.stringify(output ?? null);
}
