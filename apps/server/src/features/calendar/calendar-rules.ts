import { SportId } from "@coach/shared/sports/sport-ids";
import { messages } from "@coach/shared/validation/messages";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { AppError } from "../../errors/app-error";
import { assertWorkoutFields } from "../library/library.service";

const REST_DAY = SportId.restDay;

/**
 * The library's field rules (method offered by the sport, subtype of the sport), with one
 * difference: a rest day belongs on a calendar. It has no method and no subtype.
 */
export function assertCalendarWorkoutFields(
  body: Pick<WorkoutBody, "type" | "subtype" | "method">,
) {
  assertWorkoutFields(body, { isRestDayAllowed: true });
}

/** A calendar item as the day rules see it; id null for one not stored yet. */
export type DayItem = { id: number | null; date: string; type: number };

/**
 * The plan builder's day rules on the calendar: a rest day
 * only on a day with no workouts, no workout on a day holding a rest day. Notes are not
 * workouts, so they may share a rest day. `existing` is what the days hold now; `incoming` what
 * arrives (new, moved or changed items: an incoming id is no longer where `existing` has it).
 */
export function assertDayRules(existing: readonly DayItem[], incoming: readonly DayItem[]) {
  const movingIds = new Set(incoming.flatMap((item) => (item.id === null ? [] : [item.id])));
  const staying = existing.filter((item) => item.id === null || !movingIds.has(item.id));
  const othersOnDay = (item: DayItem) => [
    ...staying.filter((other) => other.date === item.date),
    ...incoming.filter((other) => other !== item && other.date === item.date),
  ];
  for (const item of incoming) {
    if (item.type !== REST_DAY) continue;
    if (othersOnDay(item).some((other) => other.type !== SportId.note)) {
      throw AppError.field("date", messages.restDayNotEmpty);
    }
  }
  for (const item of incoming) {
    if (item.type === REST_DAY || item.type === SportId.note) continue;
    if (othersOnDay(item).some((other) => other.type === REST_DAY)) {
      throw AppError.field("date", messages.workoutOnRestDay);
    }
  }
}

/**
 * The day's order with `id` placed at `position` (clamped; the end when absent): the ids of
 * the day in calendar order, without `id`, then `id` spliced in.
 */
export function placeInDay(dayIds: readonly number[], id: number, position?: number): number[] {
  const others = dayIds.filter((other) => other !== id);
  const index = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, index), id, ...others.slice(index)];
}
