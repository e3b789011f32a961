import { todayIn } from "@coach/shared/calendar/athlete-today";
import type { PlanWeek } from "@coach/shared/plans/plan.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { REST_DAY_BODY } from "@coach/shared/workouts/workout-defaults";
import { computeWorkoutTotals, type WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Executor } from "../../db/client";
import { lockAthleteCalendars } from "../calendar/calendar-workouts.service";
import { isCompletedPlanWorkout } from "./plan-completion";
import * as repository from "./plans.repository";

/* The calendar workouts that plan assignments write, rewrite and remove. */

/** A plan's rest day as a calendar item: one object, so totalsMemo computes it once. */
const REST_DAY = { ...REST_DAY_BODY, id: null };

export type AssignmentTarget = {
  id: number;
  athleteId: number;
  startDate: string;
  zones: unknown;
};

/**
 * Totals of plan workouts per athletes' stored zones: athletes with the same zones (every new
 * account) share them, so a plan applied to many athletes is computed once per distinct zones.
 */
export function totalsMemo() {
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

/**
 * The calendar rows of one assignment: day d of week w on start + 7w + d, in the plan's order,
 * a rest day as the calendar's rest-day item. Totals use the athlete's zones. `isWanted` picks
 * the dates to write (all on apply; on update, the incomplete ones).
 */
export function calendarRowsOf(
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

/**
 * The assignments' calendar workouts split by isCompletedPlanWorkout against each athlete's
 * today; the incomplete ones are deleted. One query to read, one to delete.
 */
export async function deleteIncompleteWorkouts(
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
export async function removeAssignments(
  tx: Executor,
  assignments: repository.AssignmentWithAthlete[],
) {
  await lockAthleteCalendars({ tx, athleteIds: assignments.map((row) => row.athleteId) });
  const { completed, removed } = await deleteIncompleteWorkouts(tx, assignments);
  // The key's ON DELETE SET NULL unlinks the completed workouts that stay.
  await repository.deleteAssignments(
    tx,
    assignments.map((row) => row.id),
  );
  return { removed, kept: completed.length };
}
