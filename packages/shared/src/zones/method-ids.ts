/** Intensity methods, with their zone names. */
export const MethodId = {
  heartrate: 1,
  pace: 2,
  power: 3,
  tpace: 4,
  rpe: 5,
} as const;
export type MethodIdValue = (typeof MethodId)[keyof typeof MethodId];

/** The key of each method inside an account's zones (its zone name). */
export const METHOD_ZONE_NAMES = {
  1: "ftpHr",
  2: "pace",
  3: "power",
  4: "tpace",
  5: "rpe",
} as const satisfies Record<MethodIdValue, string>;
export type MethodZoneName = (typeof METHOD_ZONE_NAMES)[MethodIdValue];

export const METHOD_NAMES: Record<MethodIdValue, string> = {
  1: "Heartrate",
  2: "Pace",
  3: "Power",
  4: "T-pace",
  5: "RPE",
};

/** Methods offered per sport id; walking and hiking follow running. */
export const SPORT_METHODS: Readonly<Record<number, readonly MethodIdValue[]>> = {
  1: [MethodId.heartrate, MethodId.pace, MethodId.rpe],
  2: [MethodId.heartrate, MethodId.power, MethodId.rpe],
  3: [MethodId.tpace, MethodId.rpe],
};

export function methodsOfSport(sportId: number): readonly MethodIdValue[] {
  const sport = sportId === 11 || sportId === 12 ? 1 : sportId;
  return SPORT_METHODS[sport] ?? [];
}

export function isMethodId(value: number): value is MethodIdValue {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Pace methods measure time per distance: a faster (higher-intensity) target has fewer seconds. */
export function isPaceMethod(method: number | null): boolean {
  return method === MethodId.pace || method === MethodId.tpace;
}
