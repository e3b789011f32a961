// Draws the app's PNG icons from the same shapes as public/icon.svg (a 64-unit grid), with
// Node's zlib only: `node apps/web/scripts/draw-icons.mjs`. Run again after changing the mark.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const VIOLET = [0x5f, 0x3d, 0xc4];
const WHITE = [0xff, 0xff, 0xff];
const LINE = [
  [10, 44],
  [24, 24],
  [34, 36],
  [42, 26],
  [54, 44],
];
const STROKE_WIDTH = 5;
const CORNER_RADIUS = 14;
const SAMPLES = 4; // per axis and pixel, for smooth edges

function distanceToSegment(x, y, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function isInRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER_RADIUS), 64 - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), 64 - CORNER_RADIUS);
  return x >= 0 && x <= 64 && y >= 0 && y <= 64 && Math.hypot(x - cx, y - cy) <= CORNER_RADIUS;
}

/** A maskable icon fills the square and keeps the mark inside the central safe circle. */
function colourAt(x, y, isMaskable) {
  const scale = isMaskable ? 0.85 : 1;
  const gx = 32 + (x - 32) / scale;
  const gy = 32 + (y - 32) / scale;
  const onLine = LINE.slice(1).some(
    (point, i) => distanceToSegment(gx, gy, LINE[i], point) <= STROKE_WIDTH / 2,
  );
  if (onLine) return [...WHITE, 255];
  if (isMaskable || isInRoundedSquare(x, y)) return [...VIOLET, 255];
  return [0, 0, 0, 0];
}

function drawPixels(size, isMaskable) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    rows[py * (size * 4 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) * 64) / size;
          const y = ((py + (sy + 0.5) / SAMPLES) * 64) / size;
          const [r, g, b, a] = colourAt(x, y, isMaskable);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const offset = py * (size * 4 + 1) + 1 + px * 4;
      const alpha = sum[3] / SAMPLES ** 2;
      for (let c = 0; c < 3; c++) rows[offset + c] = sum[3] ? Math.round(sum[c] / sum[3]) : 0;
      rows[offset + 3] = Math.round(alpha);
    }
  }
  return rows;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (RFC 2083): 8-bit RGBA, one IDAT chunk. */
function png(size, isMaskable) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(drawPixels(size, isMaskable), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const publicDir = path.resolve(import.meta.dirname, "../public");
writeFileSync(path.join(publicDir, "icon-192.png"), png(192, false));
writeFileSync(path.join(publicDir, "icon-512.png"), png(512, false));
writeFileSync(path.join(publicDir, "icon-maskable-512.png"), png(512, true));
