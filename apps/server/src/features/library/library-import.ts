import { WorkoutFileError } from "@coach/shared/formats/workout-file-error";
import { importWorkoutFile, WorkoutFileSportSchema } from "@coach/shared/formats/workout-files";
import { messages } from "@coach/shared/validation/messages";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";

/**
 * A workout file uploaded to the library (POST api/coach/library/import/, decision 119): the
 * same readers the web app runs, on the server, so that any client can send a file. The form's
 * `sport` field is used only for a FIT workout that names no sport and whose steps do not tell.
 */
export interface UploadedWorkoutFile {
  fileName: string;
  bytes: Uint8Array;
  sport?: number;
}

function readSport(raw: unknown): number | undefined {
  if (raw == null || raw === "") return undefined;
  const parsed = WorkoutFileSportSchema.safeParse(raw);
  if (!parsed.success) throw AppError.field("sport", parsed.error.issues[0].message);
  return parsed.data;
}

/** The file part and the sport field, in whichever order the form sends them. */
export async function readWorkoutUpload(request: FastifyRequest): Promise<UploadedWorkoutFile> {
  if (!request.isMultipart()) throw AppError.field("file", messages.multipartInvalid);
  let file: { fileName: string; bytes: Uint8Array } | null = null;
  let sportField: unknown;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const filePart = part as MultipartFile;
      const bytes = new Uint8Array(await filePart.toBuffer());
      if (filePart.file.truncated) throw AppError.field("file", messages.fileTooLarge);
      file = { fileName: filePart.filename, bytes };
    } else if ((part as MultipartValue).fieldname === "sport") {
      sportField = (part as MultipartValue).value;
    }
  }
  if (file == null) throw AppError.field("file", messages.required);
  return { ...file, sport: readSport(sportField) };
}

/** The workout in the file; a file that cannot be read answers 400 naming why. */
export function workoutFromFile(upload: UploadedWorkoutFile): WorkoutBody {
  try {
    return importWorkoutFile(upload.fileName, upload.bytes, { sport: upload.sport });
  } catch (error) {
    if (!(error instanceof WorkoutFileError)) throw error;
    throw AppError.field(error.code === "missing-sport" ? "sport" : "file", error.message);
  }
}
