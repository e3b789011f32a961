import { MethodId } from "./method-ids.ts";
import type { AccountZones, MethodZones, ZoneRange } from "./zone.types.ts";

/** The zone number below the first zone (it counts as zone 0 for stress). */
export const BELOW_ZONES = 0;
/** The open-ended zone above the top one; it counts as zone 5 for stress. */
export const ABOVE_ZONES = 6;

/**
 * Zone number of a point on the method's scale: 0 below zone 1, 6 above zone 5, otherwise the
 * highest zone whose low bound it reaches, so a value in the gap between two integer ranges
 * (84.5 between 50-84 and 85-89) stays in the lower zone.
 */
export function zoneOfScale(zones: readonly ZoneRange[], scale: number): number {
  if (zones.length === 0) return ABOVE_ZONES;
  if (scale < zones[0].low) return BELOW_ZONES;
  if (scale > zones[zones.length - 1].high) return ABOVE_ZONES;
  let zone = 1;
  for (let index = 0; index < zones.length; index += 1) {
    if (scale >= zones[index].low) zone = index + 1;
  }
  return zone;
}

/** The account method of a sport and method id, or undefined when the sport does not offer it. */
export function methodZonesFor(
  zones: AccountZones | null | undefined,
  sportId: number,
  method: number | null,
): MethodZones | undefined {
  if (!zones || method === null) return undefined;
  const sport = sportId === 11 || sportId === 12 ? 1 : sportId;
  if (sport === 1) {
    const methods = zones.runningMethods;
    if (method === MethodId.heartrate) return methods.ftpHr;
    if (method === MethodId.pace) return methods.pace;
    if (method === MethodId.rpe) return methods.rpe;
  }
  if (sport === 2) {
    const methods = zones.cyclingMethods;
    if (method === MethodId.heartrate) return methods.ftpHr;
    if (method === MethodId.power) return methods.power;
    if (method === MethodId.rpe) return methods.rpe;
  }
  if (sport === 3) {
    const methods = zones.swimmingMethods;
    if (method === MethodId.tpace) return methods.tpace;
    if (method === MethodId.rpe) return methods.rpe;
  }
  return undefined;
}
