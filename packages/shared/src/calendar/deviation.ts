/**
 * How far a completed activity is from its planned workout:
 * on duration or distance as the activity is based on, in percent of the plan, positive when
 * more was done. Rounded to 0.1 so the stored value and the flags agree.
 */
export const DEVIATION_TOLERANCE_PCT = 20;

export function deviationPercent(
  planned: number | null | undefined,
  completed: number | null | undefined,
): number | null {
  if (!planned || !Number.isFinite(planned) || planned <= 0) return null;
  if (completed === null || completed === undefined || !Number.isFinite(completed)) return null;
  return Math.round(((completed - planned) / planned) * 1000) / 10;
}

export interface ActivityAmounts {
  based_on: "duration" | "distance" | null;
  completed_duration_seconds: number | null;
  planned_duration_seconds: number | null;
  completed_distance: number | null;
  planned_distance: number | null;
}

export function activityDeviation(activity: ActivityAmounts): number | null {
  if (activity.based_on === "distance") {
    return deviationPercent(activity.planned_distance, activity.completed_distance);
  }
  return deviationPercent(activity.planned_duration_seconds, activity.completed_duration_seconds);
}

export function isWithinTolerance(deviationPct: number): boolean {
  return Math.abs(deviationPct) <= DEVIATION_TOLERANCE_PCT;
}

/**
 * The done-colour used outside the calendar: success when the actual amount is within 20% of
 * the planned one, otherwise between; nothing planned means the activity was unplanned.
 */
export function doneColour(
  planned: number | null | undefined,
  actual: number | null | undefined,
): "success" | "between" | "unplanned" {
  const deviation = deviationPercent(planned, actual ?? 0);
  if (deviation === null) return "unplanned";
  return isWithinTolerance(deviation) ? "success" : "between";
}
