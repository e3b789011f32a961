import { createHash } from "node:crypto";
import type { BusinessImageKind } from "@coach/shared/business/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import sharp, { type ResizeOptions } from "sharp";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import type { StoredFile } from "../../platform/storage/file-storage";
import { checkUpload } from "../../platform/storage/upload-check";

/**
 * Business logos and coach photos (docs/decisions/090-business-page.md). The bytes are checked
 * by their content, then resized once at upload, so that the public page sends small images:
 * the logo within the recommended 800x160 px, the photo a 400 px square. Never enlarged.
 */
const SIZES: Record<BusinessImageKind, ResizeOptions> = {
  logo: { width: 800, height: 160, fit: "inside", withoutEnlargement: true },
  photo: { width: 400, height: 400, fit: "cover", withoutEnlargement: true },
};

/** A decompression bomb stops here: 8000 x 5000 px is more than any camera photo needs. */
const MAX_INPUT_PIXELS = 40_000_000;

const FOLDER = "business-images";
const IMAGE_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;

/** Where a stored image is served; its name is the SHA-256 of its bytes. */
export const imageUrl = (name: string) => `/api/images/${name}`;

/**
 * Stores the resized image under the hash of its bytes and answers its address. The same image
 * uploaded twice is stored once; an image is never rewritten, so its address is cached for ever.
 */
export async function storeBusinessImage(
  deps: Pick<AppDeps, "storage">,
  options: { kind: BusinessImageKind; bytes: Uint8Array; isTruncated: boolean },
): Promise<{ url: string }> {
  const checked = await checkUpload(options.bytes, {
    kinds: ["image"],
    isTruncated: options.isTruncated,
  });
  const isPng = checked.mimeType === "image/png";
  let resized: Buffer;
  try {
    // rotate() applies the EXIF orientation; the output keeps no metadata (no GPS of a phone).
    const pipeline = sharp(options.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SIZES[options.kind]);
    resized = isPng
      ? await pipeline.png({ compressionLevel: 9, palette: false }).toBuffer()
      : await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    // A PNG or JPEG signature over bytes that do not decode.
    throw AppError.field("file", messages.fileNotImage);
  }
  const name = `${createHash("sha256").update(resized).digest("hex")}.${isPng ? "png" : "jpg"}`;
  await deps.storage.put(`${FOLDER}/${name}`, resized);
  return { url: imageUrl(name) };
}

/** The stored image of that name, or 404 for a name that no upload could have made. */
export async function openBusinessImage(
  deps: Pick<AppDeps, "storage">,
  name: string,
): Promise<StoredFile & { contentType: string }> {
  if (!IMAGE_NAME.test(name)) throw AppError.notFound();
  const file = await deps.storage.open(`${FOLDER}/${name}`);
  if (!file) throw AppError.notFound();
  return { ...file, contentType: name.endsWith(".png") ? "image/png" : "image/jpeg" };
}
