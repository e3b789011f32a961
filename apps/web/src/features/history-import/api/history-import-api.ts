import type {
  HistoryImport,
  LatestHistoryImportResponse,
} from "@coach/shared/history-import/history-import.schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { session } from "../../../lib/session";

/** The athlete's latest history import; the live channel invalidates it as the job moves on. */
export const historyImportKey = (athleteId: number) => ["history-import", athleteId] as const;

/** While the job runs the page also reads the state every few seconds (a missed live frame). */
const RUNNING_POLL_MS = 3000;

export const isRunning = (state: HistoryImport | null | undefined) =>
  state?.status === "queued" || state?.status === "running";

/**
 * GET api/athlete/{id}/history-imports/latest/: the state is the server's, so a reloaded page
 * shows the same progress bar.
 */
export function useLatestHistoryImport(athleteId: number) {
  return useQuery({
    queryKey: historyImportKey(athleteId),
    queryFn: async () =>
      (
        await apiFetch<LatestHistoryImportResponse>(
          `/api/athlete/${encodeURIComponent(String(athleteId))}/history-imports/latest/`,
        )
      ).import,
    refetchInterval: (query) => (isRunning(query.state.data) ? RUNNING_POLL_MS : false),
  });
}

export type ArchiveUpload = { ok: true; started: HistoryImport } | { ok: false; message: string };

type Answer = { status: number; body: unknown };

function send(url: string, file: File, onProgress: (fraction: number) => void): Promise<Answer> {
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
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function message(answer: Answer): string {
  if (answer.status === 0) return "Could not reach the server. Please try again.";
  const error = (answer.body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string"
    ? error.message
    : `The archive could not be uploaded (${answer.status}).`;
}

/**
 * POST api/athlete/{id}/history-imports/ by XMLHttpRequest, for the upload's own progress (an
 * archive of a few GB takes minutes to send). A 401 refreshes the token once through apiFetch and
 * sends again, as the activity upload does.
 */
export async function uploadHistoryArchive(
  athleteId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ArchiveUpload> {
  const url = `/api/athlete/${encodeURIComponent(String(athleteId))}/history-imports/`;
  let answer = await send(url, file, onProgress);
  if (answer.status === 401) {
    try {
      await apiFetch("/api/account/info/");
    } catch {
      return { ok: false, message: "Your session has expired. Please sign in again." };
    }
    answer = await send(url, file, onProgress);
  }
  if (answer.status === 202) return { ok: true, started: answer.body as HistoryImport };
  return { ok: false, message: message(answer) };
}
