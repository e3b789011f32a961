import { apiFetch } from "./api-client";
import { session } from "./session";

function fetchWithAccess(path: string) {
  const access = session.access();
  return fetch(path, { headers: access ? { Authorization: `Bearer ${access}` } : {} });
}

/**
 * Saves a file the API serves behind the access token. A plain link cannot send the token in a
 * header, so the file is fetched and saved from a blob; an expired token is refreshed as the
 * uploader does it (one apiFetch call, then one retry).
 */
export async function downloadApiFile(path: string, fileName: string) {
  let response = await fetchWithAccess(path);
  if (response.status === 401) {
    await apiFetch("/api/account/info/");
    response = await fetchWithAccess(path);
  }
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
