import {
  type ApplyPlanRequest,
  type Plan,
  type PlanAssignment,
  type PlanAssignmentEntriesRequest,
  type PlanAssignmentResult,
  type PlanCard,
  type PlanPeriodization,
  type PlanWeek,
  planServerMessages,
  type SavePlanRequest,
  type ShiftPlanAssignmentBody,
} from "@coach/shared/plans/plan.schemas";
import { assignmentEndDate, assignmentStatus } from "@coach/shared/plans/plan-assignment";
import { checkPlanForSave } from "@coach/shared/plans/plan-builder";
import { planCounts, planMeta, weeklyStress } from "@coach/shared/plans/plan-summary";
import { SportId } from "@coach/shared/sports/sport-ids";
import { planSports } from "@coach/shared/sports/sport-types";
import { addDays } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals, type WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { todayIn } from "../calendar/athlete-today";
import * as calendarRepository from "../calendar/calendar.repository";
import { assertDurationLimits, assertWorkoutFields } from "../library/library-validation";
import type { UserRow } from "../people/users.repository";
import { athleteZones } from "../zones/athlete-zones";
import { isCompletedPlanWorkout } from "./plan-completion";
import * as repository from "./plans.repository";

type Options = { db: Database; viewer: UserRow };

const MAX_ROW_ID = 2_147_483_647;

/** A row id from a body or query ("12" or 12); null for anything else (answered as 404). */
function rowIdOf(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > MAX_ROW_ID) return null;
  return Number(text);
}

function requireRowId(id: string | number): number {
  const rowId = rowIdOf(id);
  if (rowId === null) throw AppError.notFound();
  return rowId;
}

/** An entry of remove/update: the `assigned` key "athleteId_assignmentId", an id, or {assignmentId}. */
function assignmentIdOf(entry: PlanAssignmentEntriesRequest["entries"][number]): number {
  if (typeof entry === "object") return requireRowId(entry.assignmentId);
  if (typeof entry === "number") return requireRowId(entry);
  return requireRowId(entry.includes("_") ? entry.slice(entry.lastIndexOf("_") + 1) : entry);
}

/* ----- Reading ----- */

function assignmentOf(row: repository.AssignmentWithAthlete): PlanAssignment {
  return {
    s: row.startDate,
    e: row.endDate,
    athleteId: row.athleteId,
    athleteName: row.athleteName,
    assignmentId: row.id,
    status: assignmentStatus(row.endDate, todayIn(row.athleteTimezone)),
  };
}

const assignmentKey = (row: { athleteId: number; id: number }) => `${row.athleteId}_${row.id}`;

function assignedMap(rows: repository.AssignmentWithAthlete[]): Record<string, PlanAssignment> {
  return Object.fromEntries(rows.map((row) => [assignmentKey(row), assignmentOf(row)]));
}

function assignmentResult(
  row: repository.AssignmentWithAthlete,
  workoutsCount: number,
): PlanAssignmentResult {
  return { ...assignmentOf(row), key: assignmentKey(row), planId: row.planId, workoutsCount };
}

function cardOf(
  row: Omit<repository.PlanCardRow, "workoutTypes">,
  sports: number[],
  assigned: Record<string, PlanAssignment>,
): PlanCard {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    notes: row.notes,
    weeks: row.weeks,
    workoutsCount: row.workoutsCount,
    days: row.days,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    canEdit: row.canEdit,
    updatedOn: row.updatedAt.toISOString(),
    meta: { sports, weeks: row.weeks, workoutsCount: row.workoutsCount, days: row.days },
    assigned,
  };
}

function fullPlanOf(
  row: repository.PlanWithOwner,
  assignments: repository.AssignmentWithAthlete[],
  viewer: UserRow,
): Plan {
  const meta = planMeta(row);
  return {
    ...cardOf(row, meta.sports, assignedMap(assignments)),
    structure: row.structure,
    periodization: row.periodization,
    weeklyStress: weeklyStress(row, athleteZones(viewer.zones)),
  };
}

function groupByPlan(rows: repository.AssignmentWithAthlete[]) {
  const byPlan = new Map<number, repository.AssignmentWithAthlete[]>();
  for (const row of rows) byPlan.set(row.planId, [...(byPlan.get(row.planId) ?? []), row]);
  return byPlan;
}

