import { randomUUID } from "node:crypto";

const SAFE_EXTENSIONS = new Set(["fit", "gpx", "tcx"]);

/** A new key for an athlete's activity file; the extension is the detected format. */
export function activityFileKey(athleteId: number, extension: string): string {
  const ext = SAFE_EXTENSIONS.has(extension) ? extension : "bin";
  return `activities/${athleteId}/${randomUUID()}.${ext}`;
}
