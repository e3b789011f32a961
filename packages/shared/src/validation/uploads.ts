import { messages } from "./messages.ts";

/** Upload rules: 25 MB at most, images and PDF by default. */
export const MAX_UPLOAD_BYTES = 26_214_400;

export const DEFAULT_UPLOAD_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
] as const;
/** Business logo and photo: png and jpeg only. */
export const BUSINESS_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

/** An upload item's status: pending, success, or the error text. */
export type UploadStatus = "pending" | "success" | (string & {});

/** The error text of a file too large, or null when it fits (exactly 25 MB is allowed). */
export function uploadSizeError(sizeBytes: number): string | null {
  return sizeBytes > MAX_UPLOAD_BYTES ? messages.fileTooLarge : null;
}

export function isAcceptedType(
  mimeType: string,
  accepted: readonly string[] = DEFAULT_UPLOAD_TYPES,
): boolean {
  return accepted.includes(mimeType.toLowerCase());
}