/** GET api/plan-library/: the visible plans' cards, in two queries. */
export async function listPlans({ db, viewer }: Options): Promise<PlanCard[]> {
  const cards = await repository.findVisiblePlanCards(db, viewer.id);
  const assignments = groupByPlan(
    await repository.findAccessibleAssignmentsOfPlans(
      db,
      viewer,
      cards.map((card) => card.id),
    ),
  );
  return cards.map((card) =>
    cardOf(card, planSports(card.workoutTypes), assignedMap(assignments.get(card.id) ?? [])),
  );
}

async function visiblePlan(options: Options, id: string | number) {
  const row = await repository.findVisiblePlan(options.db, options.viewer.id, requireRowId(id));
  if (!row) throw AppError.notFound();
  return row;
}

/** GET api/plan-library/?id=N: one whole plan with its expected weekly stress. */
export async function getPlan(options: Options & { id: string | number }): Promise<Plan> {
  const row = await visiblePlan(options, options.id);
  const assignments = await repository.findAccessibleAssignmentsOfPlans(
    options.db,
    options.viewer,
    [row.id],
  );
  return fullPlanOf(row, assignments, options.viewer);
}

/* ----- Saving ----- */

/** Rewrites a library validation error so its field names the workout in the plan. */
function withWorkoutPath<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [`${path}.${field}`, list]),
    );
    throw new AppError(error.code, error.message, fields);
  }
}

/**
 * Each workout passes the library's rules (fields, duration limits); its per-step stress and
 * total stress are the server's, with the saving coach's zones.
 */
function storedStructure(structure: PlanWeek[], viewer: UserRow, key: string): PlanWeek[] {
  const zones = athleteZones(viewer.zones);
  return structure.map((week, weekIndex) =>
    week.map((day, dayIndex) => ({
      isRestDay: day.isRestDay,
      workouts: day.workouts.map((workout, index) =>
        withWorkoutPath(`${key}.${weekIndex}.${dayIndex}.workouts.${index}`, () => {
          assertWorkoutFields(workout);
          const totals = computeWorkoutTotals(workout, zones);
          assertDurationLimits(workout, totals);
          return { ...workout, steps: totals.steps, totalStress: totals.totalStress };
        }),
      ),
    })),
  );
}

/** The periodization's weeks never outnumber the plan's (a deleted week takes its entry along). */
function storedPeriodization(
  periodization: PlanPeriodization | null | undefined,
  weeks: number,
): PlanPeriodization | null {
  if (!periodization) return null;
  return { ...periodization, weeks: periodization.weeks.slice(0, weeks) };
}

/**
 * POST or PUT api/plan-library/: creates a plan, or updates it when the body has an id. Only
 * the plan's owner or the owner of its business updates it; others who see it get 403.
 */
export async function savePlan(
  options: Options & { body: SavePlanRequest; requireId: boolean },
): Promise<{ plan: Plan; isNew: boolean }> {
  const { db, viewer, body } = options;
  if (options.requireId && body.id === undefined) throw AppError.field("id", messages.required);
  const key = body.structure !== undefined ? "structure" : "workouts";
  const checked = checkPlanForSave({
    title: body.title,
    notes: body.notes,
    structure: body.structure ?? body.workouts ?? [],
  });
  if (!checked.ok) {
    const field = checked.error === messages.planNameBlank ? "title" : key;
    throw AppError.field(field, checked.error);
  }
  const structure = storedStructure(checked.plan.structure, viewer, key);
  const counts = planCounts({ structure });
  const row: repository.NewTrainingPlanRow = {
    title: checked.plan.title,
    notes: checked.plan.notes,
    structure,
    ...counts,
    periodization: storedPeriodization(body.periodization, counts.weeks),
  };
  if (body.id === undefined) {
    const created = await repository.insertPlan(db, viewer.id, row);
    return { plan: await getPlan({ db, viewer, id: created.id }), isNew: true };
  }
  const id = requireRowId(body.id);
  const updated = await repository.updateEditablePlan(db, viewer.id, id, row);
  if (!updated) await refuseNotEditable(options, id);
  return { plan: await getPlan({ db, viewer, id }), isNew: false };
}

