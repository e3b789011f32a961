import { Decoder, Stream } from "@garmin/fitsdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeUtf8 } from "../formats/text-bytes.ts";
import { activityFixture, activityFixtureNames } from "./activity-fixtures-test-support.ts";
import { fitCrc, isIntactFit } from "./fit-integrity.ts";

const FIT_FIXTURES = activityFixtureNames(".fit");
const fixture = activityFixture;
const sdkIntegrity = (bytes: Uint8Array) =>
  new Decoder(Stream.fromByteArray(bytes)).checkIntegrity();

/** A copy of the bytes with the byte at `index` changed. */
function flipped(bytes: Uint8Array, index: number): Uint8Array {
  const copy = bytes.slice();
  copy[index] = copy[index]! ^ 0x5a;
  return copy;
}

/**
 * A copy with the header's CRC set to `headerCrc` and the file's CRC written again to match,
 * so that only the header's CRC can tell (a 14-byte header only).
 */
function withHeaderCrc(bytes: Uint8Array, headerCrc: number): Uint8Array {
  const copy = bytes.slice();
  copy[12] = headerCrc & 0xff;
  copy[13] = headerCrc >> 8;
  const dataEnd = copy[0]! + new DataView(copy.buffer).getUint32(4, true);
  const fileCrc = fitCrc(copy, 0, dataEnd);
  copy[dataEnd] = fileCrc & 0xff;
  copy[dataEnd + 1] = fileCrc >> 8;
  return copy;
}

describe("fitCrc", () => {
  it("is CRC-16/ARC: 0xBB3D for '123456789' (the catalogue's check value)", () => {
    const digits = encodeUtf8("123456789");
    expect(fitCrc(digits, 0, digits.length)).toBe(0xbb3d);
    expect(fitCrc(digits, 0, 0)).toBe(0);
  });
});

describe("isIntactFit answers as the SDK's checkIntegrity", () => {
  it.each(FIT_FIXTURES)("for %s, and for it with a byte changed or cut short", (name) => {
    const bytes = fixture(name);
    const variants = [
      bytes,
      flipped(bytes, 0),
      flipped(bytes, 13),
      flipped(bytes, Math.floor(bytes.length / 2)),
      flipped(bytes, bytes.length - 1),
      bytes.subarray(0, bytes.length - 1),
      bytes.subarray(0, 13),
      // A second file chained after the first: the check reads the first one.
      new Uint8Array([...bytes, ...bytes]),
    ];
    if (bytes[0] === 14) {
      const rightCrc = fitCrc(bytes, 0, 12);
      variants.push(withHeaderCrc(bytes, rightCrc ^ 0x0101), withHeaderCrc(bytes, 0));
    }
    for (const variant of variants) expect(isIntactFit(variant)).toBe(sdkIntegrity(variant));
  });

  it("for a header whose own CRC is wrong, or left out (0), the rest intact", () => {
    const ride = fixture("Edge810-Vector-2013-08-16-15-35-10.fit");
    expect(ride[0]).toBe(14);
    const wrong = withHeaderCrc(ride, fitCrc(ride, 0, 12) ^ 0x0101);
    expect(isIntactFit(wrong)).toBe(false);
    expect(sdkIntegrity(wrong)).toBe(false);
    expect(isIntactFit(withHeaderCrc(ride, 0))).toBe(true);
    expect(sdkIntegrity(withHeaderCrc(ride, 0))).toBe(true);
  });

  it("for the fixture that ends early (a truncated file is not intact)", () => {
    expect(isIntactFit(fixture("activity-unexpected-eof.fit"))).toBe(false);
    expect(isIntactFit(fixture("Edge810-Vector-2013-08-16-15-35-10.fit"))).toBe(true);
  });

  it("for any bytes, and for any one byte of a real file changed", () => {
    const ride = fixture("activity-small-fenix2-run.fit");
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(isIntactFit(bytes)).toBe(sdkIntegrity(bytes));
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: ride.length - 1 }), (index) => {
        const variant = flipped(ride, index);
        expect(isIntactFit(variant)).toBe(sdkIntegrity(variant));
      }),
      { numRuns: 200 },
    );
  });
});
