import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UPLOAD_HEAD_BYTES, uploadHeadOf } from "../../platform/storage/upload-head";

/**
 * A new temporary file's path for an upload's bytes in `tmpDir` (docs/decisions/084-upload-limits.md):
 * `coach-upload-<uuid>.part`, so an operator can tell them from anything else.
 */
export function tempUploadPath(tmpDir: string): string {
  return path.join(tmpDir, `coach-upload-${randomUUID()}.part`);
}

/** How old a temporary upload must be to be taken for one that a stopped server left behind. */
export const STALE_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

const TEMP_UPLOAD_NAME = /^coach-upload-[0-9a-f-]{36}\.part$/;

/**
 * Removes the temporary uploads in `tmpDir` last written more than STALE_UPLOAD_AGE_MS ago: a
 * server stopped in the middle of an upload (a crash, a kill) leaves its file, and no request
 * will remove it. An upload running now wrote to its file moments ago. Nothing else in the
 * folder is touched. Answers how many files it removed.
 */
export async function removeStaleUploads(tmpDir: string, nowMs = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tmpDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((entry) => TEMP_UPLOAD_NAME.test(entry))) {
    const file = path.join(tmpDir, name);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile() || nowMs - stats.mtimeMs <= STALE_UPLOAD_AGE_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * A new temporary file in `tmpDir`, removed once whoever asks first: the import asks as soon as
 * it has read the bytes (`IncomingFile.onBytesRead`), while it writes the rows, and its sender
 * asks again when the import is done, which then waits for the same removal.
 */
export function temporaryUpload(tmpDir: string) {
  const filePath = tempUploadPath(tmpDir);
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= rm(filePath, { force: true });
    return removing;
  };
  return {
    path: filePath,
    remove,
    /** Starts the removal without waiting for it; a failure is thrown by `remove()`. */
    startRemoval: () => void remove().catch(() => undefined),
  };
}

/**
 * Streams an upload's bytes to `filePath` as they arrive (never whole in memory), each chunk
 * shown to `count` first, which throws to stop the upload (a limit reached). The file is created
 * exclusively and readable by the server's own system user only; the caller removes it.
 * Its head (upload-head.ts) is kept on the way, so that checking its type reads no file.
 */
export async function streamToTempFile(
  source: Readable,
  filePath: string,
  count: (chunkBytes: number) => void = () => {},
): Promise<{ sizeBytes: number; head: Uint8Array }> {
  let sizeBytes = 0;
  // One byte more than the head tells whether the file goes on after it.
  const first = Buffer.alloc(UPLOAD_HEAD_BYTES + 1);
  await pipeline(
    source,
    async function* counted(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        count(chunk.length);
        if (sizeBytes < first.length) chunk.copy(first, sizeBytes, 0, first.length - sizeBytes);
        sizeBytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(filePath, { flags: "wx", mode: 0o600 }),
  );
  const kept = first.subarray(0, Math.min(sizeBytes, first.length));
  return { sizeBytes, head: uploadHeadOf(kept) };
}
