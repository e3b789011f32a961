/** When the last reload for a missing chunk happened, in this tab (sessionStorage). */
export const STALE_CHUNK_RELOAD_KEY = "coach:stale-chunk-reload-at";
/** A second failure this soon after a reload is not an old build: the error screen shows it. */
export const STALE_CHUNK_RETRY_MS = 10_000;

type TabWindow = Pick<Window, "addEventListener" | "sessionStorage"> & {
  location: Pick<Location, "reload">;
};

/**
 * A tab opened before a deploy asks for chunks of the old build, which the server no longer has
 * (404). Vite reports the failed import as `vite:preloadError`: reload once to get the new
 * build. If the chunk fails again right after that reload, the error is real, and the route's
 * error screen (with its own Reload) shows it instead of reloading in a loop.
 */
export function reloadOnStaleChunk(tab: TabWindow = window, now: () => number = Date.now) {
  tab.addEventListener("vite:preloadError", (event) => {
    const lastReloadAt = Number(tab.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
    if (now() - lastReloadAt < STALE_CHUNK_RETRY_MS) return;
    tab.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(now()));
    event.preventDefault();
    tab.location.reload();
  });
}
