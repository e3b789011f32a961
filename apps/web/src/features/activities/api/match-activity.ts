import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import type { CalendarRangeResponse } from "@coach/shared/calendar/calendar.schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { refreshActivityViews } from "./get-activities";

/** The planned workouts of the activity's day: what it can be matched to. */
export function useSameDayWorkouts(athleteId: number, date: string) {
  return useQuery({
    queryKey: [...queryKeys.calendar(athleteId), "day", date],
    queryFn: () =>
      apiFetch<CalendarRangeResponse>(`/api/athlete/${athleteId}/calendar/workouts/`, {
        query: { startDate: date, endDate: date, athlete: athleteId },
      }),
    select: (range) =>
      range.workouts.filter((workout) => workout.type !== 60 && workout.type !== 61),
  });
}

/** POST api/activities/{id}/match/: re-match to another planned workout, or unmatch (null). */
export function useMatchActivity(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workoutId: number | null) =>
      apiFetch<ActivityItem>(`/api/activities/${activityId}/match/`, {
        method: "POST",
        body: { workoutId },
      }),
    onSuccess: () => refreshActivityViews(queryClient),
  });
}
