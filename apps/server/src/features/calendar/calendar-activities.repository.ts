import { sql } from "drizzle-orm";
import { activityDistanceM, activityDurationSec, activityStress } from "../../db/activity-figures";
import type { Executor } from "../../db/client";

/** A completed activity as the calendar shows it, with its match and that match's deviation. */
export type CalendarActivityRow = {
  id: number;
  date: string;
  sport: number;
  name: string;
  matchedWorkoutId: number | null;
  deviation: number | null;
  durationSec: number;
  distanceM: number | null;
  stress: number | null;
};

/**
 * The completed activities of an inclusive date range as the calendar shows them, in time
 * order, with their match and its deviation (for the flag). One query, in plain SQL whose rows
 * need no mapping (docs/decisions/101-calendar-grid-answer.md); the figures are read out of the
 * summary JSON by the shared definitions of db/activity-figures.
 */
export async function findCalendarActivities(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<CalendarActivityRow[]> {
  const result = await db.execute<CalendarActivityRow>(sql`
    select activities.id, activities.date, activities.sport, activities.name,
      activities.matched_workout_id as "matchedWorkoutId", activities.deviation,
      ${activityDurationSec} as "durationSec", ${activityDistanceM} as "distanceM",
      ${activityStress} as "stress"
    from activities
    where activities.athlete_id = ${athleteId}
      and activities.date >= ${startDate}::date and activities.date <= ${endDate}::date
    order by activities.date, activities.start_time, activities.id`);
  return result.rows;
}
