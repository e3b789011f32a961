import { apiFetch } from "../../../lib/api-client";
import { session } from "../../../lib/session";

function fetchFile(uuid: string) {
  const access = session.access();
  return fetch(`/api/on-boarding/files/${encodeURIComponent(uuid)}`, {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
}

/**
 * GET api/on-boarding/files/{uuid}: the API wants the access token in a header, so the file is
 * fetched and saved from a blob; an expired token is refreshed once (one apiFetch call).
 */
export async function downloadOnboardingFile(uuid: string, fileName: string) {
  let response = await fetchFile(uuid);
  if (response.status === 401) {
    await apiFetch("/api/account/info/");
    response = await fetchFile(uuid);
  }
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
