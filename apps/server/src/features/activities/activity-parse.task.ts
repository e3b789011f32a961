import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { ParsedActivity, ParsedActivityFile } from "@coach/shared/activities/activity.types";
import { parseActivityFile } from "@coach/shared/activities/activity-file";
import { ActivityFileError } from "@coach/shared/activities/activity-file-error";
import { type ActivityAnalysis, analyseActivity } from "@coach/shared/activities/analyse-activity";
import { clientSamples } from "@coach/shared/activities/client-series";
import { encodeClientSamples } from "@coach/shared/activities/series-encoding";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";

/**
 * The import's work that runs in a worker thread (activity-parser.ts): decoding a file and
 * analysing each of its activities, the steps whose memory grows with the file, in one task.
 * The file is read here from the temporary file the upload was streamed to, so its bytes are
 * never whole in the main thread; the records stay here too (only the analysis crosses back,
 * by structured clone: docs/decisions/102-access-queries-at-scale.md). Errors come back as
 * values, not as classes.
 */

/**
 * Analysing one activity of a stored file again as another sport (a sport changed by the
 * athlete or their coach): only the activity that starts nearest `startTime` (within a minute)
 * is analysed and answered, its sport set to `sportId`.
 */
export type SportOverride = { startTime: string; sportId: number };

export type ImportTask = {
  fileName: string;
  path: string;
  zones: AthleteZones;
  sportOverride?: SportOverride;
  /**
   * The sport an archive's index names for the file (Strava's activities.csv): taken by the
   * activities whose file names none (inferred or unknown), before they are analysed.
   */
  fallbackSportId?: number;
};

/** The analysis as the import stores it: the 1 s samples only as the gzipped client series. */
export type ImportAnalysis = Omit<ActivityAnalysis, "samples"> & {
  samplesGzip: Uint8Array;
  droppedRecordCount: number;
};

/** One activity of the file: what the file says of it, and its analysis, without its records. */
export type ImportedActivity = Omit<ParsedActivity, "records" | "timerPauses"> & {
  analysis: ImportAnalysis;
};

export type ImportTaskResult =
  | { ok: true; file: Omit<ParsedActivityFile, "activities">; activities: ImportedActivity[] }
  | { ok: false; message: string };

function parse(fileName: string, path: string): ParsedActivityFile | { message: string } {
  try {
    return parseActivityFile(fileName, readFileSync(path));
  } catch (error) {
    if (error instanceof ActivityFileError) return { message: error.message };
    return { message: `${fileName}: the file could not be read.` };
  }
}

function analyse(activity: ParsedActivity, zones: AthleteZones): ImportAnalysis {
  const { samples, ...analysis } = analyseActivity(activity, zones);
  const encoded = encodeClientSamples(clientSamples(samples));
  return {
    ...analysis,
    // zlib's fastest level: on these delta series it deflates 4 to 5 times faster than the
    // default and the result is about a fifth bigger (41 against 34 kB for the Edge 810 ride
    // of fixtures/activities), a small price for an import that waits on it (decision 102).
    samplesGzip: gzipSync(JSON.stringify(encoded), { level: 1 }),
    droppedRecordCount: samples.droppedRecordCount,
  };
}

/** A start read again from the same file may differ by rounding; a minute is another session. */
const SAME_START_MS = 60_000;

/** The activity the override names, with its sport set; none when the file holds no such one. */
function overridden(activities: ParsedActivity[], override: SportOverride): ParsedActivity[] {
  const wantedMs = Date.parse(override.startTime);
  const offset = (activity: ParsedActivity) => Math.abs(Date.parse(activity.startTime) - wantedMs);
  const nearest = activities.reduce<ParsedActivity | null>(
    (best, activity) => (best === null || offset(activity) < offset(best) ? activity : best),
    null,
  );
  if (nearest === null || offset(nearest) > SAME_START_MS) return [];
  return [{ ...nearest, sportId: override.sportId, isSportInferred: false }];
}

/** The index's sport where the file names none; the file's own sport wins. */
function withFallbackSport(activities: ParsedActivity[], sportId: number): ParsedActivity[] {
  return activities.map((activity) =>
    activity.sportId === null || activity.isSportInferred
      ? { ...activity, sportId, isSportInferred: false }
      : activity,
  );
}

export default function runImportTask({
  fileName,
  path,
  zones,
  sportOverride,
  fallbackSportId,
}: ImportTask): ImportTaskResult {
  const parsed = parse(fileName, path);
  if ("message" in parsed) return { ok: false, message: parsed.message };
  const { activities: decoded, ...file } = parsed;
  const chosen = sportOverride ? overridden(decoded, sportOverride) : decoded;
  const activities =
    fallbackSportId === undefined ? chosen : withFallbackSport(chosen, fallbackSportId);
  const imported: ImportedActivity[] = [];
  // One activity at a time, each let go once analysed, so that only one activity's records
  // and samples are held at once.
  while (activities.length > 0) {
    const activity = activities.shift()!;
    const { records: _records, timerPauses: _timerPauses, ...described } = activity;
    imported.push({ ...described, analysis: analyse(activity, zones) });
  }
  return { ok: true, file, activities: imported };
}
