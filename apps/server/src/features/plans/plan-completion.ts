import type { PlanCalendarWorkout } from "./plans.repository";

/**
 * Whether a calendar workout created by a plan counts as completed, so that removing or updating
 * the plan leaves it where it is (second document, section 4: incomplete workouts are removed or
 * rewritten, completed ones stay). No activity is matched to a planned workout yet (activities
 * issue), so a workout is completed once its date is before the athlete's today; the activities
 * issue extends this one function (and the row it reads) with the matched activity.
 */
export function isCompletedPlanWorkout(
  workout: Pick<PlanCalendarWorkout, "date">,
  athleteToday: string,
): boolean {
  return workout.date < athleteToday;
}
