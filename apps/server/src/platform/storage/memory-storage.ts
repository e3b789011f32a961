import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { exactLength } from "./exact-length";
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
    async putStream(key, source, sizeBytes) {
      checkStorageKey(key);
      const chunks: Buffer[] = [];
      await pipeline(source, exactLength(sizeBytes), async (counted: AsyncIterable<Buffer>) => {
        for await (const chunk of counted) chunks.push(chunk);
      });
      // Kept only once the stream ended whole, as the real stores do.
      files.set(key, Buffer.concat(chunks));
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
