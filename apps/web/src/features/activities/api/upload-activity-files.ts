import type { UploadFileResult } from "@coach/shared/activities/activity.schemas";
import {
  answerField as field,
  SESSION_ENDED_MESSAGE,
  UNREACHED_MESSAGE,
  type UploadAnswer,
  type UploadProgress,
  uploadWithProgress,
} from "../../../lib/upload-with-progress";

/** POST api/athlete/{id}/activities/upload/ for one file, with its progress. */

export type { UploadProgress };

function errorResult(fileName: string, message: string): UploadFileResult {
  return { fileName, status: "error", message, activities: [], isTruncated: false };
}

function failureMessage(answer: UploadAnswer): string {
  if (answer.status === 0) return UNREACHED_MESSAGE;
  const error = field(answer.body, "error");
  if (typeof error === "string") return error;
  const message = field(error, "message") ?? field(answer.body, "message");
  if (typeof message === "string") return message;
  return `Upload failed (${answer.status})`;
}

/** Uploads one file for the athlete; always resolves with the file's result line. */
export async function uploadActivityFile(
  athleteId: number,
  file: File,
  onProgress: UploadProgress,
): Promise<UploadFileResult> {
  const url = `/api/athlete/${encodeURIComponent(String(athleteId))}/activities/upload/`;
  const answer = await uploadWithProgress(url, file, onProgress);
  if (answer === "session-ended") return errorResult(file.name, SESSION_ENDED_MESSAGE);
  const files = field(answer.body, "files");
  if (answer.status >= 200 && answer.status < 300 && Array.isArray(files) && files[0]) {
    return files[0] as UploadFileResult;
  }
  return errorResult(file.name, failureMessage(answer));
}
