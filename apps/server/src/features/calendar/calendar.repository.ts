import type { NamedComment } from "@coach/shared/activities/spec-activity";
import { and, asc, eq, getTableColumns, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { activities, calendarWorkouts, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";

export type CalendarWorkoutRow = typeof calendarWorkouts.$inferSelect;
export type NewCalendarWorkoutRow = Omit<
  typeof calendarWorkouts.$inferInsert,
  "id" | "createdAt" | "updatedAt"
>;
/** With the match of the activity that completed it, when read for an answer (its flag). */
export type CalendarWorkoutWithCreator = CalendarWorkoutRow & {
  creatorName: string | null;
  isMatched?: boolean;
  matchedDeviation?: number | null;
  /** Whether the athlete marked the workout's day as injured or ill. */
  isInjuryDay?: boolean;
  comments?: NamedComment[];
};
/** What the rest-day rules need of a workout. */
export type DayItemRow = Pick<CalendarWorkoutRow, "id" | "date" | "type" | "position">;

const creatorName = sql<string | null>`${userFullName()}`;
/** Whether an activity matched the workout, and its deviation (activities issue). */
const matchColumns = {
  isMatched: sql<boolean>`exists (select 1 from ${activities} where ${activities.matchedWorkoutId} = ${calendarWorkouts.id})`,
  matchedDeviation: sql<
    number | null
  >`(select ${activities.deviation} from ${activities} where ${activities.matchedWorkoutId} = ${calendarWorkouts.id})`,
};
/** Whether the workout's day falls in an injury or illness the athlete marked. */
const isInjuryDay = sql<boolean>`exists (select 1 from calendar_unavailability u
  where u.athlete_id = ${calendarWorkouts.athleteId} and u.kind in ('injury', 'illness')
    and ${calendarWorkouts.date} between u.start_date and u.end_date)`;
/** The comments on the workout, and on the activity matched to it (the spec's Comment). */
const comments = sql<NamedComment[]>`(select coalesce(json_agg(json_build_object('id', c.id,
    'date', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'content', c.content, 'user_id', c.user_id,
    'user_name', trim(author.first_name || ' ' || author.last_name))
    order by c.created_at, c.id), '[]')
  from activity_comments c join users author on author.id = c.user_id
  where c.workout_id = ${calendarWorkouts.id}
    or c.activity_id = (select a.id from activities a where a.matched_workout_id = ${calendarWorkouts.id}))`;
const withCreator = {
  ...getTableColumns(calendarWorkouts),
  creatorName,
  ...matchColumns,
  isInjuryDay,
  comments,
};
const inCalendarOrder = [
  asc(calendarWorkouts.date),
  asc(calendarWorkouts.position),
  asc(calendarWorkouts.id),
];
const dayItemColumns = {
  id: calendarWorkouts.id,
  date: calendarWorkouts.date,
  type: calendarWorkouts.type,
  position: calendarWorkouts.position,
};

/** The advisory lock key of every athlete's calendar: one for all writers of calendar_workouts. */
const CALENDAR_LOCK = sql`hashtext('calendar_workouts')`;

/**
 * Serialises the calendar writes of one athlete (held to the end of the transaction), so two
 * requests cannot both pass the rest-day rules for the same day. See lockAthleteCalendars.
 */
export async function lockAthleteCalendar(tx: Executor, athleteId: number) {
  await lockAthleteCalendars(tx, [athleteId]);
}

/**
 * Locks the athletes' calendars, in the one order every writer of an athlete's workouts takes
 * (decision 083): the athlete's users row (FOR NO KEY UPDATE, as zone writes do, which then
 * recompute the workouts), then their calendar advisory lock, athlete after athlete by id. Zone
 * writes and multi-workout calendar writes (shift, batch, plans) then queue on the athlete
 * instead of locking the same workouts in different orders and deadlocking.
 */
export async function lockAthleteCalendars(tx: Executor, athleteIds: number[]) {
  if (athleteIds.length === 0) return;
  const ids = sql.param([...new Set(athleteIds)]);
  // One statement: each athlete's row is locked, then their calendar, athlete after athlete in
  // id order; the same order for every writer, so no two wait on each other in a circle.
  await tx.execute(sql`
    select pg_advisory_xact_lock(${CALENDAR_LOCK}, locked.id)
    from (select id from users where id = any(${ids}::integer[])
          order by id for no key update) locked`);
}

export async function findWorkout(
  db: Executor,
  athleteId: number,
  id: number,
): Promise<CalendarWorkoutWithCreator | undefined> {
  const rows = await db
    .select(withCreator)
    .from(calendarWorkouts)
    .leftJoin(users, eq(users.id, calendarWorkouts.createdBy))
    .where(and(eq(calendarWorkouts.id, id), eq(calendarWorkouts.athleteId, athleteId)))
    .limit(1);
  return rows[0];
}

/** The day items of the given ids that belong to the athlete (others are left out). */
export async function findDayItemsByIds(
  db: Executor,
  athleteId: number,
  ids: number[],
): Promise<DayItemRow[]> {
  return db
    .select(dayItemColumns)
    .from(calendarWorkouts)
    .where(and(eq(calendarWorkouts.athleteId, athleteId), inArray(calendarWorkouts.id, ids)))
    .orderBy(...inCalendarOrder);
}

/** Every day item on the given dates, in calendar order. */
export async function findDayItemsOnDates(
  db: Executor,
  athleteId: number,
  dates: string[],
): Promise<DayItemRow[]> {
  if (dates.length === 0) return [];
  return db
    .select(dayItemColumns)
    .from(calendarWorkouts)
    .where(and(eq(calendarWorkouts.athleteId, athleteId), inArray(calendarWorkouts.date, dates)))
    .orderBy(...inCalendarOrder);
}

/** Every day item on or after a date (what 'shift from this day' moves). */
export async function findDayItemsFrom(
  db: Executor,
  athleteId: number,
  fromDate: string,
): Promise<DayItemRow[]> {
  return db
    .select(dayItemColumns)
    .from(calendarWorkouts)
    .where(and(eq(calendarWorkouts.athleteId, athleteId), gte(calendarWorkouts.date, fromDate)))
    .orderBy(...inCalendarOrder);
}

/**
 * The athlete's workouts of the given sports dated on or after a date (zone recomputation),
 * locked in ascending id order for the update that follows (decision 083).
 */
export async function findWorkoutsOfSportsFrom(
  db: Executor,
  athleteId: number,
  sportIds: readonly number[],
  fromDate: string,
): Promise<CalendarWorkoutRow[]> {
  return db
    .select()
    .from(calendarWorkouts)
    .where(
      and(
        eq(calendarWorkouts.athleteId, athleteId),
        inArray(calendarWorkouts.type, [...sportIds]),
        gte(calendarWorkouts.date, fromDate),
      ),
    )
    .orderBy(asc(calendarWorkouts.id))
    .for("no key update");
}

export async function insertWorkout(
  db: Executor,
  row: NewCalendarWorkoutRow,
): Promise<CalendarWorkoutRow> {
  const rows = await db.insert(calendarWorkouts).values(row).returning();
  return rows[0]!;
}

/**
 * Changes a workout and bumps its version in one statement, recording who changed it. With
 * `edit.version`, only while the stored version is still that one (decision 083): undefined when
 * it is not, or when the athlete has no such workout.
 */
export async function updateWorkout(
  db: Executor,
  athleteId: number,
  id: number,
  changes: Partial<NewCalendarWorkoutRow>,
  edit: { version?: number; updatedBy: number },
): Promise<CalendarWorkoutRow | undefined> {
  const rows = await db
    .update(calendarWorkouts)
    .set({
      ...changes,
      version: sql`${calendarWorkouts.version} + 1`,
      updatedBy: edit.updatedBy,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(calendarWorkouts.id, id),
        eq(calendarWorkouts.athleteId, athleteId),
        edit.version === undefined ? undefined : eq(calendarWorkouts.version, edit.version),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Locks the athlete's workouts that `where` picks in ascending id order (FOR NO KEY UPDATE, the
 * lock their UPDATE takes anyway), before a statement that changes several of them: a lone
 * UPDATE locks rows in whatever order its plan reads them (decision 083).
 */
async function lockWorkoutRows(db: Executor, athleteId: number, where: SQL) {
  await db
    .select({ id: calendarWorkouts.id })
    .from(calendarWorkouts)
    .where(and(eq(calendarWorkouts.athleteId, athleteId), where))
    .orderBy(asc(calendarWorkouts.id))
    .for("no key update");
}

export async function deleteWorkouts(
  db: Executor,
  athleteId: number,
  ids: number[],
): Promise<number[]> {
  await lockWorkoutRows(db, athleteId, inArray(calendarWorkouts.id, ids));
  const rows = await db
    .delete(calendarWorkouts)
    .where(and(eq(calendarWorkouts.athleteId, athleteId), inArray(calendarWorkouts.id, ids)))
    .returning({ id: calendarWorkouts.id });
  return rows.map((row) => row.id);
}

/**
 * Moves the athlete's workouts that `where` picks by a number of days, locking them in id order
 * first. A move is an edit: it bumps their versions, so an editor still open on one is told
 * (decision 083); `updatedBy` is recorded when a person moved them.
 */
async function shiftWhere(
  db: Executor,
  athleteId: number,
  where: SQL,
  days: number,
  updatedBy?: number,
): Promise<number[]> {
  await lockWorkoutRows(db, athleteId, where);
  const rows = await db
    .update(calendarWorkouts)
    .set({
      date: sql`${calendarWorkouts.date} + ${days}::integer`,
      version: sql`${calendarWorkouts.version} + 1`,
      ...(updatedBy === undefined ? {} : { updatedBy }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(calendarWorkouts.athleteId, athleteId), where))
    .returning({ id: calendarWorkouts.id });
  return rows.map((row) => row.id);
}

export function shiftWorkouts(
  db: Executor,
  athleteId: number,
  ids: number[],
  days: number,
  updatedBy?: number,
) {
  return shiftWhere(db, athleteId, inArray(calendarWorkouts.id, ids), days, updatedBy);
}

export function shiftWorkoutsFrom(
  db: Executor,
  athleteId: number,
  fromDate: string,
  days: number,
  updatedBy?: number,
) {
  return shiftWhere(db, athleteId, gte(calendarWorkouts.date, fromDate), days, updatedBy);
}

/**
 * Numbers each given day 0, 1, 2...: the workouts that stayed first in their order, then the
 * ones that just arrived (`arrivedIds`) in theirs. One statement for any number of days.
 */
export async function renumberDays(
  db: Executor,
  athleteId: number,
  dates: string[],
  arrivedIds: number[],
) {
  if (dates.length === 0) return;
  const arrived = arrivedIds.length > 0 ? arrivedIds : [0];
  await db.execute(sql`
    update calendar_workouts cw set position = ordered.position
    from (
      select id, (row_number() over (
        partition by date
        order by (id = any(${sql.param(arrived)}::integer[])), position, id) - 1)::integer as position
      from calendar_workouts
      where athlete_id = ${athleteId} and date = any(${sql.param(dates)}::date[])
    ) ordered
    where cw.id = ordered.id and cw.position <> ordered.position`);
}

/** Sets many positions in one statement. */
export async function setPositions(db: Executor, positions: { id: number; position: number }[]) {
  if (positions.length === 0) return;
  await db.execute(sql`
    update calendar_workouts cw set position = v.position
    from jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) as v(id integer, position integer)
    where cw.id = v.id and cw.position <> v.position`);
}

export type RecomputedTotals = Pick<
  CalendarWorkoutRow,
  "id" | "steps" | "totalDuration" | "totalDistance" | "totalStress"
>;

/** Stores recomputed steps and totals of many workouts in one statement. */
export async function updateTotals(db: Executor, rows: RecomputedTotals[]) {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({
    id: row.id,
    steps: row.steps,
    total_duration: row.totalDuration,
    total_distance: row.totalDistance,
    total_stress: row.totalStress,
  }));
  await db.execute(sql`
    update calendar_workouts cw
    set steps = v.steps, total_duration = v.total_duration, total_distance = v.total_distance,
        total_stress = v.total_stress, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id integer, steps jsonb, total_duration integer, total_distance double precision,
           total_stress integer)
    where cw.id = v.id`);
}
