import type {
  ThresholdMethodType,
  ThresholdPoint,
} from "@coach/shared/performance/performance.schemas";
import { THRESHOLD_METHOD_TYPES } from "@coach/shared/performance/performance.schemas";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import type { NewThresholdHistoryRow } from "./performance.repository";

type Methods = Record<string, { threshold: number | null }>;

/**
 * The rows a zones update adds to the threshold history: one per method of the saved sport
 * whose threshold changed to a number (RPE has none; a cleared threshold is no point).
 */
export function thresholdChanges(
  athleteId: number,
  methodType: ThresholdMethodType,
  before: AthleteZones,
  after: AthleteZones,
  recordedOn: string,
): NewThresholdHistoryRow[] {
  const old = before[methodType] as Methods;
  return Object.entries(after[methodType] as Methods).flatMap(([method, { threshold }]) =>
    threshold !== null && threshold !== old[method]?.threshold
      ? [{ athleteId, methodType, method, threshold, recordedOn }]
      : [],
  );
}

/** The thresholds saved now (of unknown date), one per method that has one. */
export function currentThresholds(zones: AthleteZones): ThresholdPoint[] {
  return THRESHOLD_METHOD_TYPES.flatMap((methodType) =>
    Object.entries(zones[methodType] as Methods).flatMap(([method, { threshold }]) =>
      threshold === null ? [] : [{ methodType, method, threshold, recordedOn: null }],
    ),
  );
}
