import type { ExportFormat } from "@coach/shared/formats/workout-files";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { exportThresholds } from "./export-thresholds";

export const EXPORT_LABELS: Record<ExportFormat, string> = {
  fit: "Garmin (.fit)",
  suunto: "Suunto (.json)",
  coros: "Coros (.json)",
  zwo: "Zwift (.zwo)",
  erg: "ERG (.erg)",
  mrc: "MRC (.mrc)",
  text: "Text (.txt)",
};

/** Every format, from the labels' keys: the converters themselves load only on export. */
export const EXPORT_FORMATS = Object.keys(EXPORT_LABELS) as ExportFormat[];

/** Hands bytes to the browser as a download named `fileName`. */
export function downloadFile(fileName: string, mimeType: string, bytes: Uint8Array) {
  const blob = new Blob([bytes as BlobPart], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers lose the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Converts a whole workout in the browser (the conversions are local) with the
 * thresholds of `zones`, and downloads the file. The converters load on first use.
 */
export async function exportWorkoutFile(
  workout: WorkoutBody,
  format: ExportFormat,
  zones: AccountZones | null,
  author: string,
) {
  const { exportWorkout } = await import("@coach/shared/formats/workout-files");
  const file = exportWorkout(format, workout, {
    thresholds: exportThresholds(zones, workout.type),
    author,
  });
  downloadFile(file.fileName, file.mimeType, file.bytes);
}
