import { open } from "node:fs/promises";

/**
 * What checkUpload reads of a file streamed to disk: 64 KiB, room for the XML declaration,
 * comments and root element that tell GPX from TCX (a FIT header is 14 bytes), and far more than
 * file-type's signatures need (4,100 bytes for most types).
 */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/**
 * Where a cut at `end` leaves whole UTF-8 characters: a character split by the cut would make a
 * valid text file look like one that is not UTF-8. Binary heads lose at most three bytes.
 */
function wholeCharactersEnd(bytes: Uint8Array, end: number): number {
  for (let index = end - 1; index >= Math.max(0, end - 4); index -= 1) {
    const byte = bytes[index]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return index + length > end ? index : end;
  }
  return end;
}

/**
 * The head of a file from its first `maxBytes + 1` bytes (fewer when the file is shorter): the
 * whole file when it is at most `maxBytes`, else its first bytes ending on a character.
 */
export function uploadHeadOf(firstBytes: Uint8Array, maxBytes = UPLOAD_HEAD_BYTES): Uint8Array {
  if (firstBytes.length <= maxBytes) return firstBytes;
  return firstBytes.subarray(0, wholeCharactersEnd(firstBytes, maxBytes));
}

/** The whole file when it is at most `maxBytes`, else its first bytes ending on a character. */
export async function readUploadHead(
  filePath: string,
  maxBytes = UPLOAD_HEAD_BYTES,
): Promise<Uint8Array> {
  const handle = await open(filePath, "r");
  try {
    // One byte more than the head tells whether the file goes on after it.
    const buffer = Buffer.alloc(maxBytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return uploadHeadOf(buffer.subarray(0, bytesRead), maxBytes);
  } finally {
    await handle.close();
  }
}
