import type { z } from "zod";
import type { Executor } from "../../db/client";

/**
 * Named background work with a zod payload (docs/decisions/053-jobs.md). A feature declares a
 * job type with `jobType` (what services send) and its worker with `jobWorker` (what runs it,
 * with the app's dependencies); `src/background.ts` lists every feature's workers, as `app.ts`
 * lists routes. Services start work with `deps.jobs.send(type, payload)`, inside their own
 * transaction when the work must happen only if the transaction commits.
 */
export type JobType<Payload> = {
  /** Queue name: `<feature>.<verb>`, unique. */
  name: string;
  payload: z.ZodType<Payload>;
  /** A cron expression (UTC) when the job also runs on a clock; its payload is then `{}`. */
  cron?: string;
  /** Retries after a failure (default 5), with exponential backoff from `retryDelaySec`. */
  retryLimit?: number;
  retryDelaySec?: number;
  /** Longest a run may take before it counts as failed (default 5 minutes). */
  expireInSec?: number;
};

export type JobContext = { jobId: string; attempt: number };

export type JobWorker<Payload> = {
  type: JobType<Payload>;
  /** Runs once per job; throwing schedules a retry until the retries are spent. */
  run(payload: Payload, context: JobContext): Promise<void>;
};

export function jobType<Payload>(type: JobType<Payload>): JobType<Payload> {
  return type;
}

export function jobWorker<Payload>(
  type: JobType<Payload>,
  run: JobWorker<Payload>["run"],
): JobWorker<unknown> {
  return { type, run } as JobWorker<unknown>;
}

export type SendOptions = {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  executor?: Executor;
  /** Not before this instant. */
  startAfter?: Date;
  /** At most one waiting job with this key per queue. */
  singletonKey?: string;
  /** A stable id: sending the same id twice queues the job once. */
  id?: string;
};

export type FailedJob = { id: string; name: string; payload: unknown; error: string };

export interface JobQueue {
  send<Payload>(type: JobType<Payload>, payload: Payload, options?: SendOptions): Promise<void>;
  /** Creates the queues, starts the workers and the cron schedules; once per instance. */
  start(workers: JobWorker<unknown>[]): Promise<void>;
  /** Fetches new work of these queues now instead of at the next poll. */
  wake(names: string[]): void;
  /** Jobs that spent their retries, newest first. */
  listFailed(limit?: number): Promise<FailedJob[]>;
  stop(): Promise<void>;
}
