import type { PlanCalendarWorkout } from "./plans.repository";

/**
 * Whether a calendar workout created by a plan counts as completed, so that removing, updating
 * or shifting the plan leaves it where it is (incomplete workouts
 * are removed or rewritten, completed ones stay): an uploaded activity is matched to it, whatever
 * its date (a workout done today, or one dated later that an activity was matched to), or its
 * date is before the athlete's today.
 */
export function isCompletedPlanWorkout(
  workout: Pick<PlanCalendarWorkout, "date" | "isMatched">,
  athleteToday: string,
): boolean {
  return workout.isMatched || workout.date < athleteToday;
}
