import type { WorkoutBody } from "../workouts/workout.schemas.ts";
import type { StepTotals } from "../workouts/workout-totals.ts";
import type { Subtype } from "./subtype.types.ts";
import { findSubtype, TEST_SUBTYPE_ID } from "./subtypes.ts";

export type DurationLimitCheck = { ok: true } | { ok: false; error: string };

/** Minutes with at most two decimals: 10 s reads 0.17, 5400 s reads 90. */
export function formatLimitMinutes(seconds: number): string {
  return String(Math.round((seconds / 60) * 100) / 100);
}

export function durationLimitMessage(subtype: Subtype): string {
  const range = `between ${formatLimitMinutes(subtype.minDurationSec)} and ${formatLimitMinutes(subtype.maxDurationSec)} minutes`;
  if (subtype.limitScope === "workStep") {
    return `Each work interval of a ${subtype.name} workout must last ${range}.`;
  }
  if (subtype.limitScope === "workTotal") {
    return `The work intervals of a ${subtype.name} workout must add up to ${range}.`;
  }
  const article = /^[AEIOU]/i.test(subtype.name) ? "An" : "A";
  return `${article} ${subtype.name} workout must last ${range}.`;
}

function isWithin(subtype: Subtype, seconds: number): boolean {
  return seconds >= subtype.minDurationSec && seconds <= subtype.maxDurationSec;
}

type LimitedWorkout = Pick<WorkoutBody, "type" | "subtype"> & { isSTDefault?: boolean };

/**
 * Checks a workout against its subtype's duration limits with the
 * flattened steps of computeWorkoutTotals. Durations of 0 are unknown (a distance-based step
 * without a pace target) and are not judged. Without a known subtype there is nothing to check.
 * Test workouts (subtype 50) are not judged either: the product's own test protocols (a 30-minute
 * lactate-threshold run, a 1000 m swim) do not fit the Test ranges, and a coach's
 * copy of one must stay saveable (docs/decisions/015-test-workout-limits.md).
 */
export function checkDurationLimits(
  workout: LimitedWorkout,
  flatSteps: readonly Pick<StepTotals, "action" | "durationSec">[],
): DurationLimitCheck {
  const subtype = findSubtype(workout.type, workout.subtype);
  if (!subtype || workout.isSTDefault === true || subtype.id === TEST_SUBTYPE_ID)
    return { ok: true };
  const failed: DurationLimitCheck = { ok: false, error: durationLimitMessage(subtype) };
  const workSec = flatSteps
    .filter((step) => step.action === "Work" && step.durationSec > 0)
    .map((step) => step.durationSec);
  if (subtype.limitScope === "workStep") {
    return workSec.every((seconds) => isWithin(subtype, Math.round(seconds)))
      ? { ok: true }
      : failed;
  }
  const seconds = Math.round(
    (subtype.limitScope === "workTotal"
      ? workSec
      : flatSteps.map((step) => step.durationSec)
    ).reduce((sum, value) => sum + value, 0),
  );
  if (seconds === 0) return { ok: true };
  return isWithin(subtype, seconds) ? { ok: true } : failed;
}
