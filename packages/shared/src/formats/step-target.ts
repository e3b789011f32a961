import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, WorkoutBody } from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import type { ExportThresholds } from "./export-context.ts";
import { WorkoutFileError } from "./workout-file-error.ts";

export type TargetMetric = "heartRate" | "power" | "speed" | "rpe";

/** Pace is per km for running and per 100 m for swimming (workout.schemas.ts). */
export type PaceDistanceM = 1000 | 100;

/** A step's target in the absolute units the watch formats use. */
export type ResolvedTarget =
  | { kind: "open" }
  | { kind: "zone"; metric: TargetMetric; lowZone: number; highZone: number }
  | { kind: "heartRate"; lowBpm: number; highBpm: number }
  | { kind: "power"; lowW: number; highW: number }
  /** % of FTP kept relative when the FTP is unknown: FIT and ZWO can carry it as such. */
  | { kind: "powerPercent"; lowPct: number; highPct: number }
  | { kind: "speed"; lowMps: number; highMps: number; paceDistanceM: PaceDistanceM }
  | { kind: "rpe"; low: number; high: number };

export function targetMetric(method: number | null): TargetMetric | null {
  switch (method) {
    case MethodId.heartrate:
      return "heartRate";
    case MethodId.power:
      return "power";
    case MethodId.pace:
    case MethodId.tpace:
      return "speed";
    case MethodId.rpe:
      return "rpe";
    default:
      return null;
  }
}

export function paceDistanceM(workout: Pick<WorkoutBody, "type" | "method">): PaceDistanceM {
  return workout.method === MethodId.tpace || workout.type === SportId.swimming ? 100 : 1000;
}

function requireThreshold(value: number | undefined, what: string): number {
  if (value == null) {
    throw new WorkoutFileError(
      "missing-threshold",
      `This export needs the athlete's ${what} to convert % targets; set it in the zones.`,
    );
  }
  return value;
}

function ordered(a: number, b: number): [number, number] {
  return a <= b ? [a, b] : [b, a];
}

/** Fixed values in the method's unit (bpm, W, s per km or 100 m, RPE) as a resolved target. */
export function fixedTarget(
  metric: TargetMetric,
  lower: number,
  upper: number,
  distanceM: PaceDistanceM,
): ResolvedTarget {
  const [low, high] = ordered(lower, upper);
  switch (metric) {
    case "heartRate":
      return { kind: "heartRate", lowBpm: Math.round(low), highBpm: Math.round(high) };
    case "power":
      return { kind: "power", lowW: Math.round(low), highW: Math.round(high) };
    case "speed":
      // The slower pace (more seconds) is the lower speed.
      return {
        kind: "speed",
        lowMps: distanceM / high,
        highMps: distanceM / low,
        paceDistanceM: distanceM,
      };
    case "rpe":
      return { kind: "rpe", low, high };
  }
}

function percentTarget(
  metric: TargetMetric,
  lowPct: number,
  highPct: number,
  distanceM: PaceDistanceM,
  thresholds: ExportThresholds,
): ResolvedTarget {
  switch (metric) {
    case "heartRate": {
      const bpm = requireThreshold(thresholds.heartRateBpm, "heart-rate threshold");
      return fixedTarget(metric, (lowPct * bpm) / 100, (highPct * bpm) / 100, distanceM);
    }
    case "power":
      return thresholds.ftpW == null
        ? { kind: "powerPercent", lowPct, highPct }
        : fixedTarget(
            metric,
            (lowPct * thresholds.ftpW) / 100,
            (highPct * thresholds.ftpW) / 100,
            distanceM,
          );
    case "speed": {
      // % pace is a share of the threshold speed, so 90 % is slower (as in intervals.icu).
      const thresholdSec =
        distanceM === 100
          ? requireThreshold(thresholds.swimPaceSecPer100m, "threshold swim pace (T-pace)")
          : requireThreshold(thresholds.runPaceSecPerKm, "threshold run pace");
      const thresholdMps = distanceM / thresholdSec;
      return {
        kind: "speed",
        lowMps: (thresholdMps * lowPct) / 100,
        highMps: (thresholdMps * highPct) / 100,
        paceDistanceM: distanceM,
      };
    }
    case "rpe":
      // RPE has no threshold (only fixed values and zones).
      return fixedTarget(metric, lowPct, highPct, distanceM);
  }
}

/** The step's own method when it has one (imported files), otherwise the workout's. */
export function stepMethod(step: SingleStep, workout: Pick<WorkoutBody, "method">): number | null {
  return step.method ?? workout.method;
}

/**
 * Resolves the step's target. Zone targets stay zones here; `zoneValuesTarget` gives their
 * resolved bounds for formats that cannot carry a zone range.
 */
export function resolveTarget(
  step: SingleStep,
  workout: Pick<WorkoutBody, "type" | "method">,
  thresholds: ExportThresholds = {},
): ResolvedTarget {
  const method = stepMethod(step, workout);
  const metric = targetMetric(method);
  if (metric == null) return { kind: "open" };
  if (step.unit === "zone") {
    const low = step.lowerZone ?? step.upperZone;
    const high = step.upperZone ?? step.lowerZone;
    if (low == null || high == null) return { kind: "open" };
    const [lowZone, highZone] = ordered(low, high);
    return { kind: "zone", metric, lowZone, highZone };
  }
  const lower = step.lower ?? step.upper;
  const upper = step.upper ?? step.lower;
  if (lower == null || upper == null) return { kind: "open" };
  const [low, high] = ordered(lower, upper);
  const distanceM = paceDistanceM({ type: workout.type, method });
  return step.unit === "%"
    ? percentTarget(metric, low, high, distanceM, thresholds)
    : fixedTarget(metric, low, high, distanceM);
}

/** The zone bounds resolved at save time (method units), or null when they were not saved. */
export function zoneValuesTarget(
  step: SingleStep,
  workout: Pick<WorkoutBody, "type" | "method">,
): ResolvedTarget | null {
  const method = stepMethod(step, workout);
  const metric = targetMetric(method);
  if (metric == null || step.lowerZoneValue == null || step.upperZoneValue == null) return null;
  const distanceM = paceDistanceM({ type: workout.type, method });
  return fixedTarget(metric, step.lowerZoneValue, step.upperZoneValue, distanceM);
}
