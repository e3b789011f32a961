import type { CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { cachedWorkouts, movedTo } from "./calendar-cache";
import { useCalendarMutation } from "./use-calendar-mutation";

export type MoveVariables = { workoutId: number; date: string };

export const moveCalendarWorkout = (athleteId: number, { workoutId, date }: MoveVariables) =>
  apiFetch<CalendarWorkout>(`/api/athlete/${athleteId}/calendar/workouts/${workoutId}/move/`, {
    method: "POST",
    body: { date },
  });

/** Drag and drop: the workout shows on its new day at once, and goes back if the server refuses. */
export function useMoveCalendarWorkout(athleteId: number) {
  const queryClient = useQueryClient();
  return useCalendarMutation({
    athleteId,
    mutationFn: (variables: MoveVariables) => moveCalendarWorkout(athleteId, variables),
    optimistic: (workouts, { workoutId, date }) => {
      const moving = cachedWorkouts(queryClient, athleteId).get(workoutId);
      if (!moving) return workouts;
      const others = workouts.filter((workout) => workout.id !== workoutId);
      return [...others, movedTo(others, moving, date)];
    },
  });
}
