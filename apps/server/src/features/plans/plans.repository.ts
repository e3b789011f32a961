import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { calendarWorkouts, planAssignments, trainingPlans, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";
import type { Viewer } from "../access/access.service";
import {
  homeBusinessId,
  isAthleteAccessibleTo,
  visibleLibraryOwnerIds,
} from "../access/access.service";

export type TrainingPlanRow = typeof trainingPlans.$inferSelect;
export type NewTrainingPlanRow = Pick<
  typeof trainingPlans.$inferInsert,
  "title" | "notes" | "structure" | "weeks" | "workoutsCount" | "days" | "periodization"
>;
export type PlanAssignmentRow = typeof planAssignments.$inferSelect;

const ownerName = userFullName();

/** Plans are visible like library workouts: the viewer's own and their businesses' members'. */
const isVisibleTo = (viewerId: number): SQL =>
  sql`${trainingPlans.ownerId} in ${visibleLibraryOwnerIds(viewerId)}`;

/** Only its owner, or the owner of the business it is filed under, changes or deletes a plan. */
const isEditableBy = (viewerId: number): SQL =>
  sql`(${trainingPlans.ownerId} = ${viewerId} or ${trainingPlans.businessId} in (
    select id from businesses where owner_id = ${viewerId}))`;

const cardColumns = (() => {
  const {
    structure: _structure,
    periodization: _periodization,
    ...rest
  } = getTableColumns(trainingPlans);
  return rest;
})();

export type PlanCardRow = Omit<TrainingPlanRow, "structure" | "periodization"> & {
  ownerName: string;
  canEdit: boolean;
  workoutTypes: number[];
};

/** The distinct workout types of a plan's structure, in order of first appearance. */
const workoutTypes = sql<number[]>`(
  select coalesce(array_agg(t order by first_seen), '{}'::integer[]) from (
    select (w.value->>'type')::integer as t, min(wk.n * 10000 + d.n * 100 + w.n) as first_seen
    from jsonb_array_elements(${trainingPlans.structure}) with ordinality wk(value, n)
    cross join jsonb_array_elements(wk.value) with ordinality d(value, n)
    cross join jsonb_array_elements(d.value->'workouts') with ordinality w(value, n)
    group by 1) types)`;
export type PlanWithOwner = TrainingPlanRow & { ownerName: string; canEdit: boolean };

/** The library's plan cards (no structure), newest change first. One query. */
export async function findVisiblePlanCards(db: Executor, viewerId: number): Promise<PlanCardRow[]> {
  return db
    .select({
      ...cardColumns,
      ownerName,
      canEdit: sql<boolean>`${isEditableBy(viewerId)}`,
      workoutTypes,
    })
    .from(trainingPlans)
    .innerJoin(users, eq(users.id, trainingPlans.ownerId))
    .where(isVisibleTo(viewerId))
    .orderBy(desc(trainingPlans.updatedAt), desc(trainingPlans.id));
}

export async function findVisiblePlan(
  db: Executor,
  viewerId: number,
  id: number,
): Promise<PlanWithOwner | undefined> {
  const rows = await db
    .select({
      ...getTableColumns(trainingPlans),
      ownerName,
      canEdit: sql<boolean>`${isEditableBy(viewerId)}`,
    })
    .from(trainingPlans)
    .innerJoin(users, eq(users.id, trainingPlans.ownerId))
    .where(and(eq(trainingPlans.id, id), isVisibleTo(viewerId)))
    .limit(1);
  return rows[0];
}

/** Inserts a plan owned by ownerId, filed under the business they own or else coach in. */
export async function insertPlan(
  db: Executor,
  ownerId: number,
  row: NewTrainingPlanRow,
): Promise<TrainingPlanRow> {
  const rows = await db
    .insert(trainingPlans)
    .values({
      ...row,
      ownerId,
      businessId: homeBusinessId(ownerId),
    })
    .returning();
  return rows[0]!;
}

/** Updates a plan the viewer may edit; undefined otherwise. */
/**
 * Saves a plan the viewer may edit and bumps its version in one statement; with `version`, only
 * while the stored version is still that one (decision 083). Undefined when not saved.
 */
export async function updateEditablePlan(
  db: Executor,
  viewerId: number,
  id: number,
  changes: NewTrainingPlanRow,
  version?: number,
): Promise<TrainingPlanRow | undefined> {
  const rows = await db
    .update(trainingPlans)
    .set({
      ...changes,
      version: sql`${trainingPlans.version} + 1`,
      updatedBy: viewerId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(trainingPlans.id, id),
        isEditableBy(viewerId),
        version === undefined ? undefined : eq(trainingPlans.version, version),
      ),
    )
    .returning();
  return rows[0];
}

export async function deletePlan(db: Executor, id: number): Promise<void> {
  await db.delete(trainingPlans).where(eq(trainingPlans.id, id));
}

/** An assignment with what its answers and 'today' need of its athlete. */
export type AssignmentWithAthlete = PlanAssignmentRow & {
  athleteName: string;
  athleteTimezone: string;
  athleteZones: unknown;
};
const assignmentColumns = {
  ...getTableColumns(planAssignments),
  athleteName: userFullName(),
  athleteTimezone: users.timezone,
  athleteZones: users.zones,
};

/**
 * The assignments of the given plans whose athlete the viewer may see (a coach of the business
 * does not see the athletes of another coach in a plan's `assigned` map). One query.
 */
export async function findAccessibleAssignmentsOfPlans(
  db: Executor,
  viewer: Viewer,
  planIds: number[],
): Promise<AssignmentWithAthlete[]> {
  if (planIds.length === 0) return [];
  return db
    .select(assignmentColumns)
    .from(planAssignments)
    .innerJoin(users, eq(users.id, planAssignments.athleteId))
    .where(
      and(
        inArray(planAssignments.planId, planIds),
        isAthleteAccessibleTo(planAssignments.athleteId, viewer),
      ),
    )
    .orderBy(asc(planAssignments.startDate), asc(planAssignments.id));
}

/** Every assignment of a plan, whoever the athlete (deleting the plan removes them all). */
export async function findAllAssignmentsOfPlan(
  db: Executor,
  planId: number,
): Promise<AssignmentWithAthlete[]> {
  return db
    .select(assignmentColumns)
    .from(planAssignments)
    .innerJoin(users, eq(users.id, planAssignments.athleteId))
    .where(eq(planAssignments.planId, planId));
}

/** The given assignments, if of a plan the viewer sees and of an athlete they may see. */
export async function findAccessibleAssignments(
  db: Executor,
  viewer: Viewer,
  ids: number[],
): Promise<AssignmentWithAthlete[]> {
  if (ids.length === 0) return [];
  return db
    .select(assignmentColumns)
    .from(planAssignments)
    .innerJoin(users, eq(users.id, planAssignments.athleteId))
    .innerJoin(trainingPlans, eq(trainingPlans.id, planAssignments.planId))
    .where(
      and(
        inArray(planAssignments.id, ids),
        isVisibleTo(viewer.id),
        isAthleteAccessibleTo(planAssignments.athleteId, viewer),
      ),
    );
}

export type AthleteForPlan = {
  id: number;
  name: string;
  timezone: string;
  zones: unknown;
};

/** The athletes among `ids` that the viewer may see (others are left out). One query. */
export async function findAccessibleAthletes(
  db: Executor,
  viewer: Viewer,
  ids: number[],
): Promise<AthleteForPlan[]> {
  return db
    .select({
      id: users.id,
      name: userFullName(),
      timezone: users.timezone,
      zones: users.zones,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isAthleteAccessibleTo(users.id, viewer)));
}

export type NewAssignment = Pick<
  typeof planAssignments.$inferInsert,
  "planId" | "athleteId" | "startDate" | "endDate" | "createdBy"
>;

/** Many assignments in one statement. */
export async function insertAssignments(
  db: Executor,
  rows: NewAssignment[],
): Promise<PlanAssignmentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(planAssignments).values(rows).returning();
}

