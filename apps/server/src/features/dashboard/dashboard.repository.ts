import { type SQL, sql } from "drizzle-orm";
import { activityDistanceM, activityDurationSec } from "../../db/activity-figures";
import type { Executor } from "../../db/client";

/**
 * SQL of the dashboard. The athletes come first, through the access rule (`visible`); the lists
 * then read those athletes' rows by id, so PostgreSQL knows how few they are and reads them
 * through the (athlete_id, date) indexes instead of every athlete's rows of the window.
 */

const idArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

export type DashboardAthleteRow = {
  id: number;
  full_name: string;
  email: string;
  profile_picture_url: string | null;
  timezone: string;
};

/** The viewer's athletes by name. */
export async function findAthletes(db: Executor, visible: SQL): Promise<DashboardAthleteRow[]> {
  const result = await db.execute<DashboardAthleteRow>(sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.email,
           u.profile_picture_url, u.timezone
    from users u where u.id in ${visible}
    order by lower(trim(u.first_name || ' ' || u.last_name)), u.id`);
  return result.rows;
}

export type DashboardWorkoutRow = {
  id: number;
  athlete_id: number;
  date: string;
  name: string;
  type: number;
  total_duration: number;
  total_distance: number;
  matched_activity_id: number | null;
  deviation: number | null;
};

/** The athletes' planned workouts from fromDate to toDate, without the given calendar item types. */
export async function findWorkouts(
  db: Executor,
  athleteIds: number[],
  fromDate: string,
  toDate: string,
  excludedTypes: number[],
): Promise<DashboardWorkoutRow[]> {
  const result = await db.execute<DashboardWorkoutRow>(sql`
    select w.id, w.athlete_id, w.date::text as date, w.name, w.type, w.total_duration,
           w.total_distance, a.id as matched_activity_id, a.deviation
    from calendar_workouts w
    -- Per workout through the index of matched workouts (one at most). The limit keeps the
    -- planner from turning this into a hash join over every activity of the platform.
    left join lateral (select id, deviation from activities
                       where matched_workout_id = w.id limit 1) a on true
    where w.athlete_id = any(${idArray(athleteIds)})
      and w.date between ${fromDate}::date and ${toDate}::date
      and w.type not in (${sql.join(
        excludedTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
    order by w.date, w.athlete_id, w.position, w.id`);
  return result.rows;
}

export type DashboardActivityRow = {
  id: number;
  athlete_id: number;
  date: string;
  name: string;
  sport: number;
  duration_sec: number;
  distance_m: number | null;
  matched_workout_id: number | null;
  deviation: number | null;
};

/** The athletes' completed activities from fromDate to toDate. */
export async function findActivities(
  db: Executor,
  athleteIds: number[],
  fromDate: string,
  toDate: string,
): Promise<DashboardActivityRow[]> {
  const result = await db.execute<DashboardActivityRow>(sql`
    select activities.id, activities.athlete_id, activities.date::text as date, activities.name,
           activities.sport, ${activityDurationSec} as duration_sec,
           ${activityDistanceM} as distance_m, activities.matched_workout_id,
           activities.deviation
    from activities
    where activities.athlete_id = any(${idArray(athleteIds)})
      and activities.date between ${fromDate}::date and ${toDate}::date
    order by activities.date, activities.athlete_id, activities.start_time, activities.id`);
  return result.rows;
}

export type RecentCommentRow = {
  id: number;
  activity_id: number;
  user_id: number;
  content: string;
  created_at: Date | string;
  user_name: string;
  user_picture_url: string | null;
  athlete_id: number;
  activity_name: string;
  activity_date: string;
  sport: number;
  matched_workout_id: number | null;
  workout_name: string | null;
};

/**
 * The comments written since `since` on the athletes' activities, of the `limit` activities
 * whose latest such comment is the newest, leaving out activities where only the viewer wrote:
 * the viewer's own words are not news to them. Newest thread first, each oldest comment first.
 */
export async function findRecentComments(
  db: Executor,
  athleteIds: number[],
  viewerId: number,
  since: Date,
  limit: number,
): Promise<RecentCommentRow[]> {
  const result = await db.execute<RecentCommentRow>(sql`
    with threads as (
      select c.activity_id, max(c.created_at) as latest
      from activity_comments c
      where c.athlete_id = any(${idArray(athleteIds)})
        and c.created_at >= ${since.toISOString()}::timestamptz
        and c.activity_id is not null
      group by c.activity_id
      having bool_or(c.user_id <> ${viewerId})
      order by latest desc, c.activity_id desc
      limit ${limit}
    )
    select c.id, c.activity_id, c.user_id, c.content, c.created_at,
           trim(u.first_name || ' ' || u.last_name) as user_name,
           u.profile_picture_url as user_picture_url,
           a.athlete_id, a.name as activity_name, a.date::text as activity_date, a.sport,
           a.matched_workout_id, w.name as workout_name
    from threads t
    join activity_comments c on c.activity_id = t.activity_id
      and c.created_at >= ${since.toISOString()}::timestamptz
    join activities a on a.id = t.activity_id
    join users u on u.id = c.user_id
    left join calendar_workouts w on w.id = a.matched_workout_id
    order by t.latest desc, t.activity_id desc, c.created_at, c.id`);
  return result.rows;
}
