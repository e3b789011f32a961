import { apiFetch } from "../../../lib/api-client";
import { session } from "../../../lib/session";

function fetchFile(activityId: number) {
  const access = session.access();
  return fetch(`/api/activities/${encodeURIComponent(String(activityId))}/file`, {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
}

/**
 * GET api/activities/{activityId}/file: the original file. The API wants the access token in a
 * header, so a plain link cannot fetch it; the file is fetched and saved from a blob. An
 * expired token is refreshed as the uploader does it (one apiFetch call, then one retry).
 */
export async function downloadActivityFile(activityId: number, fileName: string) {
  let response = await fetchFile(activityId);
  if (response.status === 401) {
    await apiFetch("/api/account/info/");
    response = await fetchFile(activityId);
  }
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
