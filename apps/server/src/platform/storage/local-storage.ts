import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { exactLength } from "./exact-length";
import type { FileStorage } from "./file-storage";
import { checkStorageKey } from "./storage-key";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** Files on local disk under rootDir, one file per key at the key's relative path. */
export function localFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const pathOf = (key: string) => path.join(root, ...checkStorageKey(key).split("/"));
  // Written aside, then renamed: a reader never sees half a file, and a failed write leaves
  // nothing at the key.
  async function writeAside(key: string, write: (partial: string) => Promise<void>) {
    const full = pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    const partial = `${full}.${randomUUID()}.partial`;
    try {
      await write(partial);
      await rename(partial, full);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return {
    put: (key, bytes) => writeAside(key, (partial) => writeFile(partial, bytes)),
    putStream: (key, source, sizeBytes) =>
      writeAside(key, (partial) =>
        pipeline(source, exactLength(sizeBytes), createWriteStream(partial)),
      ),
    async open(key) {
      const full = pathOf(key);
      // One handle for the size and the stream, so a file removed meanwhile is read whole.
      const handle = await open(full, "r").catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The uploads under the configured data directory. */
export function uploadsStorage(dataDir: string): FileStorage {
  return localFileStorage(path.join(dataDir, "uploads"));
}
