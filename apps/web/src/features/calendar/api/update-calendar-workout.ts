import type {
  CalendarWorkout,
  UpdateCalendarWorkoutBody,
} from "@coach/shared/calendar/calendar.schemas";
import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

export type UpdateVariables = { workoutId: number; body: UpdateCalendarWorkoutBody };

export const updateCalendarWorkout = (athleteId: number, { workoutId, body }: UpdateVariables) =>
  apiFetch<CalendarWorkout>(`/api/athlete/${athleteId}/calendar/workouts/${workoutId}/`, {
    method: "PUT",
    body,
  });

export function useUpdateCalendarWorkout(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (variables: UpdateVariables) => updateCalendarWorkout(athleteId, variables),
  });
}
