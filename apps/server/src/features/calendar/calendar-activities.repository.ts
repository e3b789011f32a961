import type {
  ActivityFigures,
  MatchedPlan,
  SpecComment,
} from "@coach/shared/activities/spec-activity";
import { sql } from "drizzle-orm";
import { activityDistanceM, activityDurationSec, activityStress } from "../../db/activity-figures";
import type { SqlParam } from "../../db/prepared-sql";

/** A completed activity as the month grid shows it, with its match and that match's deviation. */
export type CalendarGridActivityRow = {
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

/** The same with everything of the spec's Activity: its figures, matched plan and comments. */
export type CalendarActivityRow = CalendarGridActivityRow & {
  athleteId: number;
  figures: Omit<ActivityFigures, "durationSec" | "distanceM" | "stress">;
  plan: MatchedPlan | null;
  comments: SpecComment[];
};

const number = (path: string) => sql.raw(`(activities.summary #>> '{${path}}')::float8`);

/** The rest of the spec's Activity, read out of the summary, the plan and the comments. */
const fullColumns = sql`,
  'athleteId', activities.athlete_id,
  'figures', json_build_object(
    'avgHeartRateBpm', ${number("avgHeartRateBpm")},
    'avgPowerW', ${number("power,avgPowerW")},
    'avgSpeedMps', ${number("avgSpeedMps")},
    'avgPaceSec', ${number("avgPaceSec")},
    'elevationGainM', ${number("elevationGainM")},
    'totalStrokes', ${number("swim,totalStrokes")},
    'isPool', coalesce(jsonb_typeof(activities.summary -> 'swim') = 'object', false)),
  'plan', (select json_build_object('basedOn', cw.based_on, 'totalDurationSec', cw.total_duration,
      'totalDistanceM', cw.total_distance, 'totalStress', cw.total_stress)
    from calendar_workouts cw where cw.id = activities.matched_workout_id),
  'comments', (select coalesce(json_agg(json_build_object('id', c.id,
      'date', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'content', c.content, 'user_id', c.user_id) order by c.created_at, c.id), '[]')
    from activity_comments c where c.activity_id = activities.id
      or c.workout_id = activities.matched_workout_id)`;

/**
 * The completed activities of an inclusive date range, in time order, with their match and its
 * deviation (for the flag): a JSON array, a column of the range's one statement
 * (calendar-range.repository). The grid's rows carry what the grid draws; the whole range's
 * carry everything of the spec's Activity. The figures are read out of the summary JSON by the
 * shared definitions of db/activity-figures.
 */
export const calendarActivitiesJson = (
  athleteId: SqlParam<number>,
  range: { startDate: SqlParam<string>; endDate: SqlParam<string> },
  shape: "grid" | "full",
) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', activities.id, 'date', activities.date, 'sport', activities.sport,
      'name', activities.name, 'matchedWorkoutId', activities.matched_workout_id,
      'deviation', activities.deviation, 'durationSec', ${activityDurationSec},
      'distanceM', ${activityDistanceM}, 'stress', ${activityStress}
      ${shape === "full" ? fullColumns : sql``})
    order by activities.date, activities.start_time, activities.id), '[]')
  from activities
  where activities.athlete_id = ${athleteId}
    and activities.date >= ${range.startDate}::date and activities.date <= ${range.endDate}::date)`;
