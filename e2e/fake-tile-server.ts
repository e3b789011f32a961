import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pngFile } from "../apps/server/test/png-bytes";

/** What the journeys' maps credit for their tiles (a real deployment names its provider). */
export const E2E_TILE_ATTRIBUTION = "Journey tiles <by the test suite>";

/** Tiles are 256 px squares (the OpenStreetMap convention Leaflet expects). */
const TILE_PX = 256;

/** A pale green tile with a grey border: a screenshot shows the grid of tiles under the route. */
function tilePng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_PX; y += 1) {
    const row = Buffer.alloc(1 + TILE_PX * 3); // filter byte 0, then pixels
    for (let x = 0; x < TILE_PX; x += 1) {
      const isEdge = x === 0 || y === 0;
      row.set(isEdge ? [173, 181, 189] : [235, 251, 238], 1 + x * 3);
    }
    rows.push(row);
  }
  return pngFile({ width: TILE_PX, height: TILE_PX, colourType: 2, rows: Buffer.concat(rows) });
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
