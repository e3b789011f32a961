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
 * The activity work that runs in a worker thread (activity-parser.ts): decoding a file and
 * analysing an activity, the two steps whose memory grows with the file. The file is read here
 * from the temporary file the upload was streamed to, so its bytes are never whole in the main
 * thread. Results cross the thread boundary by structured clone, so errors come back as values,
 * not as classes.
 */

export type ParseTask =
  | { kind: "parse"; fileName: string; path: string }
  | { kind: "analyse"; activity: ParsedActivity; zones: AthleteZones };

export type ParseTaskResult =
  | { ok: true; file: ParsedActivityFile }
  | { ok: false; message: string };

/** The analysis as the import stores it: the 1 s samples only as the gzipped client series. */
export type ImportAnalysis = Omit<ActivityAnalysis, "samples"> & {
  samplesGzip: Uint8Array;
  droppedRecordCount: number;
};

function parse(fileName: string, path: string): ParseTaskResult {
  try {
    return { ok: true, file: parseActivityFile(fileName, readFileSync(path)) };
  } catch (error) {
    if (error instanceof ActivityFileError) return { ok: false, message: error.message };
    return { ok: false, message: `${fileName}: the file could not be read.` };
  }
}

function analyse(activity: ParsedActivity, zones: AthleteZones): ImportAnalysis {
  const { samples, ...analysis } = analyseActivity(activity, zones);
  const encoded = encodeClientSamples(clientSamples(samples));
  return {
    ...analysis,
    samplesGzip: gzipSync(JSON.stringify(encoded)),
    droppedRecordCount: samples.droppedRecordCount,
  };
}

export default function runParseTask(task: ParseTask): ParseTaskResult | ImportAnalysis {
  return task.kind === "parse"
    ? parse(task.fileName, task.path)
    : analyse(task.activity, task.zones);
}
