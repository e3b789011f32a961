import { planSports } from "../sports/sport-types.ts";
import { computeWorkoutTotals } from "../workouts/workout-totals.ts";
import type { AccountZones } from "../zones/zone.types.ts";
import type { PlanWorkout } from "./plan.schemas.ts";
import type { PlanDraft } from "./plan-builder.ts";

/**
 * A plan's figures, recomputed on every add, delete or move:
 * weeks, workouts, and days = the days that hold at least one workout (the training days;
 * rest days are not counted). See docs/decisions/013-plan-builder.md.
 */
export interface PlanCounts {
  weeks: number;
  workoutsCount: number;
  days: number;
}

export function planWorkouts(plan: Pick<PlanDraft, "structure">): PlanWorkout[] {
  return plan.structure.flatMap((week) => week.flatMap((day) => day.workouts));
}

export function planCounts(plan: Pick<PlanDraft, "structure">): PlanCounts {
  return {
    weeks: plan.structure.length,
    workoutsCount: planWorkouts(plan).length,
    days: plan.structure.reduce(
      (sum, week) => sum + week.filter((day) => day.workouts.length > 0).length,
      0,
    ),
  };
}

/** The plan's meta for the library card and overview: sports (strength left out) and counts. */
export function planMeta(plan: Pick<PlanDraft, "structure">): PlanCounts & { sports: number[] } {
  return {
    ...planCounts(plan),
    sports: planSports(planWorkouts(plan).map((workout) => workout.type)),
  };
}

/** Expected stress per week for the builder's chart, recomputed from the steps. */
export function weeklyStress(
  plan: Pick<PlanDraft, "structure">,
  zones: AccountZones | null,
): number[] {
  return plan.structure.map((week) =>
    week.reduce(
      (sum, day) =>
        sum +
        day.workouts.reduce(
          (daySum, workout) => daySum + computeWorkoutTotals(workout, zones).totalStress,
          0,
        ),
      0,
    ),
  );
}
