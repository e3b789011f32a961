import { sql } from "drizzle-orm";
import { activityDistanceM, activityDurationSec, activityStress } from "../../db/activity-figures";
import type { SqlParam } from "../../db/prepared-sql";

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
 * order, with their match and its deviation (for the flag): a JSON array of CalendarActivityRow,
 * a column of the range's one statement (calendar-range.repository). The figures are read out
 * of the summary JSON by the shared definitions of db/activity-figures.
 */
export const calendarActivitiesJson = (
  athleteId: SqlParam<number>,
  range: { startDate: SqlParam<string>; endDate: SqlParam<string> },
) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', activities.id, 'date', activities.date, 'sport', activities.sport,
      'name', activities.name, 'matchedWorkoutId', activities.matched_workout_id,
      'deviation', activities.deviation, 'durationSec', ${activityDurationSec},
      'distanceM', ${activityDistanceM}, 'stress', ${activityStress})
    order by activities.date, activities.start_time, activities.id), '[]')
  from activities
  where activities.athlete_id = ${athleteId}
    and activities.date >= ${range.startDate}::date and activities.date <= ${range.endDate}::date)`;
