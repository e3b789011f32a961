import { defaultAccountZones } from "../zones/default-zones.ts";
import { type ResolvedTarget, resolveStepTarget } from "../zones/resolve-target.ts";
import type { AccountZones } from "../zones/zone.types.ts";
import { methodZonesFor } from "../zones/zone-lookup.ts";
import { stepStress } from "./step-stress.ts";
import { stepVolume } from "./step-volume.ts";
import type { SingleStep, Step, WorkoutBody } from "./workout.schemas.ts";

/** One step as done once, with what the totals and the chart need. */
export interface StepTotals {
  uuid: string;
  action: SingleStep["action"];
  durationSec: number;
  distanceM: number;
  stress: number;
  target: ResolvedTarget;
}

export interface WorkoutTotals {
  /** Seconds, rounded to whole seconds. */
  totalDuration: number;
  /** Metres, rounded to 0.1 m (4 decimals of a km). */
  totalDistance: number;
  totalStress: number;
  /** The workout's steps with stress, zones and zone values filled in, ready to store. */
  steps: Step[];
  /** Every step in the order it is done, repeats flattened. */
  flatSteps: StepTotals[];
}

type TotalsWorkout = Pick<WorkoutBody, "type" | "method" | "basedOn" | "steps">;

/** Totals of a single step done once; the workout's fields say how to read its target. */
export function singleStepTotals(
  step: SingleStep,
  workout: Omit<TotalsWorkout, "steps">,
  zones: AccountZones | null,
): StepTotals {
  // A step with a method of its own (an imported file's) is read in it (decision 119).
  const method = step.method ?? workout.method;
  // Without the athlete's zones, percent and zone targets still map to the default ranges.
  const methodZones = methodZonesFor(zones ?? defaultAccountZones(), workout.type, method);
  const target = resolveStepTarget(step, method, methodZones);
  const volume = stepVolume(step, workout.basedOn, method, target);
  const stress = stepStress({
    durationSec: volume.durationSec,
    lowerZone: target.lowerZone,
    upperZone: target.upperZone,
    isDistanceBased: workout.basedOn === "Distance",
    method,
  });
  return { uuid: step.uuid, action: step.action, ...volume, stress, target };
}

function withTotals(step: SingleStep, totals: StepTotals): SingleStep {
  return {
    ...step,
    stress: totals.stress,
    lowerZone: totals.target.lowerZone,
    upperZone: totals.target.upperZone,
    lowerZoneValue: totals.target.lowerValue,
    upperZoneValue: totals.target.upperValue,
  };
}

/**
 * Totals of a workout, computed on the server from its steps (client totals are never
 * trusted). A repeat's inner steps count `repeats` times. Per-step stress is rounded per
 * step (the stored step field), and the workout's stress is the sum over every occurrence.
 */
export function computeWorkoutTotals(
  workout: TotalsWorkout,
  zones: AccountZones | null,
): WorkoutTotals {
  const flatSteps: StepTotals[] = [];
  const steps: Step[] = workout.steps.map((step) => {
    if (step.stepType === "step") {
      const totals = singleStepTotals(step, workout, zones);
      flatSteps.push(totals);
      return withTotals(step, totals);
    }
    const inner = step.steps.map((single) => ({
      single,
      totals: singleStepTotals(single, workout, zones),
    }));
    for (let round = 0; round < step.repeats; round += 1) {
      for (const { totals } of inner) flatSteps.push(totals);
    }
    return { ...step, steps: inner.map(({ single, totals }) => withTotals(single, totals)) };
  });
  const sum = (pick: (step: StepTotals) => number) =>
    flatSteps.reduce((total, step) => total + pick(step), 0);
  return {
    totalDuration: Math.round(sum((step) => step.durationSec)),
    totalDistance: Math.round(sum((step) => step.distanceM) * 10) / 10,
    totalStress: sum((step) => step.stress),
    steps,
    flatSteps,
  };
}