export async function deleteAssignments(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(planAssignments).where(inArray(planAssignments.id, ids));
}

/** Sets the end date of the given assignments to start + days (one statement). */
export async function setAssignmentsLength(db: Executor, ids: number[], lastDayOffset: number) {
  if (ids.length === 0) return;
  await db
    .update(planAssignments)
    .set({ endDate: sql`${planAssignments.startDate} + ${lastDayOffset}::integer` })
    .where(inArray(planAssignments.id, ids));
}

export async function shiftAssignment(
  db: Executor,
  id: number,
  days: number,
): Promise<PlanAssignmentRow> {
  const rows = await db
    .update(planAssignments)
    .set({
      startDate: sql`${planAssignments.startDate} + ${days}::integer`,
      endDate: sql`${planAssignments.endDate} + ${days}::integer`,
    })
    .where(eq(planAssignments.id, id))
    .returning();
  return rows[0]!;
}

/** What deciding 'completed' needs of a calendar workout created by a plan. */
export type PlanCalendarWorkout = {
  id: number;
  athleteId: number;
  date: string;
  planAssignmentId: number;
  /** An uploaded activity is matched to it (activities.matched_workout_id). */
  isMatched: boolean;
};

/**
 * Whether an activity is matched to the calendar workout (index activities_matched_workout).
 * calendar_workouts.id is spelled out: in a single-table select drizzle drops the table of a
 * column, and a bare "id" would name activities.id inside the subquery.
 */
