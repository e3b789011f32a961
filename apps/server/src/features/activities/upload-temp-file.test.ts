import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { readUploadHead, UPLOAD_HEAD_BYTES } from "../../platform/storage/upload-head";
import {
  removeStaleUploads,
  STALE_UPLOAD_AGE_MS,
  streamToTempFile,
  temporaryUpload,
  tempUploadPath,
} from "./upload-temp-file";

const folder = mkdtempSync(path.join(tmpdir(), "coach-upload-temp-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The bytes as a stream of chunks of the given sizes (the last one takes the rest). */
function chunked(bytes: Uint8Array, sizes: number[]): Readable {
  const chunks: Buffer[] = [];
  let offset = 0;
  for (const size of sizes) {
    if (offset >= bytes.length) break;
    chunks.push(Buffer.from(bytes.subarray(offset, offset + size)));
    offset += size;
  }
  if (offset < bytes.length) chunks.push(Buffer.from(bytes.subarray(offset)));
  return Readable.from(chunks);
}

async function streamed(bytes: Uint8Array, sizes: number[]) {
  const filePath = tempUploadPath(folder);
  const result = await streamToTempFile(chunked(bytes, sizes), filePath);
  const written = readFileSync(filePath);
  const readHead = await readUploadHead(filePath);
  rmSync(filePath);
  return { ...result, written, readHead };
}

describe("an upload streamed to a temporary file", () => {
  it("keeps the head that reading the file gives, a character at its end left out", async () => {
    // "é" is two bytes (C3 A9): ending at the head's last byte, it is left out of the head.
    const text = Buffer.concat([Buffer.alloc(UPLOAD_HEAD_BYTES - 1, "a"), Buffer.from("é…")]);
    const { head, readHead, written, sizeBytes } = await streamed(text, [1000, 7, 65_000]);
    expect(sizeBytes).toBe(text.length);
    expect(written.equals(text)).toBe(true);
    expect(head.length).toBe(UPLOAD_HEAD_BYTES - 1);
    expect(Buffer.from(head).equals(Buffer.from(readHead))).toBe(true);
  });

  it("for any bytes around the head's size, in any chunks", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: UPLOAD_HEAD_BYTES + 300 }),
        fc.array(fc.integer({ min: 1, max: 40_000 }), { maxLength: 6 }),
        fc.integer({ min: 0, max: 255 }),
        async (length, sizes, fill) => {
          // Text-like bytes with a multi-byte character now and then near the end of the head.
          const bytes = Buffer.alloc(length, fill);
          for (let at = UPLOAD_HEAD_BYTES - 3; at < length - 1; at += 5) {
            bytes[at] = 0xc3;
            bytes[at + 1] = 0xa9;
          }
          const { head, readHead, written } = await streamed(bytes, sizes);
          expect(written.equals(bytes)).toBe(true);
          expect(Buffer.from(head).equals(Buffer.from(readHead))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a temporary upload", () => {
  it("is removed once, by whoever asks first; a second ask waits for the same removal", async () => {
    const temp = temporaryUpload(folder);
    expect(path.dirname(temp.path)).toBe(folder);
    writeFileSync(temp.path, "bytes");
    const first = temp.remove();
    // Asked again before the first removal ended: the same one, not a second.
    expect(temp.remove()).toBe(first);
    await first;
    expect(existsSync(temp.path)).toBe(false);
    // A file of the same name made since is not removed by a later ask.
    writeFileSync(temp.path, "other bytes");
    await temp.remove();
    expect(readFileSync(temp.path, "utf8")).toBe("other bytes");
    rmSync(temp.path);
  });
});

describe("stale temporary uploads", () => {
  const HOUR_MS = 60 * 60 * 1000;
  /** A file in `dir` last written `ageMs` before `nowMs`. */
  function fileAged(dir: string, name: string, ageMs: number, nowMs: number) {
    const file = path.join(dir, name);
    writeFileSync(file, "bytes");
    const writtenAt = new Date(nowMs - ageMs);
    utimesSync(file, writtenAt, writtenAt);
    return name;
  }

  it("removes the uploads written more than a day ago, and nothing else", async () => {
    const dir = mkdtempSync(path.join(folder, "stale-"));
    const nowMs = Date.parse("2026-11-30T12:00:00Z");
    const stale = fileAged(dir, path.basename(tempUploadPath(dir)), 25 * HOUR_MS, nowMs);
    const running = fileAged(dir, path.basename(tempUploadPath(dir)), 1 * HOUR_MS, nowMs);
    const exactlyADay = fileAged(
      dir,
      path.basename(tempUploadPath(dir)),
      STALE_UPLOAD_AGE_MS,
      nowMs,
    );
    // Old, but not one of ours: another program's file, and a name that only starts like ours.
    const other = fileAged(dir, "other-program.part", 25 * HOUR_MS, nowMs);
    const lookalike = fileAged(dir, "coach-upload-notes.txt", 25 * HOUR_MS, nowMs);
    mkdirSync(path.join(dir, "coach-upload-00000000-0000-0000-0000-000000000000.part"));

    expect(await removeStaleUploads(dir, nowMs)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(
      [
        running,
        exactlyADay,
        other,
        lookalike,
        "coach-upload-00000000-0000-0000-0000-000000000000.part",
      ].sort(),
    );
    expect(readdirSync(dir)).not.toContain(stale);
  });

  it("finds nothing to remove in a folder that does not exist yet", async () => {
    expect(await removeStaleUploads(path.join(folder, "not-made-yet"))).toBe(0);
  });
});
