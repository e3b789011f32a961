import type { CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { calendarKey } from "./get-calendar-range";

/**
 * One workout whole, steps included (GET .../workouts/{workoutId}/): what the builder opens.
 * Under the athlete's calendar key, so every calendar change refreshes it too.
 */
export function useCalendarWorkout(athleteId: number, workoutId: number) {
  return useQuery({
    queryKey: [...calendarKey(athleteId), "workout", workoutId],
    queryFn: () =>
      apiFetch<CalendarWorkout>(`/api/athlete/${athleteId}/calendar/workouts/${workoutId}/`),
  });
}
