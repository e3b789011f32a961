import type { ParsedActivity } from "@coach/shared/activities/activity.types";
import { messages } from "@coach/shared/validation/messages";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import {
  createWorkerPool,
  isOutOfMemory,
  type WorkerPool,
} from "../../platform/workers/worker-pool";
import type { ImportAnalysis, ParseTask, ParseTaskResult } from "./activity-parse.task";

/**
 * Decoding and analysis of uploaded activity files, off the main thread and under a memory
 * limit (docs/decisions/082-activity-bounds-and-parse-workers.md). A file whose work fails in
 * its worker (out of memory, or a crash) is refused alone with a clear message.
 */
export type ActivityParser = {
  /** The decoded file at `path` (read by the worker), or the message refusing it (names it). */
  parse(fileName: string, path: string): Promise<ParseTaskResult>;
  /** The analysis of one activity; throws ActivityParseFailure when its worker fails. */
  analyse(fileName: string, activity: ParsedActivity, zones: AthleteZones): Promise<ImportAnalysis>;
  close(): Promise<void>;
};

/** A worker failed on this file; message is what the user reads (names the file). */
export class ActivityParseFailure extends Error {}

export const PARSE_TASK_MODULE = new URL("./activity-parse.task.ts", import.meta.url);

function failure(fileName: string, error: unknown): ActivityParseFailure {
  const problem = isOutOfMemory(error)
    ? messages.activityNeedsTooMuchMemory
    : messages.activityParseFailed;
  return new ActivityParseFailure(`${fileName}: ${problem}`, { cause: error });
}

export function activityParserOver(pool: WorkerPool): ActivityParser {
  const run = async <Result>(fileName: string, task: ParseTask) => {
    try {
      return await pool.run<Result>(task);
    } catch (error) {
      throw failure(fileName, error);
    }
  };
  return {
    async parse(fileName, path) {
      try {
        return await run<ParseTaskResult>(fileName, { kind: "parse", fileName, path });
      } catch (error) {
        if (error instanceof ActivityParseFailure) return { ok: false, message: error.message };
        throw error;
      }
    },
    analyse: (fileName, activity, zones) =>
      run<ImportAnalysis>(fileName, { kind: "analyse", activity, zones }),
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
    }),
  );
}
