import type { MethodZones } from "../zones/zone.types.ts";
import { ABOVE_ZONES, zoneOfScale } from "../zones/zone-lookup.ts";
import type { SampleValue } from "./activity.types.ts";

/**
 * Seconds in each of the athlete's zones. A value is placed on its method's scale (percent of
 * threshold; for pace, percent of threshold speed, so faster is higher) and counted in the
 * zone zoneOfScale gives: seconds[0] is below zone 1, seconds[1..5] the zones, seconds[6]
 * above zone 5 (it counts as zone 5 for stress; the chart may merge it).
 */
export interface ZoneTime {
  threshold: number;
  zoneNames: string[];
  seconds: number[];
}

export function timeInZones(
  values: readonly SampleValue[],
  isCounted: readonly boolean[],
  method: MethodZones,
  thresholdValue: number,
): ZoneTime {
  const seconds = new Array<number>(ABOVE_ZONES + 1).fill(0);
  values.forEach((value, second) => {
    if (value === null || !isCounted[second]) return;
    seconds[zoneOfScale(method.zones, (value / thresholdValue) * 100)] += 1;
  });
  return { threshold: thresholdValue, zoneNames: [...method.zoneNames], seconds };
}
