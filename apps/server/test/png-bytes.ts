import { crc32, deflateSync } from "node:zlib";

/** Test support: real PNG files built byte by byte (signature, IHDR, IDAT, IEND). */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of 8-bit pixels: `rows` are the raw scanlines, each starting with its filter byte.
 * `extra` chunks go between IHDR and IDAT (an APNG's acTL).
 */
export function pngFile(options: {
  width: number;
  height: number;
  /** 0 grey, 2 RGB. */
  colourType: 0 | 2;
  rows: Buffer;
  extra?: Buffer[];
}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(options.width, 0);
  header.writeUInt32BE(options.height, 4);
  header[8] = 8; // bit depth
  header[9] = options.colourType;
  return Buffer.concat([
    SIGNATURE,
    pngChunk("IHDR", header),
    ...(options.extra ?? []),
    pngChunk("IDAT", deflateSync(options.rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 1×1 grey PNG. */
export const onePixelPng = (extra?: Buffer[]) =>
  pngFile({ width: 1, height: 1, colourType: 0, rows: Buffer.from([0, 0x80]), extra });
