import { z } from "zod";
import { SportId } from "../sports/sport-ids.ts";
import type { WorkoutBody } from "../workouts/workout.schemas.ts";
import { exportCorosWorkout } from "./coros-export.ts";
import { exportErgMrcWorkout } from "./erg-mrc-export.ts";
import { importErgMrcWorkout } from "./erg-mrc-import.ts";
import type { ExportContext } from "./export-context.ts";
import { exportFitWorkout } from "./fit-export.ts";
import { importFitWorkout, type WorkoutImportOptions } from "./fit-import.ts";
import { exportSuuntoWorkout } from "./suunto-export.ts";
import { decodeUtf8, encodeUtf8 } from "./text-bytes.ts";
import { exportTextWorkout } from "./text-export.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { exportZwoWorkout } from "./zwo-export.ts";
import { importZwoWorkout } from "./zwo-import.ts";

/** The one entry point the server and the web app call for workout files. */

export const EXPORT_FORMATS = ["fit", "suunto", "coros", "zwo", "erg", "mrc", "text"] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

const FILE_TYPES: Record<ExportFormat, { extension: string; mimeType: string }> = {
  fit: { extension: ".fit", mimeType: "application/vnd.ant.fit" },
  suunto: { extension: ".suunto.json", mimeType: "application/json" },
  coros: { extension: ".coros.json", mimeType: "application/json" },
  zwo: { extension: ".zwo", mimeType: "application/xml" },
  erg: { extension: ".erg", mimeType: "text/plain; charset=utf-8" },
  mrc: { extension: ".mrc", mimeType: "text/plain; charset=utf-8" },
  text: { extension: ".txt", mimeType: "text/plain; charset=utf-8" },
};

/** ASCII letters, digits and dashes, so the name is safe in every browser and file system. */
export function fileNameStem(workoutName: string): string {
  const stem = workoutName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return stem === "" ? "workout" : stem.toLowerCase();
}

export function workoutFileType(
  format: ExportFormat,
  workoutName: string,
): { fileName: string; mimeType: string } {
  const { extension, mimeType } = FILE_TYPES[format];
  return { fileName: `${fileNameStem(workoutName)}${extension}`, mimeType };
}

export interface ExportedWorkoutFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

function exportBytes(format: ExportFormat, workout: WorkoutBody, ctx: ExportContext): Uint8Array {
  switch (format) {
    case "fit":
      return exportFitWorkout(workout, ctx);
    case "suunto":
      return encodeUtf8(JSON.stringify(exportSuuntoWorkout(workout, ctx), null, 2));
    case "coros":
      return encodeUtf8(JSON.stringify(exportCorosWorkout(workout, ctx), null, 2));
    case "zwo":
      return encodeUtf8(exportZwoWorkout(workout, ctx));
    case "erg":
    case "mrc":
      return encodeUtf8(exportErgMrcWorkout(format, workout, ctx));
    case "text":
      return encodeUtf8(exportTextWorkout(workout));
  }
}

export function exportWorkout(
  format: ExportFormat,
  workout: WorkoutBody,
  ctx: ExportContext = {},
): ExportedWorkoutFile {
  return { ...workoutFileType(format, workout.name), bytes: exportBytes(format, workout, ctx) };
}

/** Bytes 8-11 of every FIT header spell ".FIT". */
function hasFitSignature(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === ".FIT";
}

/**
 * The sports a user may choose for a workout file that names none (decision 119); the upload's
 * `sport` field is a sport type id, as a form sends it (text).
 */
export const WORKOUT_FILE_SPORTS = [SportId.running, SportId.cycling, SportId.swimming] as const;
export const WorkoutFileSportSchema = z.coerce
  .number()
  .int()
  .refine((sport) => (WORKOUT_FILE_SPORTS as readonly number[]).includes(sport), {
    message: "Choose running (1), cycling (2) or swimming (3).",
  });

export type { WorkoutImportOptions };

/**
 * Reads a .fit, .zwo, .erg or .mrc file; the extension decides, a FIT header wins. The sport
 * is used only for a FIT workout that names none.
 */
export function importWorkoutFile(
  fileName: string,
  bytes: Uint8Array,
  options: WorkoutImportOptions = {},
): WorkoutBody {
  const baseName = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = baseName.lastIndexOf(".");
  const extension = dot === -1 ? "" : baseName.slice(dot + 1).toLowerCase();
  const fallbackName =
    (dot === -1 ? baseName : baseName.slice(0, dot)).trim() || "Imported workout";
  if (extension === "fit" || hasFitSignature(bytes)) {
    return importFitWorkout(bytes, fallbackName, options);
  }
  switch (extension) {
    case "zwo":
      return importZwoWorkout(decodeUtf8(bytes, "Zwift"), fallbackName);
    case "erg":
    case "mrc":
      return importErgMrcWorkout(
        extension,
        decodeUtf8(bytes, extension.toUpperCase()),
        fallbackName,
      );
    default:
      throw new WorkoutFileError(
        "unknown-format",
        `"${baseName}" is not a workout file this app reads; import a .fit, .zwo, .erg or .mrc file.`,
      );
  }
}
