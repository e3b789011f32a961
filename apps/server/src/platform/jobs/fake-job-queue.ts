import type { FailedJob, JobQueue, JobWorker } from "./job-queue";

type QueuedJob = {
  id: string;
  name: string;
  payload: unknown;
  startAfter?: Date;
  singletonKey?: string;
  attempt: number;
};

export type FakeJobQueue = JobQueue & {
  /** Jobs sent and not yet run, oldest first. */
  readonly queued: readonly QueuedJob[];
  /** Whether a queued job's start has come by `now`. */
  hasDue(now: Date): boolean;
  /**
   * Runs every queued job whose start has come (by `now`), and the ones they queue, until none
   * is left; a job that throws is run again up to its retry limit, then listed as failed.
   */
  runAll(now?: Date): Promise<void>;
};

/**
 * The job queue of the feature tests: jobs wait in memory until the test runs them, so a test
 * says exactly when background work happens. A job sent inside a transaction is queued at once
 * (a fake cannot see the commit); the real queue's transaction rule is proven in its own tests.
 */
export function fakeJobQueue(): FakeJobQueue {
  const workers = new Map<string, JobWorker<unknown>>();
  const queued: QueuedJob[] = [];
  const failed: FailedJob[] = [];
  const seenIds = new Set<string>();
  let nextId = 1;
  const isDue = (entry: QueuedJob, now: Date) => !entry.startAfter || entry.startAfter <= now;
  return {
    queued,
    hasDue: (now) => queued.some((entry) => isDue(entry, now)),
    async send(type, payload, options = {}) {
      const isWaiting = (entry: QueuedJob) =>
        entry.name === type.name && entry.singletonKey === options.singletonKey;
      if (options.singletonKey && queued.some(isWaiting)) return;
      if (options.id && seenIds.has(options.id)) return;
      if (options.id) seenIds.add(options.id);
      queued.push({
        id: options.id ?? String(nextId++),
        name: type.name,
        payload: type.payload.parse(payload),
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
        attempt: 1,
      });
    },
    async start(list) {
      for (const worker of list) workers.set(worker.type.name, worker);
    },
    wake() {},
    async listFailed(limit = 50) {
      return failed.slice(-limit).reverse();
    },
    async stop() {},
    async runAll(now = new Date()) {
      for (;;) {
        const index = queued.findIndex((entry) => isDue(entry, now));
        if (index < 0) return;
        const entry = queued.splice(index, 1)[0]!;
        const worker = workers.get(entry.name);
        if (!worker) throw new Error(`no worker for job ${entry.name}: start() it first`);
        try {
          await worker.run(entry.payload, { jobId: entry.id, attempt: entry.attempt });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (entry.attempt > (worker.type.retryLimit ?? 5)) {
            failed.push({ id: entry.id, name: entry.name, payload: entry.payload, error: message });
          } else {
            queued.push({ ...entry, attempt: entry.attempt + 1 });
          }
        }
      }
    },
  };
}
