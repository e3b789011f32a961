/**
 * One zone as a range on its method's scale: percent of threshold for heart rate, power and
 * pace (for pace a higher percent is faster), or the RPE value itself for RPE.
 */
export interface ZoneRange {
  low: number;
  high: number;
}

/**
 * A method's zones for one athlete. threshold is bpm (heart rate), W (power), seconds per km
 * (running pace) or seconds per 100 m (T-pace); null until the athlete has one, and for RPE.
 */
export interface MethodZones {
  threshold: number | null;
  zoneNames: string[];
  zones: ZoneRange[];
}

export interface AccountZones {
  runningMethods: { ftpHr: MethodZones; pace: MethodZones; rpe: MethodZones };
  cyclingMethods: { ftpHr: MethodZones; power: MethodZones; rpe: MethodZones };
  swimmingMethods: { tpace: MethodZones; rpe: MethodZones };
}

/** Zone count 5. */
export const ZONE_COUNT = 5;
