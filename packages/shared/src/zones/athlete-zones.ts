import type { z } from "zod";
import { SportId } from "../sports/sport-ids.ts";
import { defaultAccountZones } from "./default-zones.ts";
import {
  type AccountZonesSchema,
  CyclingMethodsSchema,
  RunningMethodsSchema,
  SwimmingMethodsSchema,
} from "./zone.schemas.ts";

/** AccountZones as its schema reads them (an RPE method has no threshold). */
export type AthleteZones = z.infer<typeof AccountZonesSchema>;
export type MethodType = keyof AthleteZones;

const SPORT_SCHEMAS = {
  runningMethods: RunningMethodsSchema,
  cyclingMethods: CyclingMethodsSchema,
  swimmingMethods: SwimmingMethodsSchema,
} as const;

/** The workout types whose targets and stress read each method type (walking and hiking run). */
export const SPORTS_OF_METHOD_TYPE: Record<MethodType, readonly number[]> = {
  runningMethods: [SportId.running, SportId.walking, SportId.hiking],
  cyclingMethods: [SportId.cycling],
  swimmingMethods: [SportId.swimming],
};

/**
 * An athlete's zones as stored in users.zones, completed per sport with the domain core's
 * defaults: a new account stores {} and a sport never saved has no entry, yet totals and the
 * zones screen need all three.
 */
export function athleteZones(stored: unknown): AthleteZones {
  // The defaults satisfy the schema: RPE thresholds are null.
  const zones = defaultAccountZones() as AthleteZones;
  const record = typeof stored === "object" && stored !== null ? stored : {};
  for (const methodType of Object.keys(SPORT_SCHEMAS) as MethodType[]) {
    const parsed = SPORT_SCHEMAS[methodType].safeParse(
      (record as Record<string, unknown>)[methodType],
    );
    if (parsed.success) Object.assign(zones, { [methodType]: parsed.data });
  }
  return zones;
}
