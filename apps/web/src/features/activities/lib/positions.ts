import { type ClientSamples, positionDegrees } from "@coach/shared/activities/client-series";

/** The route as [lat, lng] pairs in degrees; empty when the file has no positions. */
export function routePositions(samples: ClientSamples | undefined): [number, number][] {
  const lat = samples?.series.position_lat;
  const lng = samples?.series.position_long;
  if (!lat || !lng) return [];
  const route: [number, number][] = [];
  for (let index = 0; index < lat.length; index += 1) {
    const a = positionDegrees(lat[index] ?? null);
    const b = positionDegrees(lng[index] ?? null);
    if (a === null || b === null || (a === 0 && b === 0)) continue;
    route.push([a, b]);
  }
  return route;
}
