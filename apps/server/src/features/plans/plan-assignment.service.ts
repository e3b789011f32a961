import { todayIn } from "@coach/shared/calendar/athlete-today";
import {
  type ApplyPlanRequest,
  type PlanAssignmentEntriesRequest,
  planServerMessages,
  type ShiftPlanAssignmentBody,
} from "@coach/shared/plans/plan.schemas";
import { assignmentEndDate } from "@coach/shared/plans/plan-assignment";
import { addDays } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { lockAthleteCalendars, shiftWorkouts } from "../calendar/calendar-workouts.service";
import { isCompletedPlanWorkout } from "./plan-completion";
import {
  calendarRowsOf,
  deleteIncompleteWorkouts,
  removeAssignments,
  totalsMemo,
} from "./plan-workouts";
import * as repository from "./plans.repository";
import { type PlansOptions, visiblePlan } from "./plans-library.service";
import { assignmentIdOf, assignmentResult, countBy, requireRowId } from "./plans-mapping";

/**
 * The assignments the entries name: of this plan, of athletes the viewer may see. Any other
 * entry answers 404 and nothing changes.
 */
async function assignmentsOfEntries(
  options: PlansOptions & { body: PlanAssignmentEntriesRequest },
) {
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
  options: PlansOptions & { body: PlanAssignmentEntriesRequest },
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
  options: PlansOptions & { body: PlanAssignmentEntriesRequest },
) {
  const { db, viewer } = options;
  const { plan, assignments } = await assignmentsOfEntries(options);
  const lastDay = Math.max(plan.weeks, 1) * 7 - 1;
  const result = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: assignments.map((row) => row.athleteId) });
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

/**
 * POST api/plan-library/apply/: one assignment per athlete and all their calendar workouts, in
 * one transaction and a fixed number of queries whatever the number of athletes and weeks: the
 * plan, the athletes (with the access rule), then the lock, the assignments and the workouts.
 * One athlete the viewer may not see answers 404 and nothing is created.
 */
export async function applyPlan(
  options: PlansOptions & { events: EventBus; body: ApplyPlanRequest },
) {
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
    await lockAthleteCalendars({ tx, athleteIds });
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
    if (rows.length > 0) {
      await options.events.emit(tx, {
        type: "workouts.scheduled",
        actorId: viewer.id,
        athleteIds: [...new Set(rows.map((row) => row.athlete_id))],
        workoutCount: rows.length,
        source: "plan",
      });
    }
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

/**
 * POST api/plan-library/shift-assignment/ (our addition): the assignment's incomplete workouts
 * move together by `days` (never before the athlete's today), and its dates with them.
 * Completed ones stay.
 */
export async function shiftAssignment(options: PlansOptions & { body: ShiftPlanAssignmentBody }) {
  const { db, body } = options;
  const id = requireRowId(body.assignmentId);
  const [assignment] = await repository.findAccessibleAssignments(db, options.viewer, [id]);
  if (!assignment) throw AppError.notFound();
  const today = todayIn(assignment.athleteTimezone);
  const { shifted, moved } = await db.transaction(async (tx) => {
    await lockAthleteCalendars({ tx, athleteIds: [assignment.athleteId] });
    const workouts = await repository.findAssignmentWorkouts(tx, [assignment]);
    const incomplete = workouts.filter((workout) => !isCompletedPlanWorkout(workout, today));
    if (incomplete.some((workout) => addDays(workout.date, body.days) < today)) {
      throw AppError.field("days", planServerMessages.shiftIntoPast);
    }
    await shiftWorkouts({
      tx,
      athleteId: assignment.athleteId,
      workouts: incomplete,
      days: body.days,
      updatedBy: options.viewer.id,
    });
    const shifted = await repository.shiftAssignment(tx, assignment.id, body.days);
    return { shifted, moved: incomplete.length };
  });
  return {
    message: planServerMessages.assignmentShifted,
    assignment: assignmentResult({ ...assignment, ...shifted }, moved),
  };
}
