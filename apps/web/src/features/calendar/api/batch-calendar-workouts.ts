import type { BatchCalendarWorkoutsBody } from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { cachedWorkouts } from "./calendar-cache";
import { useCalendarMutation } from "./use-calendar-mutation";

export const batchCalendarWorkouts = (athleteId: number, body: BatchCalendarWorkoutsBody) =>
  apiFetch<{ ids: number[] }>(`/api/athlete/${athleteId}/calendar/workouts/batch/`, {
    method: "POST",
    body,
  });

/** Several selected workouts moved by N days or deleted together, shown at once. */
export function useBatchCalendarWorkouts(athleteId: number) {
  const queryClient = useQueryClient();
  return useCalendarMutation({
    athleteId,
    mutationFn: (body: BatchCalendarWorkoutsBody) => batchCalendarWorkouts(athleteId, body),
    optimistic: (workouts, body) => {
      const ids = new Set(body.ids);
      const others = workouts.filter((workout) => !ids.has(workout.id));
      if (body.action === "delete" || body.days === undefined) return others;
      const days = body.days;
      const moved = [...cachedWorkouts(queryClient, athleteId).values()]
        .filter((workout) => ids.has(workout.id))
        .map((workout) => ({
          ...workout,
          date: addDays(workout.date, days),
          position: 1000 + workout.position,
        }));
      return [...others, ...moved];
    },
  });
}
