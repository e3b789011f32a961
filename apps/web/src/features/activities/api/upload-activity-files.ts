import type { UploadFileResult } from "@coach/shared/activities/activity.schemas";
import { apiFetch } from "../../../lib/api-client";
import { session } from "../../../lib/session";

/**
 * POST api/athlete/{id}/activities/upload/ for one file, by XMLHttpRequest so the page sees
 * the upload progress (fetch cannot report it). apiFetch is JSON-only, so the session rules
 * are kept small here: the access token as apiFetch sends it, and on a 401 'token_not_valid'
 * one call through apiFetch (GET api/account/info/) that refreshes the token (or ends the
 * session), then one retry. Any other failure becomes the file's error line.
 */

export type UploadProgress = (fraction: number) => void;

type XhrAnswer = { status: number; body: unknown };

function sendOnce(url: string, file: File, onProgress: UploadProgress): Promise<XhrAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const access = session.access();
    if (access) xhr.setRequestHeader("Authorization", `Bearer ${access}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Plain text: kept as the message.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

const field = (body: unknown, key: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;

function errorResult(fileName: string, message: string): UploadFileResult {
  return { fileName, status: "error", message, activities: [], isTruncated: false };
}

function failureMessage(answer: XhrAnswer): string {
  if (answer.status === 0) return "Could not reach the server. Please try again.";
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
  let answer = await sendOnce(url, file, onProgress);
  if (answer.status === 401 && field(answer.body, "code") === "token_not_valid") {
    try {
      // apiFetch refreshes the token on the same 401, or ends the session and throws.
      await apiFetch("/api/account/info/");
    } catch {
      return errorResult(file.name, "Your session has expired. Please sign in again.");
    }
    answer = await sendOnce(url, file, onProgress);
  }
  const files = field(answer.body, "files");
  if (answer.status >= 200 && answer.status < 300 && Array.isArray(files) && files[0]) {
    return files[0] as UploadFileResult;
  }
  return errorResult(file.name, failureMessage(answer));
}
