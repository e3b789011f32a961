import type { CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

export type CopyVariables = { workoutId: number; date: string };

export const copyCalendarWorkout = (athleteId: number, { workoutId, date }: CopyVariables) =>
  apiFetch<CalendarWorkout>(`/api/athlete/${athleteId}/calendar/workouts/${workoutId}/copy/`, {
    method: "POST",
    body: { date },
  });

/** Paste: a new workout with the copied one's content at the end of the day. */
export function useCopyCalendarWorkout(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (variables: CopyVariables) => copyCalendarWorkout(athleteId, variables),
  });
}
