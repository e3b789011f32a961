import { isPaceMethod, MethodId } from "../zones/method-ids.ts";
import type { ResolvedTarget } from "../zones/resolve-target.ts";
import type { BasedOn, SingleStep } from "./workout.schemas.ts";

/**
 * Duration and distance of one step. The workout's basedOn says which one the coach typed;
 * the other is estimated from a pace target (docs/decisions/012-workout-totals.md):
 * time = distance x pace at the middle of the target range, distance = time / that pace.
 * Heart-rate, power and RPE targets say nothing about speed, so the other quantity is 0.
 */
export interface StepVolume {
  durationSec: number;
  distanceM: number;
  /** True when durationSec was estimated from distance (or is unknown). */
  isDurationEstimated: boolean;
}

/** Running pace is per km, T-pace per 100 m (workout.schemas.ts). */
export function paceDistanceM(method: number | null): number {
  return method === MethodId.tpace ? 100 : 1000;
}

/** Seconds per metre at the middle of a resolved pace target, or null without a pace. */
export function secondsPerMetre(method: number | null, target: ResolvedTarget): number | null {
  if (!isPaceMethod(method)) return null;
  const paces = [target.lowerValue, target.upperValue].filter(
    (value): value is number => value !== null && value > 0,
  );
  if (paces.length === 0) return null;
  const meanPaceSec = paces.reduce((sum, value) => sum + value, 0) / paces.length;
  return meanPaceSec / paceDistanceM(method);
}

function positive(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}

export function stepVolume(
  step: Pick<SingleStep, "duration" | "distance">,
  basedOn: BasedOn,
  method: number | null,
  target: ResolvedTarget,
): StepVolume {
  const pace = secondsPerMetre(method, target);
  if (basedOn === "Distance") {
    const distanceM = positive(step.distance);
    return {
      distanceM,
      durationSec: pace === null ? 0 : distanceM * pace,
      isDurationEstimated: true,
    };
  }
  const durationSec = positive(step.duration);
  return {
    durationSec,
    distanceM: pace === null ? 0 : durationSec / pace,
    isDurationEstimated: false,
  };
}
