import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedSql, type SqlParam } from "../../db/prepared-sql";
import { userFullName } from "../../db/user-name";
import type { CalendarWorkoutWithCreator } from "./calendar.repository";
import {
  type CalendarActivityRow,
  type CalendarGridActivityRow,
  calendarActivitiesJson,
} from "./calendar-activities.repository";

/**
 * The range reads of the calendar, the hot path of every calendar page: plain SQL whose rows
 * come out of pg already shaped (columns named as the row types' fields), so nothing maps them
 * again. Each statement is built once and prepared by name (db/prepared-sql). Through drizzle's query builder, building each statement and mapping each row cost
 * more than running the query (docs/decisions/101-calendar-grid-answer.md). Dates come as
 * 'YYYY-MM-DD' text: drizzle's pg session leaves date columns unparsed. The grid reads its whole
 * range in one statement, and the whole answer its workouts and its other events in two.
 */

type DateRange = { startDate: string; endDate: string };
/** A range as a statement takes it: values, or the placeholders of a prepared statement. */
type RangeParams = { startDate: SqlParam<string>; endDate: SqlParam<string> };
type StatementParams = { athleteId: number } & DateRange;
const STATEMENT_PARAMS = ["athleteId", "startDate", "endDate"] as const;

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
const inRange = (
  athleteId: SqlParam<number>,
  startDate: SqlParam<string>,
  endDate: SqlParam<string>,
) => sql`
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
const workoutsInRange = preparedSql<StatementParams, ListRowFromSql>(
  "calendar_range_workouts",
  STATEMENT_PARAMS,
  ({ athleteId, startDate, endDate }) => sql`
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
      exists (select 1 from calendar_unavailability u
        where u.athlete_id = cw.athlete_id and u.kind in ('injury', 'illness')
          and cw.date between u.start_date and u.end_date) as "isInjuryDay",
      (select coalesce(json_agg(json_build_object('id', c.id,
          'date', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'content', c.content, 'user_id', c.user_id,
          'user_name', trim(author.first_name || ' ' || author.last_name))
          order by c.created_at, c.id), '[]')
        from activity_comments c join users author on author.id = c.user_id
        where c.workout_id = cw.id or c.activity_id = a.id) as "comments",
      cw.steps::text as "stepsJson"
    from calendar_workouts cw
    left join users on users.id = cw.created_by
    left join activities a on a.matched_workout_id = cw.id
    ${inRange(athleteId, startDate, endDate)}`,
);

export async function findWorkoutsInRange(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<CalendarWorkoutListRow[]> {
  const rows = await workoutsInRange(db, { athleteId, startDate, endDate });
  return rows.map(({ createdAtMs, updatedAtMs, ...row }) => ({
    ...row,
    // Whole milliseconds, as JavaScript dates hold them (PostgreSQL keeps microseconds).
    createdAt: new Date(Math.floor(createdAtMs)),
    updatedAt: new Date(Math.floor(updatedAtMs)),
  }));
}

/**
 * The grid's workouts as a JSON array of CalendarGridWorkoutRow, in calendar order. An
 * activity matches at most one workout (activities_matched_workout is unique): no row repeats.
 */
const gridWorkoutsJson = (athleteId: SqlParam<number>, range: RangeParams) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', cw.id, 'date', cw.date, 'position', cw.position, 'name', cw.name, 'type', cw.type,
      'totalDuration', cw.total_duration, 'totalDistance', cw.total_distance,
      'totalStress', cw.total_stress,
      'isMatched', a.id is not null, 'matchedDeviation', a.deviation)
    order by cw.date, cw.position, cw.id), '[]')
  from calendar_workouts cw
  left join activities a on a.matched_workout_id = cw.id
  where cw.athlete_id = ${athleteId}
    and cw.date >= ${range.startDate}::date and cw.date <= ${range.endDate}::date)`;

/**
 * The range's races by date, as the JSON text of CalendarRaceSchema items: the answer carries
 * them as they are, so they are never parsed only to be written out again.
 */
const racesJsonText = (athleteId: SqlParam<number>, range: RangeParams) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', r.id, 'athleteId', r.athlete_id, 'date', r.date, 'name', r.name,
      'distance', r.distance, 'priority', r.priority, 'notes', r.notes, 'version', r.version)
    order by r.date, r.id), '[]')::text
  from calendar_races r
  where r.athlete_id = ${athleteId}
    and r.date >= ${range.startDate}::date and r.date <= ${range.endDate}::date)`;

/** The unavailable periods overlapping the range, as the JSON text of CalendarUnavailabilitySchema items. */
const unavailabilityJsonText = (athleteId: SqlParam<number>, range: RangeParams) => sql`(
  select coalesce(json_agg(json_build_object(
      'id', u.id, 'athleteId', u.athlete_id, 'startDate', u.start_date, 'endDate', u.end_date,
      'kind', u.kind, 'reason', u.reason, 'note', u.note, 'version', u.version)
    order by u.start_date, u.id), '[]')::text
  from calendar_unavailability u
  where u.athlete_id = ${athleteId}
    and u.start_date <= ${range.endDate}::date and u.end_date >= ${range.startDate}::date)`;

/** A range's races and unavailability (answer-ready JSON text) and its completed activities. */
export type CalendarRangeEvents<Activity = CalendarActivityRow> = {
  racesJson: string;
  unavailabilityJson: string;
  activities: Activity[];
};

const eventColumns = (
  athleteId: SqlParam<number>,
  range: RangeParams,
  shape: "grid" | "full",
) => sql`
  ${racesJsonText(athleteId, range)} as "racesJson",
  ${unavailabilityJsonText(athleteId, range)} as "unavailabilityJson",
  ${calendarActivitiesJson(athleteId, range, shape)} as "activities"`;

const rangeEvents = preparedSql<StatementParams, CalendarRangeEvents>(
  "calendar_range_events",
  STATEMENT_PARAMS,
  ({ athleteId, ...range }) => sql`select ${eventColumns(athleteId, range, "full")}`,
);

/** The range's races, unavailability and completed activities in one statement. */
export async function findRangeEvents(
  db: Executor,
  athleteId: number,
  range: DateRange,
): Promise<CalendarRangeEvents> {
  const [row] = await rangeEvents(db, { athleteId, ...range });
  return row!;
}

type GridRange = CalendarRangeEvents<CalendarGridActivityRow> & {
  workouts: CalendarGridWorkoutRow[];
};

const gridRange = preparedSql<StatementParams, GridRange>(
  "calendar_grid_range",
  STATEMENT_PARAMS,
  ({ athleteId, ...range }) =>
    sql`select ${gridWorkoutsJson(athleteId, range)} as "workouts", ${eventColumns(athleteId, range, "grid")}`,
);

/** Everything of the range the grid draws but the records, in one statement. */
export async function findGridRange(
  db: Executor,
  athleteId: number,
  range: DateRange,
): Promise<GridRange> {
  const [row] = await gridRange(db, { athleteId, ...range });
  return row!;
}
