import type { ActivityItem } from "@coach/shared/activities/activity.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { refreshActivityViews } from "./get-activities";

/** PATCH api/activities/{id}/ { name }: the list, calendar and analysis show the new name. */
export function useRenameActivity(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<ActivityItem>(`/api/activities/${activityId}/`, {
        method: "PATCH",
        body: { name },
      }),
    onSuccess: () => refreshActivityViews(queryClient),
  });
}
