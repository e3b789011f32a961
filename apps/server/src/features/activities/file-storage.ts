import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where original activity files are kept (ARCHITECTURE.md: local disk under
 * `${dataDir}/uploads`, S3-compatible storage later behind the same interface). Keys are
 * relative paths `activities/<athleteId>/<uuid>.<ext>`; nothing of the user's file name reaches
 * the path. Callers write the file before the rows that point at it and remove it when those
 * rows are not committed.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the stored bytes, or null when the key is unknown. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_EXTENSIONS = new Set(["fit", "gpx", "tcx"]);

/** A new key for an athlete's activity file; the extension is the detected format. */
export function activityFileKey(athleteId: number, extension: string): string {
  const ext = SAFE_EXTENSIONS.has(extension) ? extension : "bin";
  return `activities/${athleteId}/${randomUUID()}.${ext}`;
}

export function localFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes, { flag: "wx" });
    },
    async open(key) {
      const full = resolve(key);
      try {
        const info = await stat(full);
        return { stream: createReadStream(full), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** The storage of uploads under the configured data directory. */
export function uploadsStorage(dataDir: string): FileStorage {
  return localFileStorage(path.join(dataDir, "uploads"));
}