async function refuseNotEditable(options: Options, id: number): Promise<never> {
  const visible = await repository.findVisiblePlan(options.db, options.viewer.id, id);
  throw visible ? AppError.forbidden() : AppError.notFound();
}

/* ----- Calendar workouts of assignments ----- */

const REST_DAY_BODY: WorkoutBody = {
  name: "Rest day",
  type: SportId.restDay,
  subtype: null,
  method: null,
  basedOn: "Duration",
  steps: [],
  instructions: "",
  isPool: false,
  poolLength: 50,
  poolLengthUnit: "METER",
  elevation: null,
  gradient: null,
};

const REST_DAY = { ...REST_DAY_BODY, id: null };

type AssignmentTarget = {
  id: number;
  athleteId: number;
  startDate: string;
  zones: unknown;
};

/**
 * The calendar rows of one assignment: day d of week w on start + 7w + d, in the plan's order,
 * a rest day as the calendar's rest-day item. Totals use the athlete's zones. `isWanted` picks
 * the dates to write (all on apply; on update, the incomplete ones).
 */
/**
 * Totals of plan workouts per athletes' stored zones: athletes with the same zones (every new
 * account) share them, so a plan applied to many athletes is computed once per distinct zones.
 */
function totalsMemo() {
  const byZones = new Map<string, Map<WorkoutBody, WorkoutTotals>>();
  return (storedZones: unknown, workout: WorkoutBody): WorkoutTotals => {
    const key = JSON.stringify(storedZones ?? null);
    let totals = byZones.get(key);
    if (!totals) {
      totals = new Map();
      byZones.set(key, totals);
    }
    let result = totals.get(workout);
    if (!result) {
      result = computeWorkoutTotals(workout, athleteZones(storedZones));
      totals.set(workout, result);
    }
    return result;
  };
}

function calendarRowsOf(
  structure: PlanWeek[],
  assignment: AssignmentTarget,
  createdBy: number,
  isWanted: (date: string) => boolean = () => true,
  totalsOf: ReturnType<typeof totalsMemo> = totalsMemo(),
): repository.PlanWorkoutInsert[] {
  const rows: repository.PlanWorkoutInsert[] = [];
  structure.forEach((week, weekIndex) => {
    week.forEach((day, dayIndex) => {
      const date = addDays(assignment.startDate, weekIndex * 7 + dayIndex);
      if (!isWanted(date)) return;
      const items = day.isRestDay ? [REST_DAY] : day.workouts;
      items.forEach((workout, position) => {
        const totals = totalsOf(assignment.zones, workout);
        rows.push({
          athlete_id: assignment.athleteId,
          date,
          plan_position: position,
          name: workout.name,
          type: workout.type,
          subtype: workout.subtype,
          method: workout.method,
          based_on: workout.basedOn,
          instructions: workout.instructions,
          is_pool: workout.isPool,
          pool_length: workout.poolLength,
          pool_length_unit: workout.poolLengthUnit,
          elevation: workout.elevation,
          gradient: workout.gradient,
          steps: totals.steps,
          total_duration: totals.totalDuration,
          total_distance: totals.totalDistance,
          total_stress: totals.totalStress,
          source_library_id: workout.id === null ? null : String(workout.id),
          plan_assignment_id: assignment.id,
          created_by: createdBy,
        });
      });
    });
  });
  return rows;
}

const countBy = <T>(items: T[], keyOf: (item: T) => number) => {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};

/**
 * The assignments' calendar workouts split by isCompletedPlanWorkout against each athlete's
 * today; the incomplete ones are deleted. One query to read, one to delete.
 */
async function deleteIncompleteWorkouts(
  tx: Executor,
  assignments: repository.AssignmentWithAthlete[],
) {
  const todayOf = new Map(assignments.map((row) => [row.id, todayIn(row.athleteTimezone)]));
  const workouts = await repository.findAssignmentWorkouts(tx, assignments);
  const completed = workouts.filter((workout) =>
    isCompletedPlanWorkout(workout, todayOf.get(workout.planAssignmentId)!),
  );
  const completedIds = new Set(completed.map((workout) => workout.id));
  const incomplete = workouts.filter((workout) => !completedIds.has(workout.id));
  await repository.deleteCalendarWorkouts(
    tx,
    incomplete.map((workout) => workout.id),
  );
  return { completed, removed: incomplete.length, todayOf };
}

