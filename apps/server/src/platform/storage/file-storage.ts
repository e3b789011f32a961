import type { Readable } from "node:stream";

/**
 * Where every uploaded or generated file is kept: local disk under `<DATA_DIR>/uploads` by
 * default, an S3-compatible bucket when S3_BUCKET is set (create-file-storage.ts,
 * docs/decisions/052-storage.md). Keys are relative paths the server makes, such as
 * `activities/<athleteId>/<uuid>.fit`; nothing of the user's file name reaches a key
 * (storage-key.ts). Callers write the file before the rows that point at it and remove it when
 * those rows are not committed.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing a file already there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the stream's bytes under the key as they come, never holding them whole (an upload
   * streamed from its temporary file, docs/decisions/084-upload-limits.md). `sizeBytes` is known
   * beforehand (S3 needs it before the body); a source that errors, or gives another count,
   * rejects and leaves nothing at the key.
   */
  putStream(key: string, source: Readable, sizeBytes: number): Promise<void>;
  /** A stream of the stored bytes and their size, or null when the key is unknown. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

export type StoredFile = { stream: Readable; size: number };