const isMatchedToActivity = sql<boolean>`exists (
  select 1 from activities a where a.matched_workout_id = calendar_workouts.id)`;

/**
 * The calendar workouts created by the given assignments (of the given athletes), each with
 * whether an activity is matched to it. One query.
 */
export async function findAssignmentWorkouts(
  db: Executor,
  assignments: Pick<PlanAssignmentRow, "id" | "athleteId">[],
): Promise<PlanCalendarWorkout[]> {
  if (assignments.length === 0) return [];
  const athleteIds = [...new Set(assignments.map((assignment) => assignment.athleteId))];
  const rows = await db
    .select({
      id: calendarWorkouts.id,
      athleteId: calendarWorkouts.athleteId,
      date: calendarWorkouts.date,
      planAssignmentId: calendarWorkouts.planAssignmentId,
      isMatched: isMatchedToActivity,
    })
    .from(calendarWorkouts)
    .where(
      and(
        // athlete_id first: calendar_workouts is indexed by athlete and date.
        inArray(calendarWorkouts.athleteId, athleteIds),
        inArray(
          calendarWorkouts.planAssignmentId,
          assignments.map((assignment) => assignment.id),
        ),
      ),
    )
    .orderBy(asc(calendarWorkouts.date), asc(calendarWorkouts.position), asc(calendarWorkouts.id));
  return rows as PlanCalendarWorkout[];
}

export async function deleteCalendarWorkouts(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(calendarWorkouts).where(inArray(calendarWorkouts.id, ids));
}

/** A calendar workout to create from a plan (snake_case: the keys of jsonb_to_recordset). */
export type PlanWorkoutInsert = {
  athlete_id: number;
  date: string;
  /** Order within the plan's day; the new workouts go after what the day holds already. */
  plan_position: number;
  name: string;
  type: number;
  subtype: number | null;
  method: number | null;
  based_on: string;
  instructions: string;
  is_pool: boolean;
  pool_length: number;
  pool_length_unit: string;
  elevation: number | null;
  gradient: number | null;
  steps: unknown;
  total_duration: number;
  total_distance: number;
  total_stress: number;
  source_library_id: string | null;
  plan_assignment_id: number;
  created_by: number;
};

/**
 * Every calendar workout of an apply or update in ONE statement, whatever the number of athletes
 * and weeks: the rows travel as one JSON parameter (a multi-row VALUES would hit PostgreSQL's
 * 65,535 parameters for a long plan and many athletes). Each goes after the day's workouts.
 */
export async function insertPlanCalendarWorkouts(
  db: Executor,
  rows: PlanWorkoutInsert[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into calendar_workouts (
      athlete_id, date, position, name, type, subtype, method, based_on, instructions, is_pool,
      pool_length, pool_length_unit, elevation, gradient, steps, total_duration, total_distance,
      total_stress, source_library_id, plan_assignment_id, created_by)
    select v.athlete_id, v.date,
      coalesce(day_end.next_position, 0) + v.plan_position,
      v.name, v.type, v.subtype, v.method, v.based_on, v.instructions, v.is_pool, v.pool_length,
      v.pool_length_unit, v.elevation, v.gradient, v.steps, v.total_duration, v.total_distance,
      v.total_stress, v.source_library_id, v.plan_assignment_id, v.created_by
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      athlete_id integer, date date, plan_position integer, name text, type integer,
      subtype integer, method integer, based_on text, instructions text, is_pool boolean,
      pool_length double precision, pool_length_unit text, elevation double precision,
      gradient double precision, steps jsonb, total_duration integer,
      total_distance double precision, total_stress integer, source_library_id text,
      plan_assignment_id integer, created_by integer)
    left join lateral (
      select max(cw.position) + 1 as next_position from calendar_workouts cw
      where cw.athlete_id = v.athlete_id and cw.date = v.date
    ) day_end on true`);
  return result.rowCount ?? rows.length;
}
