import { isWithinTolerance } from "./deviation.ts";

/**
 * Calendar event flags. "today" is a "YYYY-MM-DD" argument: the
 * rules never read the clock, so the server and the browser agree and tests are fixed.
 */
export type EventFlag = "success" | "between" | "unplanned" | "failure" | "scheduled";

/** A completed activity: matched ones by their deviation, the rest unplanned. */
export function activityFlag(activity: {
  isMatched: boolean;
  deviationPct: number | null;
}): EventFlag {
  if (!activity.isMatched) return "unplanned";
  // A match without a measurable deviation (nothing planned to compare) counts as done as planned.
  if (activity.deviationPct === null) return "success";
  return isWithinTolerance(activity.deviationPct) ? "success" : "between";
}

/**
 * A planned workout: when an activity matched it, the activity's flag; otherwise failure once
 * its day is past and scheduled until then (today included).
 */
export function plannedWorkoutFlag(
  workout: { date: string; isMatched: boolean; deviationPct?: number | null },
  today: string,
): EventFlag {
  if (workout.isMatched)
    return activityFlag({ isMatched: true, deviationPct: workout.deviationPct ?? null });
  return workout.date < today ? "failure" : "scheduled";
}

/** Comparison flags of the dashboard and the rankings. */
export type ComparisonFlag = "completed" | "almost" | "failed" | "unplanned";
export type DashboardGroup = "completed_or_unplanned" | "missed_or_deviated" | "scheduled";

/** The comparison flag of a calendar flag; a scheduled workout has none yet. */
export function comparisonFlag(flag: EventFlag): ComparisonFlag | null {
  const flags: Record<EventFlag, ComparisonFlag | null> = {
    success: "completed",
    between: "almost",
    failure: "failed",
    unplanned: "unplanned",
    scheduled: null,
  };
  return flags[flag];
}

/** The dashboard box of a flag: done or unplanned, missed or off the plan, still to come. */
export function dashboardGroup(flag: EventFlag): DashboardGroup {
  if (flag === "success" || flag === "unplanned") return "completed_or_unplanned";
  if (flag === "failure" || flag === "between") return "missed_or_deviated";
  return "scheduled";
}
