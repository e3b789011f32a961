import type { DataChange, DataTag } from "../../db/data-changes";

/**
 * Answers kept in this instance's memory until what they were read from changes
 * (docs/decisions/127-kept-answers.md). Each answer names the tags it depends on; a change of a
 * tag (from the database's triggers) forgets every answer that names it. An answer read while
 * one of its tags changed is not kept: its rows may be from before the change.
 */
export type AnswerCache = {
  /**
   * The answer kept under `key`, or the one `read` gives, kept if nothing it depends on changed
   * while it was read. `isFresh` refuses a kept answer for reasons of its own (a new day).
   */
  remember<T>(entry: KeptEntry<T>, read: () => Promise<T>): Promise<T>;
  /** A change the database told of. */
  changed(change: DataChange): void;
  /**
   * Whether every instance's changes reach this one. While they may not (its listening
   * connection lost), nothing is kept or served from memory.
   */
  setListening(isListening: boolean): void;
  /** What is kept now, for tests and the benchmark's figures. */
  stats(): { answers: number; bytes: number };
};

export type KeptEntry<T> = {
  key: string;
  tags: readonly DataTag[];
  /** Memory the answer holds, counted against the cache's bound (1 kB if not told). */
  bytes?: (answer: T) => number;
  isFresh?: (answer: T) => boolean;
  /** Whether a read answer may be kept at all (all are, if not told). */
  shouldKeep?: (answer: T) => boolean;
};

type Kept = { value: unknown; tags: readonly DataTag[]; bytes: number };

/** Tags whose last change is remembered; older ones count as changed at `forgottenUpTo`. */
const TRACKED_TAGS_MAX = 100_000;

export function createAnswerCache(options: { maxBytes: number }): AnswerCache {
  /** In the order of last use: the first is the next to go when the bound is reached. */
  const kept = new Map<string, Kept>();
  const keysByTag = new Map<DataTag, Set<string>>();
  /** Counts every change heard; an answer's read notes it before it starts. */
  let changeCount = 0;
  /** The count at each tag's last change. */
  const lastChangeOf = new Map<DataTag, number>();
  /** A tag not in lastChangeOf last changed no later than this (every tag, after 'all'). */
  let forgottenUpTo = 0;
  let bytes = 0;
  let isListening = false;

  function drop(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  }

  function forgetEverything() {
    kept.clear();
    keysByTag.clear();
    lastChangeOf.clear();
    bytes = 0;
    changeCount += 1;
    forgottenUpTo = changeCount;
  }

  function changedSince(tags: readonly DataTag[], count: number): boolean {
    if (forgottenUpTo > count) return true;
    return tags.some((tag) => (lastChangeOf.get(tag) ?? 0) > count);
  }

  function keep(key: string, entry: Kept, maxBytes: number) {
    drop(key);
    if (entry.bytes > maxBytes) return;
    kept.set(key, entry);
    bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    async remember<T>(entry: KeptEntry<T>, read: () => Promise<T>): Promise<T> {
      const found = isListening ? kept.get(entry.key) : undefined;
      if (found && (!entry.isFresh || entry.isFresh(found.value as T))) {
        // Used again: moved to the end of the order of use.
        kept.delete(entry.key);
        kept.set(entry.key, found);
        return found.value as T;
      }
      const countAtRead = changeCount;
      const value = await read();
      const mayKeep = entry.shouldKeep?.(value) ?? true;
      if (mayKeep && isListening && !changedSince(entry.tags, countAtRead)) {
        const size = entry.bytes?.(value) ?? 1024;
        keep(entry.key, { value, tags: entry.tags, bytes: size }, options.maxBytes);
      }
      return value;
    },
    changed(change: DataChange) {
      if (change === "all") return forgetEverything();
      changeCount += 1;
      lastChangeOf.delete(change);
      lastChangeOf.set(change, changeCount);
      if (lastChangeOf.size > TRACKED_TAGS_MAX) {
        const [oldestTag, oldestCount] = lastChangeOf.entries().next().value as [DataTag, number];
        lastChangeOf.delete(oldestTag);
        forgottenUpTo = Math.max(forgottenUpTo, oldestCount);
      }
      for (const key of keysByTag.get(change) ?? []) drop(key);
    },
    setListening(listening: boolean) {
      if (listening === isListening) return;
      isListening = listening;
      // Changes may have been missed while deaf: nothing kept before is trusted.
      forgetEverything();
    },
    stats: () => ({ answers: kept.size, bytes }),
  };
}
