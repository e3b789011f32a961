import { rmSync, writeFileSync } from "node:fs";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import runImportTask, {
  type ImportTaskResult,
} from "../../features/activities/activity-parse.task";
import { seasonRandom } from "./season-random";
import { encodeSessionsFit } from "./session-fit";
import { type SessionInput, simulateSession } from "./simulate-session";

/**
 * Worker task of the bulk generator (bulk-season.ts): one session template simulated, written
 * as a FIT file at `path`, and analysed by the upload's own import task, which answers what the
 * import stores (summary, laps, gzipped samples, curves). The file is removed afterwards.
 */
export type TemplateTask = {
  seed: number;
  key: string;
  input: Omit<SessionInput, "startTime"> & { startTime: string };
  path: string;
  fileName: string;
  zones: AthleteZones;
};

export type TemplateTaskResult = { sizeBytes: number; imported: ImportTaskResult };

export default function analyseTemplate(task: TemplateTask): TemplateTaskResult {
  const session = simulateSession(
    { ...task.input, startTime: new Date(task.input.startTime) },
    seasonRandom(task.seed, task.key),
  );
  const bytes = encodeSessionsFit([session]);
  writeFileSync(task.path, bytes);
  try {
    const imported = runImportTask({ fileName: task.fileName, path: task.path, zones: task.zones });
    return { sizeBytes: bytes.length, imported };
  } finally {
    rmSync(task.path, { force: true });
  }
}
