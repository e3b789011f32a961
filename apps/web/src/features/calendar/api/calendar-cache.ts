import type {
  CalendarGridResponse,
  CalendarGridWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { calendarKey } from "./get-calendar-range";

/** What an optimistic change saved, to put back when the server refuses. */
export type CalendarSnapshot = [QueryKey, CalendarGridResponse | undefined][];

/** The range a cached calendar query covers, read from its key. */
function rangeOf(key: QueryKey): { start: string; end: string } | null {
  const [, , kind, start, end] = key as unknown[];
  return kind === "range" && typeof start === "string" && typeof end === "string"
    ? { start, end }
    : null;
}

const byDayOrder = (a: CalendarGridWorkout, b: CalendarGridWorkout) =>
  a.date === b.date ? a.position - b.position : a.date < b.date ? -1 : 1;

/**
 * Applies `change` to the workouts of every cached range of the athlete, each keeping only the
 * workouts of its own days, and returns what was there before.
 */
export async function patchCalendarWorkouts(
  queryClient: QueryClient,
  athleteId: number,
  change: (workouts: CalendarGridWorkout[]) => CalendarGridWorkout[],
): Promise<CalendarSnapshot> {
  await queryClient.cancelQueries({ queryKey: calendarKey(athleteId) });
  const snapshot = queryClient.getQueriesData<CalendarGridResponse>({
    queryKey: calendarKey(athleteId),
  });
  for (const [key, data] of snapshot) {
    const range = rangeOf(key);
    if (!data || !range) continue;
    const workouts = change(data.workouts)
      .filter((workout) => workout.date >= range.start && workout.date <= range.end)
      .sort(byDayOrder);
    queryClient.setQueryData<CalendarGridResponse>(key, { ...data, workouts });
  }
  return snapshot;
}

export function restoreCalendar(queryClient: QueryClient, snapshot: CalendarSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Every workout of the athlete held in any cached range, by id (a move may leave the visible one). */
export function cachedWorkouts(queryClient: QueryClient, athleteId: number) {
  const all = new Map<number, CalendarGridWorkout>();
  for (const [, data] of queryClient.getQueriesData<CalendarGridResponse>({
    queryKey: calendarKey(athleteId),
  })) {
    for (const workout of data?.workouts ?? []) all.set(workout.id, workout);
  }
  return all;
}

/** A workout placed on `date` after what the day already holds (the server's rule for moves). */
export function movedTo(
  workouts: CalendarGridWorkout[],
  moving: CalendarGridWorkout,
  date: string,
): CalendarGridWorkout {
  const last = workouts
    .filter((workout) => workout.date === date && workout.id !== moving.id)
    .reduce((max, workout) => Math.max(max, workout.position), -1);
  return { ...moving, date, position: last + 1 };
}
