import type { AnalyzeResponse, CreateCommentBody } from "@coach/shared/activities/activity.schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { dashboardRootKey } from "./get-dashboard";

const detailKey = (activityId: number) => ["dashboard-activity", activityId] as const;

/**
 * Card D's detail: the activity with its summary, matched workout and comments (GET
 * api/analyze/{id}). A failure shows the product's message in the card, not a toast.
 */
export function useActivityDetail(activityId: number | null) {
  return useQuery({
    queryKey: detailKey(activityId ?? 0),
    queryFn: () => apiFetch<AnalyzeResponse>(`/api/analyze/${activityId}`),
    enabled: activityId !== null,
    meta: { silent: true },
  });
}

/**
 * A comment from card D on the activity (a workout's comment goes to its matched activity). An
 * empty comment is not sent; a failure is only logged, as on the activity page.
 */
export function useSendComment(activityId: number, athleteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => {
      const body: CreateCommentBody = { athlete: athleteId, comment, event_type: "activity" };
      return apiFetch<{ id: number; date: string; user_id: number }>(
        `/api/athlete/workouts/comments/${activityId}`,
        { method: "POST", body },
      );
    },
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey(activityId) }),
        queryClient.invalidateQueries({ queryKey: dashboardRootKey }),
      ]),
    onError: (error) => console.warn("Comment not sent:", error),
  });
}
