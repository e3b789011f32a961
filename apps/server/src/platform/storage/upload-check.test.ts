import { readFileSync } from "node:fs";
import path from "node:path";
import { messages } from "@coach/shared/validation/messages";
import { MAX_UPLOAD_BYTES } from "@coach/shared/validation/uploads";
import { describe, expect, it } from "vitest";
import { onePixelPng, pngChunk } from "../../../test/png-bytes";
import { AppError } from "../../errors/app-error";
import { checkUpload, type UploadCheckOptions } from "./upload-check";

/** A real 1×1 grey PNG (signature, IHDR, IDAT, IEND); `animated` adds the APNG acTL chunk. */
function png({ isAnimated = false } = {}): Buffer {
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(1, 0); // frames
  return onePixelPng(isAnimated ? [pngChunk("acTL", animation)] : []);
}

/** The start of a JPEG (JFIF) file: what file-type reads of one. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
const TEXT = Buffer.from("Just some notes, not a picture.\n");
const GPX = Buffer.from('<?xml version="1.0"?>\n<gpx version="1.1"><trk></trk></gpx>');
const FIT = readFileSync(
  path.resolve(import.meta.dirname, "../../../../../fixtures/activities/garmin-fenix-5-run.fit"),
);

/** The AppError checkUpload throws, checked to be a 400 on the field. */
async function refusal(bytes: Uint8Array, options: UploadCheckOptions): Promise<AppError> {
  const error = await checkUpload(bytes, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.status).toBe(400);
  expect(appError.fields).toEqual({ [options.field ?? "file"]: [appError.message] });
  return appError;
}

describe("checkUpload: images (logos, photos)", () => {
  it("accepts a PNG and a JPEG, named by their content", async () => {
    expect(await checkUpload(png(), { kinds: ["image"] })).toEqual({
      kind: "image",
      extension: "png",
      mimeType: "image/png",
    });
    expect(await checkUpload(JPEG, { kinds: ["image"], fileName: "logo.png" })).toEqual({
      kind: "image",
      extension: "jpg",
      mimeType: "image/jpeg",
    });
  });

  it("takes an animated PNG for the PNG it is", async () => {
    const checked = await checkUpload(png({ isAnimated: true }), { kinds: ["image"] });
    expect(checked.mimeType).toBe("image/png");
  });

  it.each([
    ["a text file named logo.png", TEXT],
    ["a PDF", PDF],
    ["a GIF", GIF],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s", async (_name, bytes) => {
    const error = await refusal(bytes, { kinds: ["image"], fileName: "logo.png", field: "logo" });
    expect(error.message).toBe(messages.fileNotImage);
    expect(error.message).toBe("Only PNG and JPEG images are accepted");
  });
});

describe("checkUpload: documents (on-boarding files)", () => {
  it.each([
    ["png", png(), "image/png"],
    ["jpg", JPEG, "image/jpeg"],
    ["pdf", PDF, "application/pdf"],
    ["gif", GIF, "image/gif"],
  ])("accepts %s", async (extension, bytes, mimeType) => {
    expect(await checkUpload(bytes, { kinds: ["document"] })).toEqual({
      kind: "document",
      extension,
      mimeType,
    });
  });

  it("refuses plain text, which has no signature to tell it from anything else", async () => {
    const error = await refusal(TEXT, { kinds: ["document"], fileName: "answers.pdf" });
    expect(error.message).toBe(messages.fileNotDocument);
  });
});

describe("checkUpload: activity files", () => {
  it("recognises FIT by its header and GPX by its XML root, whatever the name", async () => {
    expect(await checkUpload(FIT, { kinds: ["activity"], fileName: "ride.gpx" })).toEqual({
      kind: "activity",
      extension: "fit",
      mimeType: "application/vnd.ant.fit",
    });
    expect(await checkUpload(GPX, { kinds: ["activity"], fileName: "run.fit" })).toMatchObject({
      extension: "gpx",
      mimeType: "application/gpx+xml",
    });
  });

  it("refuses other content with the activity import's message, naming the file", async () => {
    const error = await refusal(TEXT, { kinds: ["activity"], fileName: "notes.fit" });
    expect(error.message).toBe("notes.fit: this is not a FIT, GPX or TCX activity file.");
    const empty = await refusal(Buffer.alloc(0), { kinds: ["activity"], fileName: "empty.gpx" });
    expect(empty.message).toBe("empty.gpx: the file is empty.");
  });
});

describe("checkUpload: several kinds", () => {
  it("answers the first kind listed that fits", async () => {
    expect((await checkUpload(png(), { kinds: ["image", "document"] })).kind).toBe("image");
    expect((await checkUpload(PDF, { kinds: ["image", "document"] })).kind).toBe("document");
    expect((await checkUpload(FIT, { kinds: ["image", "activity"] })).kind).toBe("activity");
  });

  it("refuses what fits none with one message", async () => {
    const error = await refusal(TEXT, { kinds: ["image", "activity"] });
    expect(error.message).toBe(messages.fileTypeNotAccepted);
  });
});

describe("checkUpload: the 25 MB limit", () => {
  const exactly = (bytes: Buffer) => {
    const file = Buffer.alloc(MAX_UPLOAD_BYTES);
    bytes.copy(file);
    return file;
  };

  it("accepts exactly 25 MB and refuses one byte more, before looking at the content", async () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect((await checkUpload(exactly(png()), { kinds: ["image"] })).kind).toBe("image");
    const tooLarge = Buffer.concat([exactly(png()), Buffer.from([0])]);
    for (const kinds of [["image"], ["document"], ["activity"]] as const) {
      const error = await refusal(tooLarge, { kinds });
      expect(error.message).toBe(messages.fileTooLarge);
      expect(error.message).toBe("File must not exceed 25MB");
    }
  });

  it("refuses a file cut at the limit by the multipart reader", async () => {
    const error = await refusal(FIT.subarray(0, 100), { kinds: ["activity"], isTruncated: true });
    expect(error.message).toBe("File must not exceed 25MB");
  });
});
