import { messages } from "@coach/shared/validation/messages";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import {
  createWorkerPool,
  isOutOfMemory,
  type WorkerPool,
} from "../../platform/workers/worker-pool";
import type { ImportTask, ImportTaskResult, SportOverride } from "./activity-parse.task";

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
  close(): Promise<void>;
};

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
    close: () => pool.close(),
  };
}

export function createActivityParser(options: {
  maxThreads?: number;
  maxOldGenerationSizeMb: number;
  /** Tests only: another task module (one that misbehaves on purpose). */
  taskModule?: URL;
}): ActivityParser {
  return activityParserOver(
    createWorkerPool({
      taskModule: options.taskModule ?? PARSE_TASK_MODULE,
      maxThreads: options.maxThreads,
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: PARSE_WORKER_YOUNG_GENERATION_MB,
    }),
  );
}
