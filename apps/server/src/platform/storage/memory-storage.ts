import { Readable } from "node:stream";
import type { FileStorage } from "./file-storage";
import { checkStorageKey } from "./storage-key";

export type MemoryFileStorage = FileStorage & {
  /** The stored keys, sorted: what a test asserts was kept or removed. */
  keys(): string[];
};

/** Files in memory, for feature tests; same contract as the real stores. */
export function memoryStorage(): MemoryFileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      // A copy: the caller may reuse its buffer.
      files.set(checkStorageKey(key), Buffer.from(bytes));
    },
    async open(key) {
      const bytes = files.get(checkStorageKey(key));
      if (!bytes) return null;
      return { stream: Readable.from([bytes], { objectMode: false }), size: bytes.length };
    },
    async remove(key) {
      files.delete(checkStorageKey(key));
    },
    keys: () => [...files.keys()].sort(),
  };
}
