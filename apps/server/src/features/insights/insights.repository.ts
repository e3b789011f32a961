import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  activityDistanceM as distanceM,
  activityDurationSec as durationSec,
  activityStress as stress,
} from "../../db/activity-figures";
import type { Executor } from "../../db/client";
import { activities, athleteRecords, calendarRaces, calendarWorkouts } from "../../db/schema";

/**
 * Reads of the insights, races & records and overview pages. Each is one query over an athlete;
 * figures come out of the activities' summary JSON in SQL (db/activity-figures.ts) so only what
 * the pages need leaves the database.
 */

const activityFigures = {
  id: activities.id,
  date: activities.date,
  name: activities.name,
  sport: activities.sport,
  durationSec: durationSec.mapWith(Number),
  distanceM,
  stress,
};

/** Volume and time in zones of the activities of an inclusive date range. */
export async function findActivityFigures(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
) {
  return db
    .select({
      ...activityFigures,
      timeInZones: sql<unknown>`${activities.summary}->'timeInZones'`,
    })
    .from(activities)
    .where(
      and(
        eq(activities.athleteId, athleteId),
        gte(activities.date, startDate),
        lte(activities.date, endDate),
      ),
    );
}

/** Planned workouts of a range with the duration of the activity matched to each (null: none). */
export async function findWorkoutFigures(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
) {
  return db
    .select({
      id: calendarWorkouts.id,
      date: calendarWorkouts.date,
      name: calendarWorkouts.name,
      type: calendarWorkouts.type,
      durationSec: calendarWorkouts.totalDuration,
      distanceM: calendarWorkouts.totalDistance,
      stress: calendarWorkouts.totalStress,
      matchedActivityId: activities.id,
      matchedDurationSec: sql<
        number | null
      >`case when ${activities.id} is null then null else ${durationSec} end`,
    })
    .from(calendarWorkouts)
    .leftJoin(activities, eq(activities.matchedWorkoutId, calendarWorkouts.id))
    .where(
      and(
        eq(calendarWorkouts.athleteId, athleteId),
        gte(calendarWorkouts.date, startDate),
        lte(calendarWorkouts.date, endDate),
      ),
    )
    .orderBy(asc(calendarWorkouts.date), asc(calendarWorkouts.position), asc(calendarWorkouts.id));
}

export async function findRaces(
  db: Executor,
  athleteId: number,
  fromDate?: string,
  limit?: number,
) {
  const query = db
    .select()
    .from(calendarRaces)
    .where(
      and(
        eq(calendarRaces.athleteId, athleteId),
        fromDate ? gte(calendarRaces.date, fromDate) : undefined,
      ),
    )
    .orderBy(asc(calendarRaces.date), asc(calendarRaces.id));
  return limit ? query.limit(limit) : query;
}

/** The athlete's activities on the given dates (the days of past races). */
export async function findActivitiesOn(db: Executor, athleteId: number, dates: string[]) {
  if (dates.length === 0) return [];
  return db
    .select(activityFigures)
    .from(activities)
    .where(and(eq(activities.athleteId, athleteId), inArray(activities.date, dates)));
}

/** The newest activities first. */
export async function findLastActivities(db: Executor, athleteId: number, limit: number) {
  return db
    .select(activityFigures)
    .from(activities)
    .where(eq(activities.athleteId, athleteId))
    .orderBy(desc(activities.startTime), desc(activities.id))
    .limit(limit);
}

type BestRow = {
  sport: number;
  range: number;
  value: number;
  date: string;
  activity_id: number;
};

/**
 * The best effort per sport and distance over all the athlete's activities (best_efforts:
 * DistanceEffort[]): the shortest time, the earliest on a tie.
 */
export async function findDistanceBests(db: Executor, athleteId: number) {
  const result = await db.execute<BestRow>(sql`
    select distinct on (a.sport, range)
      a.sport, (e->>'distanceM')::float8 as range, (e->>'timeSec')::float8 as value,
      a.date::text as date, a.id as activity_id
    from ${activities} a, jsonb_array_elements(a.best_efforts) e
    where a.athlete_id = ${athleteId} and (e->>'timeSec')::float8 > 0
    order by a.sport, range, value asc, a.date asc, a.id asc`);
  return result.rows;
}

/** The best mean-maximal power per sport and duration (mean_max: CurvePoint[]). */
export async function findDurationBests(db: Executor, athleteId: number) {
  const result = await db.execute<BestRow>(sql`
    select distinct on (a.sport, range)
      a.sport, (e->>'durationSec')::float8 as range, (e->>'powerW')::float8 as value,
      a.date::text as date, a.id as activity_id
    from ${activities} a, jsonb_array_elements(a.mean_max) e
    where a.athlete_id = ${athleteId} and (e->>'powerW')::float8 > 0
    order by a.sport, range, value desc, a.date asc, a.id asc`);
  return result.rows;
}

export async function findAcceptedRecords(db: Executor, athleteId: number) {
  return db
    .select()
    .from(athleteRecords)
    .where(eq(athleteRecords.athleteId, athleteId))
    .orderBy(asc(athleteRecords.key), sql`${athleteRecords.range}::float8`);
}
