import type { ZoneRange } from "./zone.types.ts";

/** A zone in whole beats per minute or watts, both ends included. */
export type CountZone = { low: number; high: number };
/** A zone in whole seconds of pace per display distance: its slowest and its fastest pace. */
export type PaceZone = { slowest: number; fastest: number };

/**
 * Zones are percents of threshold with whole-number bounds (Z1 50-84, Z2 85-89...), and a value
 * belongs to the highest zone whose low bound it reaches (zoneOfScale). Converted end by end, the
 * absolute ranges left holes: at 172 bpm Z1 showed 86-144 and Z2 146-153, and 145 bpm was in
 * neither. These ranges are cut where zoneOfScale changes zone instead, so they are contiguous by
 * construction (each zone starts one unit after the previous one ends) and every whole value
 * shown in a zone is counted in that zone. The ends of the first and last zone are the last
 * values inside them; beyond are "below zone 1" and "above zone 5".
 */
export function countZones(threshold: number, zones: readonly ZoneRange[]): CountZone[] {
  // The scale time-in-zones puts a sample on (activities/time-in-zones.ts).
  const scale = (value: number) => (value / threshold) * 100;
  // The first whole value at or above `percent`; the estimate is corrected by the scale itself,
  // so floating-point rounding never puts a shown value in another zone than the one counted.
  const firstReaching = (percent: number) => {
    let value = Math.ceil((threshold * percent) / 100);
    while (scale(value - 1) >= percent) value -= 1;
    while (scale(value) < percent) value += 1;
    return value;
  };
  const lastWithin = (percent: number) => {
    let value = Math.floor((threshold * percent) / 100);
    while (scale(value + 1) <= percent) value += 1;
    while (scale(value) > percent) value -= 1;
    return value;
  };
  return zones.map((zone, index) => {
    const next = zones[index + 1];
    return {
      low: firstReaching(zone.low),
      high: next ? firstReaching(next.low) - 1 : lastWithin(zone.high),
    };
  });
}

/**
 * The same for pace (`thresholdPaceSec`: seconds per km, mile, 100 m or 100 yd as shown): a
 * higher percent is faster, so a pace is on the scale at threshold pace / pace × 100 (the
 * threshold speed's percent) and each zone runs from its slowest pace to its fastest, the next
 * zone starting one second faster.
 */
export function paceZones(thresholdPaceSec: number, zones: readonly ZoneRange[]): PaceZone[] {
  const scale = (paceSec: number) => (thresholdPaceSec / paceSec) * 100;
  const slowestReaching = (percent: number) => {
    let pace = Math.floor((thresholdPaceSec * 100) / percent);
    while (scale(pace + 1) >= percent) pace += 1;
    while (scale(pace) < percent) pace -= 1;
    return pace;
  };
  const fastestWithin = (percent: number) => {
    let pace = Math.ceil((thresholdPaceSec * 100) / percent);
    while (scale(pace - 1) <= percent) pace -= 1;
    while (scale(pace) > percent) pace += 1;
    return pace;
  };
  return zones.map((zone, index) => {
    const next = zones[index + 1];
    return {
      slowest: slowestReaching(zone.low),
      fastest: next ? slowestReaching(next.low) + 1 : fastestWithin(zone.high),
    };
  });
}
