import { todayIn } from "@coach/shared/calendar/athlete-today";
import type { CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { type AthleteZones, athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Executor } from "../../db/client";
import type { UserRow } from "../people/users.service";
import * as repository from "./calendar.repository";
import { toCalendarWorkout, toWorkoutBody } from "./calendar-mapping";
import * as missedRepository from "./missed-workouts.repository";

/*
 * What other features do to an athlete's calendar inside their own transactions: the caller has
 * checked access to the athlete already.
 */

/**
 * Serialises calendar writes of the athletes until the transaction ends, as every calendar
 * write does: an activity matched or deleted, a plan applied, shifted or removed.
 */
export async function lockAthleteCalendars(options: { tx: Executor; athleteIds: number[] }) {
  await repository.lockAthleteCalendars(options.tx, options.athleteIds);
}

/** One of the athlete's workouts as the calendar answers it; null when they have no such one. */
export async function findCalendarWorkout(options: {
  db: Executor;
  athlete: Pick<UserRow, "id" | "timezone" | "zones">;
  workoutId: number;
}): Promise<CalendarWorkout | null> {
  const { db, athlete } = options;
  const row = await repository.findWorkout(db, athlete.id, options.workoutId);
  const reader = { today: todayIn(athlete.timezone), zones: athleteZones(athlete.zones) };
  return row ? toCalendarWorkout(row, reader) : null;
}

/**
 * Recomputes the steps, totals and stress of the athlete's workouts of the given sports dated
 * `fromDate` or later with new zones (earlier ones keep the stress they were planned with).
 * Two statements, whatever the number of workouts.
 */
export async function recomputeWorkoutTotals(options: {
  tx: Executor;
  athleteId: number;
  sports: readonly number[];
  fromDate: string;
  zones: AthleteZones;
}) {
  const { tx, athleteId, zones } = options;
  const workouts = await repository.findWorkoutsOfSportsFrom(
    tx,
    athleteId,
    options.sports,
    options.fromDate,
  );
  const recomputed = workouts.map((row) => ({
    id: row.id,
    ...computeWorkoutTotals(toWorkoutBody(row), zones),
  }));
  await repository.updateTotals(tx, recomputed);
}

/**
 * Moves workouts of one athlete by `days`; on each day they arrive they go after the workouts
 * already there, in their own order.
 */
export async function shiftWorkouts(options: {
  tx: Executor;
  athleteId: number;
  workouts: readonly { id: number; date: string }[];
  days: number;
  /** Who moved them, named when an editor of one of them is refused (decision 083). */
  updatedBy?: number;
}) {
  const { tx, athleteId, days } = options;
  if (options.workouts.length === 0) return;
  const ids = options.workouts.map((workout) => workout.id);
  await repository.shiftWorkouts(tx, athleteId, ids, days, options.updatedBy);
  const dates = [...new Set(options.workouts.map((workout) => addDays(workout.date, days)))];
  await repository.renumberDays(tx, athleteId, dates, ids);
}

/**
 * Every athlete's planned workouts of their local yesterday at `now` that no activity matched
 * (their calendar flag is 'failure'), rest days and notes aside, with the athlete's name.
 */
export function findMissedWorkouts(options: { db: Executor; now: Date }) {
  return missedRepository.findMissedWorkouts(options.db, options.now);
}
