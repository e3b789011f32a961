import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";

/** What the journeys' maps credit for their tiles (a real deployment names its provider). */
export const E2E_TILE_ATTRIBUTION = "Journey tiles <by the test suite>";

/** Tiles are 256 px squares (the OpenStreetMap convention Leaflet expects). */
const TILE_PX = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pale green tile with a grey border: a screenshot shows the grid of tiles under the route. */
function tilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_PX, 0);
  header.writeUInt32BE(TILE_PX, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_PX; y += 1) {
    const row = Buffer.alloc(1 + TILE_PX * 3); // filter byte 0, then pixels
    for (let x = 0; x < TILE_PX; x += 1) {
      const isEdge = x === 0 || y === 0;
      row.set(isEdge ? [173, 181, 189] : [235, 251, 238], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A local stand-in for an OpenStreetMap-style tile server (no tile server is reachable from
 * the test machines): any /{z}/{x}/{y}.png answers one PNG tile, anything else 404.
 */
export async function startFakeTileServer() {
  const png = tilePng();
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": "image/png", "content-length": png.length });
    response.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
