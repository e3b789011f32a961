import { WorkoutFileError } from "./workout-file-error.ts";

/**
 * TextEncoder and TextDecoder exist in browsers and in Node, but this package compiles
 * without DOM or Node types (lib ES2023 only), so the two are typed here.
 */
interface Utf8Encoder {
  encode(text: string): Uint8Array;
}
interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
const codecs = globalThis as unknown as {
  TextEncoder: new () => Utf8Encoder;
  TextDecoder: new (label: string, options: { fatal: boolean }) => Utf8Decoder;
};

export function encodeUtf8(text: string): Uint8Array {
  return new codecs.TextEncoder().encode(text);
}

/** Decodes UTF-8 (a byte order mark is dropped); bytes that are not UTF-8 are an invalid file. */
export function decodeUtf8(bytes: Uint8Array, formatName: string): string {
  try {
    return new codecs.TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new WorkoutFileError("invalid-file", `The ${formatName} file is not UTF-8 text.`);
  }
}
