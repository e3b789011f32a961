import { describe, expect, it } from "vitest";
import { type AnswerCache, createAnswerCache } from "./answer-cache";

function listeningCache(maxBytes = 1_000_000): AnswerCache {
  const cache = createAnswerCache({ maxBytes });
  cache.setListening(true);
  return cache;
}

/** A read that counts its calls and answers `value`. */
function counted<T>(value: T) {
  const read = async () => {
    read.calls += 1;
    return value;
  };
  read.calls = 0;
  return read;
}

/** A read that answers only when let go, to change things while it runs. */
function held<T>(value: T) {
  let letGo: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const read = async () => {
    await gate;
    return value;
  };
  return { read, letGo };
}

const month = { key: "calendar:7:7:grid:2026-11", tags: ["athlete:7", "user:7"] } as const;

describe("kept answers", () => {
  it("reads an answer once, then answers from memory", async () => {
    const cache = listeningCache();
    const read = counted("November");
    expect(await cache.remember(month, read)).toBe("November");
    expect(await cache.remember(month, read)).toBe("November");
    expect(read.calls).toBe(1);
    expect(cache.stats().answers).toBe(1);
  });

  it("forgets the answers that name a changed tag, and only those", async () => {
    const cache = listeningCache();
    const athlete7 = counted("seven");
    const athlete8 = counted("eight");
    const other = { key: "calendar:8:8:grid:2026-11", tags: ["athlete:8"] } as const;
    await cache.remember(month, athlete7);
    await cache.remember(other, athlete8);
    cache.changed("athlete:7");
    await cache.remember(month, athlete7);
    await cache.remember(other, athlete8);
    expect(athlete7.calls).toBe(2);
    expect(athlete8.calls).toBe(1);
  });

  it("does not keep an answer whose tag changed while it was read", async () => {
    const cache = listeningCache();
    const first = held("before the write");
    const reading = cache.remember(month, first.read);
    // The write commits while the read's rows may be from before it.
    cache.changed("athlete:7");
    first.letGo();
    expect(await reading).toBe("before the write");
    const again = counted("after the write");
    expect(await cache.remember(month, again)).toBe("after the write");
    expect(again.calls).toBe(1);
  });

  it("keeps an answer read while another athlete changed", async () => {
    const cache = listeningCache();
    const first = held("seven");
    const reading = cache.remember(month, first.read);
    cache.changed("athlete:8");
    first.letGo();
    await reading;
    const again = counted("not read");
    expect(await cache.remember(month, again)).toBe("seven");
    expect(again.calls).toBe(0);
  });

  it("forgets everything on 'all', and keeps nothing read across it", async () => {
    const cache = listeningCache();
    await cache.remember(month, counted("kept"));
    const other = held("read across");
    const otherEntry = { key: "other", tags: ["access"] } as const;
    const reading = cache.remember(otherEntry, other.read);
    cache.changed("all");
    other.letGo();
    await reading;
    expect(cache.stats()).toEqual({ answers: 0, bytes: 0 });
  });

  it("keeps and serves nothing while it may miss changes", async () => {
    const cache = createAnswerCache({ maxBytes: 1_000_000 });
    const read = counted("November");
    await cache.remember(month, read);
    await cache.remember(month, read);
    expect(read.calls).toBe(2);
    cache.setListening(true);
    await cache.remember(month, read);
    // Deaf again (the listening connection lost): what was kept is dropped.
    cache.setListening(false);
    await cache.remember(month, read);
    expect(read.calls).toBe(4);
    expect(cache.stats().answers).toBe(0);
  });

  it("lets the least recently used answers go beyond its bound", async () => {
    const cache = listeningCache(3000);
    const entry = (key: string) => ({ key, tags: [] as const, bytes: () => 1000 });
    await cache.remember(entry("a"), counted("a"));
    await cache.remember(entry("b"), counted("b"));
    await cache.remember(entry("c"), counted("c"));
    // "a" used again: "b" is now the least recently used.
    await cache.remember(entry("a"), counted("not read"));
    await cache.remember(entry("d"), counted("d"));
    expect(cache.stats()).toEqual({ answers: 3, bytes: 3000 });
    const b = counted("b again");
    expect(await cache.remember(entry("b"), b)).toBe("b again");
    expect(b.calls).toBe(1);
    // An answer larger than the whole bound is answered, never kept.
    const huge = counted("huge");
    await cache.remember({ key: "huge", tags: [], bytes: () => 3001 }, huge);
    await cache.remember({ key: "huge", tags: [], bytes: () => 3001 }, huge);
    expect(huge.calls).toBe(2);
  });

  it("reads again an answer it is told is stale, and never keeps a refused one", async () => {
    const cache = listeningCache();
    let today = "2026-11-29";
    const read = async () => ({ today });
    const entry = { ...month, isFresh: (answer: { today: string }) => answer.today === today };
    expect(await cache.remember(entry, read)).toEqual({ today: "2026-11-29" });
    today = "2026-11-30";
    expect(await cache.remember(entry, read)).toEqual({ today: "2026-11-30" });
    const ended = counted(undefined);
    const session = { key: "session", tags: ["session:a"] as const, shouldKeep: Boolean };
    await cache.remember(session, ended);
    await cache.remember(session, ended);
    expect(ended.calls).toBe(2);
  });
});