/** Removes assignments: incomplete workouts go, completed ones stay without the link. */
async function removeAssignments(tx: Executor, assignments: repository.AssignmentWithAthlete[]) {
  await repository.lockAthleteCalendars(
    tx,
    assignments.map((row) => row.athleteId),
  );
  const { completed, removed } = await deleteIncompleteWorkouts(tx, assignments);
  // The key's ON DELETE SET NULL unlinks the completed workouts that stay.
  await repository.deleteAssignments(
    tx,
    assignments.map((row) => row.id),
  );
  return { removed, kept: completed.length };
}

/** DELETE api/plan-library/: the plan and its assignments; completed workouts stay. */
export async function deletePlan(options: Options & { planId: string | number }) {
  const { db } = options;
  const plan = await visiblePlan(options, options.planId);
  if (!plan.canEdit) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    const assignments = await repository.findAllAssignmentsOfPlan(tx, plan.id);
    await removeAssignments(tx, assignments);
    await repository.deletePlan(tx, plan.id);
  });
}

/**
 * The assignments the entries name: of this plan, of athletes the viewer may see. Any other
 * entry answers 404 and nothing changes.
 */
async function assignmentsOfEntries(options: Options & { body: PlanAssignmentEntriesRequest }) {
  const plan = await visiblePlan(options, options.body.planId);
  const ids = [...new Set(options.body.entries.map(assignmentIdOf))];
  const rows = await repository.findAccessibleAssignments(options.db, options.viewer, ids);
  if (rows.length !== ids.length || rows.some((row) => row.planId !== plan.id)) {
    throw AppError.notFound();
  }
  return { plan, assignments: rows };
}

/** POST api/plan-library/remove-plan-workouts/ */
export async function removePlanWorkouts(
  options: Options & { body: PlanAssignmentEntriesRequest },
) {
  const { assignments } = await assignmentsOfEntries(options);
  const counts = await options.db.transaction((tx) => removeAssignments(tx, assignments));
  return { message: planServerMessages.workoutsRemoved, ...counts, created: 0, assignments: [] };
}

/**
 * POST api/plan-library/update-plan-workouts/: the incomplete workouts are rewritten from the
 * plan as it is now, on the days from the athlete's today that hold no completed workout of
 * the assignment; the end date follows the plan's length.
 */
export async function updatePlanWorkouts(
  options: Options & { body: PlanAssignmentEntriesRequest },
) {
  const { db, viewer } = options;
  const { plan, assignments } = await assignmentsOfEntries(options);
  const lastDay = Math.max(plan.weeks, 1) * 7 - 1;
  const result = await db.transaction(async (tx) => {
    await repository.lockAthleteCalendars(
      tx,
      assignments.map((row) => row.athleteId),
    );
    const { completed, removed, todayOf } = await deleteIncompleteWorkouts(tx, assignments);
    const totalsOf = totalsMemo();
    const rows = assignments.flatMap((assignment) => {
      const today = todayOf.get(assignment.id)!;
      const completedDates = new Set(
        completed
          .filter((workout) => workout.planAssignmentId === assignment.id)
          .map((workout) => workout.date),
      );
      const target = { ...assignment, zones: assignment.athleteZones };
      return calendarRowsOf(
        plan.structure,
        target,
        viewer.id,
        (date) => date >= today && !completedDates.has(date),
        totalsOf,
      );
    });
    const created = await repository.insertPlanCalendarWorkouts(tx, rows);
    await repository.setAssignmentsLength(
      tx,
      assignments.map((row) => row.id),
      lastDay,
    );
    return { removed, kept: completed.length, created, rows };
  });
  const perAssignment = countBy(result.rows, (row) => row.plan_assignment_id);
  return {
    message: planServerMessages.workoutsUpdated,
    removed: result.removed,
    kept: result.kept,
    created: result.created,
    assignments: assignments.map((row) =>
      assignmentResult(
        { ...row, endDate: addDays(row.startDate, lastDay) },
        perAssignment.get(row.id) ?? 0,
      ),
    ),
  };
}

