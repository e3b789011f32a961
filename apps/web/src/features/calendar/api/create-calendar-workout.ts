import type {
  CalendarWorkout,
  CreateCalendarWorkoutBody,
} from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

export const createCalendarWorkout = (athleteId: number, body: CreateCalendarWorkoutBody) =>
  apiFetch<CalendarWorkout>(`/api/athlete/${athleteId}/calendar/workouts/`, {
    method: "POST",
    body,
  });

/** A workout from the library ({libraryWorkoutId, date}) or a whole one (builder, rest day). */
export function useCreateCalendarWorkout(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (body: CreateCalendarWorkoutBody) => createCalendarWorkout(athleteId, body),
  });
}
