import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";

/**
 * Worker threads for work that must not take the server down (docs/decisions/082-activity-bounds-and-parse-workers.md):
 * each thread has its own heap limit, so a task that exhausts it kills its thread alone (the
 * pool starts a new one) and its caller gets a rejected promise; the server goes on answering.
 */

export type WorkerPoolOptions = {
  /** The TypeScript module whose default export runs each task. */
  taskModule: URL;
  /** Unset: one thread less than the machine has cores, at least one. */
  maxThreads?: number;
  /** The V8 old-generation limit of each thread. */
  maxOldGenerationSizeMb: number;
  /** The V8 young-generation size of each thread (V8's own default when unset). */
  maxYoungGenerationSizeMb?: number;
};

export type WorkerPool = {
  run<Result>(task: unknown): Promise<Result>;
  close(): Promise<void>;
};

const BOOTSTRAP = new URL("./tsx-worker.mjs", import.meta.url);
/**
 * The compiled server (apps/server/dist/*.js, scripts/build.mjs) has each task module built to
 * dist/<name>.js beside this code: threads load it as it is, without tsx.
 */
const IS_COMPILED = import.meta.url.endsWith(".js");

/** What a thread starts from: the compiled task, or the bootstrap that loads the TypeScript. */
function threadEntry(taskModule: URL) {
  if (!IS_COMPILED)
    return { filename: BOOTSTRAP.href, workerData: { taskModule: taskModule.href } };
  const compiledName = path.basename(taskModule.pathname).replace(/\.ts$/, ".js");
  return { filename: new URL(`./${compiledName}`, import.meta.url).href, workerData: {} };
}

export function defaultWorkerThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const maxThreads = options.maxThreads ?? defaultWorkerThreads();
  const piscina = new Piscina({
    ...threadEntry(options.taskModule),
    minThreads: 0,
    maxThreads,
    // Threads start lazily and leave after a minute idle: no memory held between uploads.
    idleTimeout: 60_000,
    // The bootstrap registers tsx itself; the parent's flags (tsx's, vitest's) stay out.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb,
    },
  });
  return {
    run: (task) => piscina.run(task),
    close: () => piscina.close({ force: true }),
  };
}

/** Node's error when a worker thread hit its resourceLimits and was stopped. */
export function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
}
