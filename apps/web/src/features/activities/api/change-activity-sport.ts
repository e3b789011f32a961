import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import type { ChangeableActivitySport } from "@coach/shared/activities/activity-update.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { refreshActivityViews } from "./get-activities";

/**
 * PATCH api/activities/{id}/ { sport }: the server analyses the original again as that sport,
 * so the page, list, calendar and performance views fetch every figure again.
 */
export function useChangeActivitySport(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sport: ChangeableActivitySport) =>
      apiFetch<ActivityItem>(`/api/activities/${activityId}/`, {
        method: "PATCH",
        body: { sport },
      }),
    onSuccess: () => refreshActivityViews(queryClient),
  });
}
