import { apiFetch } from "../../../lib/api-client";
import { useCalendarMutation } from "./use-calendar-mutation";

export const deleteCalendarWorkout = (athleteId: number, workoutId: number) =>
  apiFetch<null>(`/api/athlete/${athleteId}/calendar/workouts/${workoutId}/`, {
    method: "DELETE",
  });

export function useDeleteCalendarWorkout(athleteId: number) {
  return useCalendarMutation({
    athleteId,
    mutationFn: (workoutId: number) => deleteCalendarWorkout(athleteId, workoutId),
    optimistic: (workouts, workoutId) => workouts.filter((workout) => workout.id !== workoutId),
  });
}
