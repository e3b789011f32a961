import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "../formats/text-bytes.ts";
import { fileFingerprint } from "./fingerprint.ts";

/** FNV-1a 64 with BigInt, straight from the definition, as the reference. */
function referenceFnv1a64(bytes: Uint8Array): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

describe("fileFingerprint", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("FNV-1a 64 of %j is %s (published test vectors)", (text, hash) => {
    expect(fileFingerprint(encodeUtf8(text))).toBe(hash);
  });

  it("agrees with a BigInt implementation on any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(fileFingerprint(bytes)).toBe(referenceFnv1a64(bytes));
      }),
    );
  });
});
