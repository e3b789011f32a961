import type { SingleStep } from "../workouts/workout.schemas.ts";
import { isPaceMethod, MethodId } from "./method-ids.ts";
import type { MethodZones } from "./zone.types.ts";
import { zoneOfScale } from "./zone-lookup.ts";

/**
 * A step target in every form at once. "lower" is the low-intensity end: for a pace that is
 * the slower one, so lowerValue (s/km) is numerically above upperValue.
 * Values: bpm, W, RPE, s/km (running pace) or s/100 m (T-pace). Pct: percent of threshold,
 * higher is harder for every method (for pace: speed percent), or the RPE value for RPE.
 */
export interface ResolvedTarget {
  lowerValue: number | null;
  upperValue: number | null;
  lowerScale: number | null;
  upperScale: number | null;
  lowerZone: number | null;
  upperZone: number | null;
}

type TargetStep = Pick<SingleStep, "unit" | "lower" | "upper" | "lowerZone" | "upperZone">;

function hasThreshold(zones: MethodZones): boolean {
  return zones.threshold !== null && zones.threshold > 0;
}

/**
 * Scale of an absolute value: HR and power value/threshold*100; pace threshold/seconds*100
 * (a speed ratio, so faster is higher); RPE is its own scale.
 */
export function scaleOfValue(
  method: number | null,
  zones: MethodZones,
  value: number,
): number | null {
  if (method === MethodId.rpe) return value;
  if (!hasThreshold(zones) || value <= 0) return null;
  const threshold = zones.threshold as number;
  return isPaceMethod(method) ? (threshold / value) * 100 : (value / threshold) * 100;
}

/** The inverse of scaleOfValue; pace seconds are rounded to 0.1 s, others to whole units. */
export function valueOfScale(
  method: number | null,
  zones: MethodZones,
  scale: number,
): number | null {
  if (method === MethodId.rpe) return scale;
  if (!hasThreshold(zones) || scale <= 0) return null;
  const threshold = zones.threshold as number;
  if (isPaceMethod(method)) return Math.round(((threshold * 100) / scale) * 10) / 10;
  return Math.round((threshold * scale) / 100);
}

function clampZone(zone: number, zoneCount: number): number {
  return Math.min(Math.max(Math.round(zone), 1), zoneCount);
}

function scalesOf(
  step: TargetStep,
  method: number | null,
  zones: MethodZones,
): [number, number] | null {
  if (step.unit === "zone") {
    if (step.lowerZone === null || step.upperZone === null || zones.zones.length === 0) return null;
    const count = zones.zones.length;
    const low = clampZone(Math.min(step.lowerZone, step.upperZone), count);
    const high = clampZone(Math.max(step.lowerZone, step.upperZone), count);
    return [zones.zones[low - 1].low, zones.zones[high - 1].high];
  }
  const lower = step.lower ?? step.upper;
  const upper = step.upper ?? step.lower;
  if (lower === null || upper === null) return null;
  if (step.unit === "%") return [Math.min(lower, upper), Math.max(lower, upper)];
  const a = scaleOfValue(method, zones, lower);
  const b = scaleOfValue(method, zones, upper);
  if (a === null || b === null) return null;
  return [Math.min(a, b), Math.max(a, b)];
}

/** Fixed targets keep the typed values (ordered by intensity); others come from the scale. */
function valuesOf(
  step: TargetStep,
  method: number | null,
  zones: MethodZones,
  [lowerScale, upperScale]: [number, number],
): Pick<ResolvedTarget, "lowerValue" | "upperValue"> {
  if (step.unit === "number" || step.unit === "seconds") {
    const lower = (step.lower ?? step.upper) as number;
    const upper = (step.upper ?? step.lower) as number;
    const isInOrder = scaleOfValue(method, zones, lower)! <= scaleOfValue(method, zones, upper)!;
    return isInOrder
      ? { lowerValue: lower, upperValue: upper }
      : { lowerValue: upper, upperValue: lower };
  }
  return {
    lowerValue: valueOfScale(method, zones, lowerScale),
    upperValue: valueOfScale(method, zones, upperScale),
  };
}

/**
 * Resolves a step's target against the athlete's zones for the workout's method. When a form
 * cannot be computed (no threshold yet, no target) it is null; the step's stored zones are kept
 * when they cannot be recomputed.
 */
export function resolveStepTarget(
  step: TargetStep,
  method: number | null,
  zones: MethodZones | undefined,
): ResolvedTarget {
  const stored: ResolvedTarget = {
    lowerValue: step.unit === "number" || step.unit === "seconds" ? step.lower : null,
    upperValue: step.unit === "number" || step.unit === "seconds" ? step.upper : null,
    lowerScale: step.unit === "%" ? step.lower : null,
    upperScale: step.unit === "%" ? step.upper : null,
    lowerZone: step.lowerZone,
    upperZone: step.upperZone,
  };
  if (!zones) return stored;
  const scales = scalesOf(step, method, zones);
  if (scales === null) return stored;
  const [lowerScale, upperScale] = scales;
  const isZoneUnit = step.unit === "zone";
  return {
    ...valuesOf(step, method, zones, scales),
    lowerScale,
    upperScale,
    lowerZone: isZoneUnit
      ? Math.min(step.lowerZone!, step.upperZone!)
      : zoneOfScale(zones.zones, lowerScale),
    upperZone: isZoneUnit
      ? Math.max(step.lowerZone!, step.upperZone!)
      : zoneOfScale(zones.zones, upperScale),
  };
}
