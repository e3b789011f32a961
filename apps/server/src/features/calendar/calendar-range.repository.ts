import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { userFullName } from "../../db/user-name";
import type { CalendarWorkoutWithCreator } from "./calendar.repository";

/**
 * The range reads of the calendar, the hot path of every calendar page: plain SQL whose rows
 * come out of pg already shaped (columns named as the row types' fields), so nothing maps them
 * again. Through drizzle's query builder, building each statement and mapping each row cost
 * more than running the query (docs/decisions/101-calendar-grid-answer.md). Dates come as
 * 'YYYY-MM-DD' text: drizzle's pg session leaves date columns unparsed.
 */

/** A workout of the range call: its steps stay the database's JSON text (see calendarRangeJson). */
export type CalendarWorkoutListRow = Omit<CalendarWorkoutWithCreator, "steps"> & {
  stepsJson: string;
};

/** A workout as the month grid draws it, with its match (for its flag). */
export type CalendarGridWorkoutRow = Pick<
  CalendarWorkoutWithCreator,
  "id" | "date" | "position" | "name" | "type" | "totalDuration" | "totalDistance" | "totalStress"
> & { isMatched: boolean; matchedDeviation: number | null };

/** The workouts of one athlete in an inclusive date range, in calendar order. */
const inRange = (athleteId: number, startDate: string, endDate: string) => sql`
  where cw.athlete_id = ${athleteId} and cw.date >= ${startDate}::date and cw.date <= ${endDate}::date
  order by cw.date, cw.position, cw.id`;

type ListRowFromSql = Omit<CalendarWorkoutListRow, "createdAt" | "updatedAt"> & {
  createdAtMs: number;
  updatedAtMs: number;
};

/**
 * The workouts of an inclusive date range with their creator's name and their match, in
 * calendar order. One query. Steps come as text: parsing a year of them only to write them out
 * again is most of the call's time (bench/calendar.bench.ts). The left join of activities
 * repeats no row: an activity matches at most one workout (activities_matched_workout is
 * unique).
 */
export async function findWorkoutsInRange(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<CalendarWorkoutListRow[]> {
  const result = await db.execute<ListRowFromSql>(sql`
    select cw.id, cw.athlete_id as "athleteId", cw.date, cw.position, cw.name, cw.type,
      cw.subtype, cw.method, cw.based_on as "basedOn", cw.instructions, cw.is_pool as "isPool",
      cw.pool_length as "poolLength", cw.pool_length_unit as "poolLengthUnit", cw.elevation,
      cw.gradient, cw.total_duration as "totalDuration", cw.total_distance as "totalDistance",
      cw.total_stress as "totalStress", cw.source_library_id as "sourceLibraryId",
      cw.plan_assignment_id as "planAssignmentId", cw.created_by as "createdBy",
      cw.updated_by as "updatedBy", cw.version,
      (extract(epoch from cw.created_at) * 1000)::float8 as "createdAtMs",
      (extract(epoch from cw.updated_at) * 1000)::float8 as "updatedAtMs",
      ${userFullName()} as "creatorName",
      a.id is not null as "isMatched", a.deviation as "matchedDeviation",
      cw.steps::text as "stepsJson"
    from calendar_workouts cw
    left join users on users.id = cw.created_by
    left join activities a on a.matched_workout_id = cw.id
    ${inRange(athleteId, startDate, endDate)}`);
  return result.rows.map(({ createdAtMs, updatedAtMs, ...row }) => ({
    ...row,
    // Whole milliseconds, as JavaScript dates hold them (PostgreSQL keeps microseconds).
    createdAt: new Date(Math.floor(createdAtMs)),
    updatedAt: new Date(Math.floor(updatedAtMs)),
  }));
}

/**
 * The workouts of an inclusive date range as the month grid draws them, with their match, in
 * calendar order. One query; no steps, texts or creator.
 */
export async function findGridWorkoutsInRange(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<CalendarGridWorkoutRow[]> {
  const result = await db.execute<CalendarGridWorkoutRow>(sql`
    select cw.id, cw.date, cw.position, cw.name, cw.type,
      cw.total_duration as "totalDuration", cw.total_distance as "totalDistance",
      cw.total_stress as "totalStress",
      a.id is not null as "isMatched", a.deviation as "matchedDeviation"
    from calendar_workouts cw
    left join activities a on a.matched_workout_id = cw.id
    ${inRange(athleteId, startDate, endDate)}`);
  return result.rows;
}
