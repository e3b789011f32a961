import type {
  HistoryImport,
  LatestHistoryImportResponse,
} from "@coach/shared/history-import/history-import.schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import {
  SESSION_ENDED_MESSAGE,
  UNREACHED_MESSAGE,
  type UploadAnswer,
  uploadWithProgress,
} from "../../../lib/upload-with-progress";

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

function message(answer: UploadAnswer): string {
  if (answer.status === 0) return UNREACHED_MESSAGE;
  const error = (answer.body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string"
    ? error.message
    : `The archive could not be uploaded (${answer.status}).`;
}

/**
 * POST api/athlete/{id}/history-imports/ by XMLHttpRequest, for the upload's own progress (an
 * archive of a few GB takes minutes to send), refreshing an expired token once
 * (lib/upload-with-progress.ts).
 */
export async function uploadHistoryArchive(
  athleteId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ArchiveUpload> {
  const url = `/api/athlete/${encodeURIComponent(String(athleteId))}/history-imports/`;
  const answer = await uploadWithProgress(url, file, onProgress);
  if (answer === "session-ended") return { ok: false, message: SESSION_ENDED_MESSAGE };
  if (answer.status === 202) return { ok: true, started: answer.body as HistoryImport };
  return { ok: false, message: message(answer) };
}
