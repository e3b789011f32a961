import { describe, expect, it } from "vitest";
import {
  reloadOnStaleChunk,
  STALE_CHUNK_RELOAD_KEY,
  STALE_CHUNK_RETRY_MS,
} from "./reload-on-stale-chunk";

/** A tab: a real event target and sessionStorage (jsdom's), and a reload that is counted. */
function tab() {
  const target = new EventTarget();
  const reloads: number[] = [];
  const fake = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage,
    location: { reload: () => reloads.push(1) },
  };
  const failChunk = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { fake, reloads, failChunk };
}

describe("a chunk of an older build that is gone", () => {
  it("reloads the tab once, and lets a second failure right after reach the error screen", () => {
    sessionStorage.removeItem(STALE_CHUNK_RELOAD_KEY);
    let nowMs = 1_000_000;
    const first = tab();
    reloadOnStaleChunk(first.fake as never, () => nowMs);
    // Handled: Vite does not throw, the page reloads.
    expect(first.failChunk()).toBe(true);
    expect(first.reloads).toHaveLength(1);

    // The reloaded page fails again 2 s later: not handled, so the import's error goes on.
    nowMs += 2_000;
    const second = tab();
    reloadOnStaleChunk(second.fake as never, () => nowMs);
    expect(second.failChunk()).toBe(false);
    expect(second.reloads).toHaveLength(0);

    // Much later (another deploy), it reloads again.
    nowMs += STALE_CHUNK_RETRY_MS;
    expect(second.failChunk()).toBe(true);
    expect(second.reloads).toHaveLength(1);
  });
});
