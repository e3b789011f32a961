import { ACTIVITY_CONTENT_TYPES, activityFileFormat } from "@coach/shared/activities/activity-file";
import { ActivityFileError } from "@coach/shared/activities/activity-file-error";
import { messages } from "@coach/shared/validation/messages";
import {
  BUSINESS_IMAGE_TYPES,
  DEFAULT_UPLOAD_TYPES,
  uploadSizeError,
} from "@coach/shared/validation/uploads";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "../../errors/app-error";

/**
 * What an upload may be: `image` for logos and photos (png, jpeg), `document` for on-boarding
 * files (the default upload types: images and PDF), `activity` for FIT, GPX and TCX files.
 */
export type UploadKind = "image" | "document" | "activity";

/** An accepted upload as its content shows it, whatever its name says. */
export type CheckedUpload = { kind: UploadKind; extension: string; mimeType: string };

export type UploadCheckOptions = {
  /** The kinds accepted, in order of preference; the first that fits is the answer. */
  kinds: readonly [UploadKind, ...UploadKind[]];
  /** The form field an error names; "file" by default. */
  field?: string;
  /** The user's file name, which activity errors begin with; "file" by default. */
  fileName?: string;
  /** The bytes are only the start of a file cut at the size limit (a multipart part over it). */
  isTruncated?: boolean;
  /**
   * The whole file's size when `bytes` are only its first bytes (a file streamed to disk, read
   * with readUploadHead); `bytes.length` otherwise.
   */
  sizeBytes?: number;
};

const TYPED_KINDS = {
  image: { mimeTypes: BUSINESS_IMAGE_TYPES, message: messages.fileNotImage },
  document: { mimeTypes: DEFAULT_UPLOAD_TYPES, message: messages.fileNotDocument },
} as const;

// An animated PNG is a PNG to every reader; file-type names it apart.
const SAME_TYPE: Record<string, { ext: string; mime: string }> = {
  "image/apng": { ext: "png", mime: "image/png" },
};

type Sniffed = { ext: string; mime: string } | undefined;

/** The kind's answer for the bytes, or the reason they are not of that kind. */
function matchKind(
  kind: UploadKind,
  bytes: Uint8Array,
  sniffed: Sniffed,
  fileName: string,
): CheckedUpload | { refusal: string } {
  if (kind === "activity") {
    try {
      const format = activityFileFormat(fileName, bytes);
      return { kind, extension: format, mimeType: ACTIVITY_CONTENT_TYPES[format] };
    } catch (error) {
      if (error instanceof ActivityFileError) return { refusal: error.message };
      throw error;
    }
  }
  const { mimeTypes, message } = TYPED_KINDS[kind];
  const isAccepted = sniffed && (mimeTypes as readonly string[]).includes(sniffed.mime);
  return isAccepted
    ? { kind, extension: sniffed.ext, mimeType: sniffed.mime }
    : { refusal: message };
}

/**
 * The one gate of every stored upload: at most MAX_UPLOAD_BYTES (25 MB), and content of an
 * accepted kind, read from the bytes (file-type's signatures; activities by their FIT header
 * or XML root), never from the name or the Content-Type the client sent. Throws a 400
 * AppError on the field with the product's message.
 */
export async function checkUpload(
  bytes: Uint8Array,
  options: UploadCheckOptions,
): Promise<CheckedUpload> {
  const { kinds, field = "file", fileName = "file" } = options;
  const sizeBytes = options.sizeBytes ?? bytes.length;
  const tooLarge = options.isTruncated ? messages.fileTooLarge : uploadSizeError(sizeBytes);
  if (tooLarge) throw AppError.field(field, tooLarge);
  const needsSniff = kinds.some((kind) => kind !== "activity");
  const found = needsSniff ? await fileTypeFromBuffer(bytes) : undefined;
  const sniffed = found && (SAME_TYPE[found.mime] ?? found);
  const refusals: string[] = [];
  for (const kind of kinds) {
    const answer = matchKind(kind, bytes, sniffed, fileName);
    if (!("refusal" in answer)) return answer;
    refusals.push(answer.refusal);
  }
  throw AppError.field(field, refusals.length === 1 ? refusals[0]! : messages.fileTypeNotAccepted);
}
