import { decodeUtf8 } from "../formats/text-bytes.ts";
import { messages } from "../validation/messages.ts";
import type { ActivityFileFormat, ParsedActivity, ParsedActivityFile } from "./activity.types.ts";
import { boundActivity, droppedRecordsWarning } from "./activity-bounds.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { withInferredSport } from "./activity-sport-inference.ts";
import { fileFingerprint } from "./fingerprint.ts";
import { isFitFile, readFitActivities } from "./fit-activity.ts";
import { readGpxActivities } from "./gpx-activity.ts";
import { readTcxActivities } from "./tcx-activity.ts";

/**
 * Decodes an uploaded activity file. The format comes from the content (the FIT header's
 * ".FIT", the XML root <gpx> or <TrainingCenterDatabase>), not from the name: files are often
 * renamed. Throws ActivityFileError naming the file and the problem; a FIT file cut short
 * whose records decode comes back with isTruncated and a warning.
 */

function detectXmlFormat(text: string): ActivityFileFormat | null {
  // The root element: skip the declaration, comments and processing instructions.
  const root = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(
    text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ""),
  );
  if (root?.[2] === "gpx") return "gpx";
  if (root?.[2] === "TrainingCenterDatabase") return "tcx";
  return null;
}

function readText(bytes: Uint8Array): string | null {
  try {
    return decodeUtf8(bytes, "activity");
  } catch {
    return null;
  }
}

function unknownFormat(fileName: string): never {
  throw new ActivityFileError(
    "unknown-format",
    fileName,
    "this is not a FIT, GPX or TCX activity file.",
  );
}

/** What an activity file is sent as (download of the original, storage). */
export const ACTIVITY_CONTENT_TYPES: Record<ActivityFileFormat, string> = {
  fit: "application/vnd.ant.fit",
  gpx: "application/gpx+xml",
  tcx: "application/vnd.garmin.tcx+xml",
};

type SniffedFile = { format: "fit" } | { format: "gpx" | "tcx"; text: string };

function sniff(fileName: string, bytes: Uint8Array): SniffedFile {
  if (bytes.length === 0) throw new ActivityFileError("no-records", fileName, "the file is empty.");
  if (isFitFile(bytes)) return { format: "fit" };
  const text = readText(bytes);
  if (text === null) unknownFormat(fileName);
  return { format: detectXmlFormat(text) ?? unknownFormat(fileName), text };
}

/**
 * The format of an activity file from its content, without decoding its records; throws the
 * same ActivityFileError as parseActivityFile for an empty or foreign file.
 */
export function activityFileFormat(fileName: string, bytes: Uint8Array): ActivityFileFormat {
  return sniff(fileName, bytes).format;
}

/**
 * The activities within their bounds (activity-bounds.ts), with a warning naming how many
 * records were dropped; refuses a file of which nothing plausible remains.
 */
function bounded(
  fileName: string,
  activities: ParsedActivity[],
  droppedBefore: number,
): { activities: ParsedActivity[]; warnings: string[] } {
  let droppedRecordCount = droppedBefore;
  const kept: ParsedActivity[] = [];
  for (const activity of activities) {
    const result = boundActivity(activity);
    droppedRecordCount += result.droppedRecordCount;
    if (result.activity.records.timeSec.length > 0) kept.push(result.activity);
  }
  if (kept.length === 0 && activities.length > 0) {
    throw new ActivityFileError("invalid-file", fileName, messages.activityTimesImplausible);
  }
  return {
    // A file that names no sport gets one from what it recorded (decision 120).
    activities: kept.map(withInferredSport),
    warnings: droppedRecordCount > 0 ? [droppedRecordsWarning(droppedRecordCount)] : [],
  };
}

export function parseActivityFile(fileName: string, bytes: Uint8Array): ParsedActivityFile {
  const sniffed = sniff(fileName, bytes);
  const fingerprint = fileFingerprint(bytes);
  if (sniffed.format === "fit") {
    const read = readFitActivities(fileName, bytes);
    const { activities, warnings } = bounded(fileName, read.activities, read.droppedRecordCount);
    const { isTruncated } = read;
    return {
      fileName,
      format: "fit",
      fingerprint,
      isTruncated,
      warnings: [...read.warnings, ...warnings],
      activities,
    };
  }
  const { format, text } = sniffed;
  const read: ParsedActivity[] =
    format === "gpx" ? readGpxActivities(fileName, text) : readTcxActivities(fileName, text);
  const { activities, warnings } = bounded(fileName, read, 0);
  return { fileName, format, fingerprint, isTruncated: false, warnings, activities };
}
