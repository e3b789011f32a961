import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { afterAll, describe, expect, it } from "vitest";
import { checkUpload } from "./upload-check";
import { readUploadHead, UPLOAD_HEAD_BYTES } from "./upload-head";

const folder = mkdtempSync(path.join(tmpdir(), "coach-upload-head-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function fileOf(name: string, bytes: Uint8Array): string {
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

const GPX_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">\n';

/** A GPX start padded with ASCII so that "é" (2 bytes, C3 A9) straddles the head's end. */
function gpxSplittingAccent(): Buffer {
  const start = Buffer.from(`${GPX_START}<trk><name>`);
  const padding = Buffer.alloc(UPLOAD_HEAD_BYTES - 1 - start.length, "a");
  return Buffer.concat([start, padding, Buffer.from("é and more</name></trk></gpx>\n")]);
}

describe("the head of an upload on disk", () => {
  it("is the whole file when the file is no longer than the head", async () => {
    const bytes = Buffer.from(`${GPX_START}</gpx>\n`);
    expect(Buffer.from(await readUploadHead(fileOf("small.gpx", bytes))).equals(bytes)).toBe(true);
  });

  it("is the first 64 KiB of a longer file", async () => {
    const bytes = Buffer.alloc(UPLOAD_HEAD_BYTES + 10, "x");
    expect((await readUploadHead(fileOf("long.txt", bytes))).length).toBe(64 * 1024);
  });

  it("stops before a character the cut would split, so a UTF-8 GPX stays UTF-8", async () => {
    const bytes = gpxSplittingAccent();
    // The byte at the cut is the first of "é": 0xC3.
    expect(bytes[UPLOAD_HEAD_BYTES - 1]).toBe(0xc3);
    const head = await readUploadHead(fileOf("accent.gpx", bytes));
    expect(head.length).toBe(UPLOAD_HEAD_BYTES - 1);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(head)).not.toThrow();
    await expect(
      checkUpload(head, { kinds: ["activity"], fileName: "accent.gpx", sizeBytes: bytes.length }),
    ).resolves.toMatchObject({ kind: "activity", extension: "gpx" });
  });

  it("is checked against the whole file's size, not its own", async () => {
    const head = Buffer.from(`${GPX_START}<trk>`);
    const check = (sizeBytes: number) =>
      checkUpload(head, { kinds: ["activity"], fileName: "big.gpx", sizeBytes });
    await expect(check(MAX_UPLOAD_BYTES)).resolves.toMatchObject({ extension: "gpx" });
    await expect(check(MAX_UPLOAD_BYTES + 1)).rejects.toThrow(messages.fileTooLarge);
  });
});
