import { messages } from "@coach/shared/validation/messages";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import {
  createWorkerPool,
  isOutOfMemory,
  type WorkerPool,
} from "../../platform/workers/worker-pool";
import type {
  ImportTask,
  ImportTaskResult,
  SportOverride,
  WarmUpResult,
  WarmUpTask,
} from "./activity-parse.task";

/**
 * Decoding and analysis of uploaded activity files, off the main thread and under a memory
 * limit (docs/decisions/082-activity-bounds-and-parse-workers.md). A file whose work fails in
 * its worker (out of memory, or a crash) is refused alone with a clear message.
 */
export type ActivityParser = {
  /**
   * The file at `path` (read by the worker) decoded and each of its activities analysed, or the
   * message refusing it (names the file), also when its worker fails.
   */
  importFile(
    fileName: string,
    path: string,
    zones: AthleteZones,
    /** Only the activity it names, analysed as its sport (a sport changed afterwards). */
    sportOverride?: SportOverride,
    /** The sport of the activities whose file names none (an archive's index). */
    fallbackSportId?: number,
  ): Promise<ImportTaskResult>;
  /**
   * Runs the warm-up files through the kept thread (docs/decisions/132-warm-parse-thread.md);
   * an upload meanwhile waits for it, as for any task before it.
   */
  warmUp(): Promise<WarmUpResult>;
  close(): Promise<void>;
};

/**
 * Rounds of the warm-up files (two hours of riding each): in a loop on one thread, the Edge
 * 810 ride of fixtures/activities took 96, 60, 49, 37 and 32 ms for its first five imports
 * and 22 to 25 ms from the eighth on.
 */
export const WARM_UP_ROUNDS = 8;

export const PARSE_TASK_MODULE = new URL("./activity-parse.task.ts", import.meta.url);

/**
 * The young generation of each worker's heap. With V8's default it grows to tens of MB in every
 * thread that ever decoded a big file; a small one keeps the server's memory near what the
 * import holds (decision 102). 8 MB rather than 2: since records are read straight from the
 * bytes (fit-record-reader.ts) the decode leaves little garbage, and at 2 MB the scavenges of
 * the growing columns made a 0.14 MB file's task about 1.5 times slower (70 against 35-49 ms),
 * for a peak growth that stays under 20 times the file at every size of the import bench.
 */
export const PARSE_WORKER_YOUNG_GENERATION_MB = 8;

function failure(fileName: string, error: unknown): string {
  const problem = isOutOfMemory(error)
    ? messages.activityNeedsTooMuchMemory
    : messages.activityParseFailed;
  return `${fileName}: ${problem}`;
}

export function activityParserOver(pool: WorkerPool): ActivityParser {
  return {
    async importFile(fileName, path, zones, sportOverride, fallbackSportId) {
      const task: ImportTask = { fileName, path, zones, sportOverride, fallbackSportId };
      try {
        return await pool.run<ImportTaskResult>(task);
      } catch (error) {
        return { ok: false, message: failure(fileName, error) };
      }
    },
    warmUp: () =>
      pool.run<WarmUpResult>({ warmUp: { rounds: WARM_UP_ROUNDS } } satisfies WarmUpTask),
    close: () => pool.close(),
  };
}

export function createActivityParser(options: {
  maxThreads?: number;
  maxOldGenerationSizeMb: number;
  /** One thread started at once and kept, to be warmed up (decision 132). */
  keepWarm?: boolean;
  /** Tests only: another task module (one that misbehaves on purpose). */
  taskModule?: URL;
}): ActivityParser {
  return activityParserOver(
    createWorkerPool({
      taskModule: options.taskModule ?? PARSE_TASK_MODULE,
      maxThreads: options.maxThreads,
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: PARSE_WORKER_YOUNG_GENERATION_MB,
      keepOneThread: options.keepWarm,
    }),
  );
}
