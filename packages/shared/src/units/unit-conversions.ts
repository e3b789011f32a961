/**
 * Display units: Metric by default; Imperial shows
 * miles, yards, feet, pounds and mph. Values are stored in SI and converted only for display.
 */
export type DisplayUnits = "Metric" | "Imperial";
export const DEFAULT_UNITS: DisplayUnits = "Metric";

/** 1 mile = 1.60934 km and 1 yard = 0.9144 m, the product's factors. */
export const METRES_PER_MILE = 1609.34;
export const METRES_PER_YARD = 0.9144;
export const METRES_PER_FOOT = 0.3048;
/** International avoirdupois pound (exact by definition, 1959). */
export const KILOGRAMS_PER_POUND = 0.45359237;
/** Swim pace is per 100 m, or per 100 yd = 91.44 m. */
export const SWIM_PACE_METRES = { Metric: 100, Imperial: 91.44 } as const;
/** Run pace is per km, or per mile. */
export const RUN_PACE_METRES = { Metric: 1000, Imperial: METRES_PER_MILE } as const;

export const UNIT_LABELS = {
  Metric: {
    distance: "km",
    shortDistance: "meters",
    elevation: "m",
    weight: "Kg",
    speed: "km/h",
    runPace: "min/km",
    swimPace: "min/100m",
  },
  Imperial: {
    distance: "mi",
    shortDistance: "yards",
    elevation: "ft",
    weight: "Lb",
    speed: "mph",
    runPace: "min/mi",
    swimPace: "min/100y",
  },
} as const satisfies Record<DisplayUnits, Record<string, string>>;

export function unitLabels(units: DisplayUnits | null | undefined) {
  return UNIT_LABELS[units ?? DEFAULT_UNITS];
}

/** Distances keep 4 decimals. */
export function roundDistance(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** Metres as km or miles, 4 decimals. */
export function longDistance(distanceM: number, units: DisplayUnits): number {
  return roundDistance(distanceM / (units === "Imperial" ? METRES_PER_MILE : 1000));
}

/** km or miles back to metres. */
export function metresFromLongDistance(value: number, units: DisplayUnits): number {
  return roundDistance(value * (units === "Imperial" ? METRES_PER_MILE : 1000));
}

/** Metres as metres or yards, 4 decimals (swim distances). */
export function shortDistance(distanceM: number, units: DisplayUnits): number {
  return roundDistance(units === "Imperial" ? distanceM / METRES_PER_YARD : distanceM);
}

export function metresFromShortDistance(value: number, units: DisplayUnits): number {
  return roundDistance(units === "Imperial" ? value * METRES_PER_YARD : value);
}

/** Elevation (climb, altitude) in metres or feet, unrounded. */
export function elevation(metres: number, units: DisplayUnits): number {
  return units === "Imperial" ? metres / METRES_PER_FOOT : metres;
}

/** m/s as km/h or mph. */
export function speedFromMps(speedMps: number, units: DisplayUnits): number {
  const metresPerHour = speedMps * 3600;
  return roundDistance(metresPerHour / (units === "Imperial" ? METRES_PER_MILE : 1000));
}

/** kg as Kg or Lb, 2 decimals. */
export function weightFromKg(weightKg: number, units: DisplayUnits): number {
  const value = units === "Imperial" ? weightKg / KILOGRAMS_PER_POUND : weightKg;
  return Math.round(value * 100) / 100;
}
