import { apiFetch } from "./api-client";
import { session } from "./session";

/**
 * One file POSTed as multipart `file` by XMLHttpRequest, so the page sees the upload's progress
 * (fetch cannot report it). apiFetch is JSON-only, so the session rules are kept small here:
 * the access token as apiFetch sends it, and on a 401 'token_not_valid' one call through
 * apiFetch (GET api/account/info/) that refreshes the token (or ends the session), then one
 * retry.
 */

export type UploadProgress = (fraction: number) => void;

/** The server's status and its answer: JSON when it is, else the text ("" empty, 0 unreached). */
export type UploadAnswer = { status: number; body: unknown };

function sendOnce(url: string, file: File, onProgress: UploadProgress): Promise<UploadAnswer> {
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

export const answerField = (body: unknown, key: string): unknown =>
  body && typeof body === "object" ? (body as Record<string, unknown>)[key] : undefined;

/** The answer, or "session-ended" when the token could not be refreshed. */
export async function uploadWithProgress(
  url: string,
  file: File,
  onProgress: UploadProgress,
): Promise<UploadAnswer | "session-ended"> {
  const answer = await sendOnce(url, file, onProgress);
  if (answer.status !== 401 || answerField(answer.body, "code") !== "token_not_valid") {
    return answer;
  }
  try {
    // apiFetch refreshes the token on the same 401, or ends the session and throws.
    await apiFetch("/api/account/info/");
  } catch {
    return "session-ended";
  }
  return sendOnce(url, file, onProgress);
}

export const SESSION_ENDED_MESSAGE = "Your session has expired. Please sign in again.";
export const UNREACHED_MESSAGE = "Could not reach the server. Please try again.";
