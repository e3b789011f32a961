import type { AccountZones, MethodZones, ZoneRange } from "./zone.types.ts";

/**
 * Default zones per method. Sources, see docs/decisions/010-default-zones.md:
 * - Running heart rate, cycling power, RPE: the product's own defaults.
 * - Cycling FTP heart rate: Joe Friel, "A Quick Guide to Setting Zones" (trainingbible.com,
 *   2009), cycling zones as % of lactate-threshold heart rate: Z1 < 81, Z2 81-89, Z3 90-93,
 *   Z4 94-99, Z5 >= 100 (5a-5c merged); the open ends use the running bounds 50 and 115.
 * - Running pace: the same Friel guide gives run zones as % of threshold pace *time*
 *   (Z1 > 129, Z2 114-129, Z3 106-113, Z4 101-105, Z5 <= 100). A higher percent is faster in
 *   this product, so each bound is turned into speed (100 / time%): 77.5, 87.7, 94.3, 99.0,
 *   rounded to whole percents, as intervals.icu's default pace zones also do.
 * - Swim T-pace: CSS offsets of +15 s, +10 s, +5 s and 0 s per 100 m (Breakaway Coaching &
 *   Analytics, "Setting your swim training zones") taken at a 1:40/100 m T-pace and turned into
 *   speed percent: 87, 91, 95, 100.
 */

function ranges(bounds: readonly [number, number][]): ZoneRange[] {
  return bounds.map(([low, high]) => ({ low, high }));
}

export const DEFAULT_ZONE_RANGES = {
  runningHeartRate: ranges([
    [50, 84],
    [85, 89],
    [90, 94],
    [95, 99],
    [100, 115],
  ]),
  cyclingHeartRate: ranges([
    [50, 80],
    [81, 89],
    [90, 93],
    [94, 99],
    [100, 115],
  ]),
  cyclingPower: ranges([
    [1, 54],
    [55, 74],
    [75, 89],
    [90, 104],
    [105, 150],
  ]),
  runningPace: ranges([
    [50, 77],
    [78, 87],
    [88, 94],
    [95, 99],
    [100, 130],
  ]),
  swimmingTPace: ranges([
    [50, 87],
    [88, 91],
    [92, 95],
    [96, 100],
    [101, 130],
  ]),
  rpe: ranges([
    [1, 2],
    [3, 4],
    [5, 6],
    [7, 8],
    [9, 10],
  ]),
} as const satisfies Record<string, ZoneRange[]>;

export const DEFAULT_ZONE_NAMES = {
  heartRate: ["Recovery", "Aerobic", "Tempo", "Threshold", "Anaerobic"],
  power: ["Active recovery", "Endurance", "Tempo", "Threshold", "VO2max"],
  pace: ["Recovery", "Endurance", "Tempo", "Threshold", "VO2max"],
  rpe: ["Very easy", "Easy", "Moderate", "Hard", "Maximal"],
} as const;

function method(zones: readonly ZoneRange[], names: readonly string[]): MethodZones {
  return { threshold: null, zoneNames: [...names], zones: zones.map((zone) => ({ ...zone })) };
}

/** A new account's zones: default ranges, no thresholds yet. A fresh copy on every call. */
export function defaultAccountZones(): AccountZones {
  const zones = DEFAULT_ZONE_RANGES;
  const names = DEFAULT_ZONE_NAMES;
  return {
    runningMethods: {
      ftpHr: method(zones.runningHeartRate, names.heartRate),
      pace: method(zones.runningPace, names.pace),
      rpe: method(zones.rpe, names.rpe),
    },
    cyclingMethods: {
      ftpHr: method(zones.cyclingHeartRate, names.heartRate),
      power: method(zones.cyclingPower, names.power),
      rpe: method(zones.rpe, names.rpe),
    },
    swimmingMethods: {
      tpace: method(zones.swimmingTPace, names.pace),
      rpe: method(zones.rpe, names.rpe),
    },
  };
}