/* ----- Applying ----- */

/**
 * POST api/plan-library/apply/: one assignment per athlete and all their calendar workouts, in
 * one transaction and a fixed number of queries whatever the number of athletes and weeks: the
 * plan, the athletes (with the access rule), then the lock, the assignments and the workouts.
 * One athlete the viewer may not see answers 404 and nothing is created.
 */
export async function applyPlan(options: Options & { body: ApplyPlanRequest }) {
  const { db, viewer, body } = options;
  const plan = await visiblePlan(options, body.planId);
  const requested = [...new Set(body.athletes.map((athlete) => String(athlete)))];
  const athleteIds = requested.map(requireRowId);
  const athletes = await repository.findAccessibleAthletes(db, viewer, athleteIds);
  if (athletes.length !== athleteIds.length) throw AppError.notFound();
  const byId = new Map(athletes.map((athlete) => [athlete.id, athlete]));
  const lastDay = Math.max(plan.weeks, 1) * 7 - 1;
  const newAssignments = requested.map((key) => {
    const athleteId = requireRowId(key);
    const startDate = body.startDates[key] ?? addDays(body.endDates[key]!, -lastDay);
    return {
      planId: plan.id,
      athleteId,
      startDate,
      endDate: assignmentEndDate(startDate, plan.weeks),
      createdBy: viewer.id,
    };
  });
  const { inserted, rows } = await db.transaction(async (tx) => {
    await repository.lockAthleteCalendars(tx, athleteIds);
    const inserted = await repository.insertAssignments(tx, newAssignments);
    const totalsOf = totalsMemo();
    const rows = inserted.flatMap((assignment) =>
      calendarRowsOf(
        plan.structure,
        { ...assignment, zones: byId.get(assignment.athleteId)!.zones },
        viewer.id,
        () => true,
        totalsOf,
      ),
    );
    await repository.insertPlanCalendarWorkouts(tx, rows);
    return { inserted, rows };
  });
  const perAssignment = countBy(rows, (row) => row.plan_assignment_id);
  return {
    message: messages.planApplied,
    assignments: inserted.map((assignment) => {
      const athlete = byId.get(assignment.athleteId)!;
      const row = {
        ...assignment,
        athleteName: athlete.name,
        athleteTimezone: athlete.timezone,
        athleteZones: athlete.zones,
      };
      return assignmentResult(row, perAssignment.get(assignment.id) ?? 0);
    }),
  };
}

/* ----- Shifting (beyond the spec) ----- */

/**
 * POST api/plan-library/shift-assignment/: the assignment's incomplete workouts move together
 * by `days` (never before the athlete's today), and its dates with them. Completed ones stay.
 */
export async function shiftAssignment(options: Options & { body: ShiftPlanAssignmentBody }) {
  const { db, body } = options;
  const id = requireRowId(body.assignmentId);
  const [assignment] = await repository.findAccessibleAssignments(db, options.viewer, [id]);
  if (!assignment) throw AppError.notFound();
  const today = todayIn(assignment.athleteTimezone);
  const { shifted, moved } = await db.transaction(async (tx) => {
    await repository.lockAthleteCalendars(tx, [assignment.athleteId]);
    const workouts = await repository.findAssignmentWorkouts(tx, [assignment]);
    const incomplete = workouts.filter((workout) => !isCompletedPlanWorkout(workout, today));
    if (incomplete.some((workout) => addDays(workout.date, body.days) < today)) {
      throw AppError.field("days", planServerMessages.shiftIntoPast);
    }
    const ids = incomplete.map((workout) => workout.id);
    if (ids.length > 0) {
      await calendarRepository.shiftWorkouts(tx, assignment.athleteId, ids, body.days);
      const dates = [...new Set(incomplete.map((workout) => addDays(workout.date, body.days)))];
      await calendarRepository.renumberDays(tx, assignment.athleteId, dates, ids);
    }
    const shifted = await repository.shiftAssignment(tx, assignment.id, body.days);
    return { shifted, moved: ids.length };
  });
  return {
    message: planServerMessages.assignmentShifted,
    assignment: assignmentResult({ ...assignment, ...shifted }, moved),
  };
}
