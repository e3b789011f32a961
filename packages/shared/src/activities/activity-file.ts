import { decodeUtf8 } from "../formats/text-bytes.ts";
import type { ActivityFileFormat, ParsedActivity, ParsedActivityFile } from "./activity.types.ts";
import { ActivityFileError } from "./activity-file-error.ts";
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

export function parseActivityFile(fileName: string, bytes: Uint8Array): ParsedActivityFile {
  const sniffed = sniff(fileName, bytes);
  const fingerprint = fileFingerprint(bytes);
  if (sniffed.format === "fit") {
    const { activities, isTruncated, warnings } = readFitActivities(fileName, bytes);
    return { fileName, format: "fit", fingerprint, isTruncated, warnings, activities };
  }
  const { format, text } = sniffed;
  const activities: ParsedActivity[] =
    format === "gpx" ? readGpxActivities(fileName, text) : readTcxActivities(fileName, text);
  return { fileName, format, fingerprint, isTruncated: false, warnings: [], activities };
}
