import type { AnalyzeResponse } from "@coach/shared/activities/activity.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { analysisKey } from "./get-analysis";

type CommentCreated = { id: number; date: string; user_id: number };

export const createComment = (activityId: number, athleteId: number, comment: string) =>
  apiFetch<CommentCreated>(
    `/api/athlete/workouts/comments/${encodeURIComponent(String(activityId))}`,
    { method: "POST", body: { athlete: athleteId, comment, event_type: "activity" } },
  );

/**
 * Sends a comment on the activity; the new comment joins the page's list. A failure is only
 * logged.
 */
export function useCreateComment(activityId: number, athleteId: number, authorName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => createComment(activityId, athleteId, comment),
    meta: { silent: true },
    onSuccess: (created, comment) => {
      queryClient.setQueryData<AnalyzeResponse>(analysisKey(activityId), (analysis) =>
        analysis
          ? {
              ...analysis,
              comments: [
                ...analysis.comments,
                { ...created, content: comment, user_name: authorName },
              ],
            }
          : analysis,
      );
    },
    onError: (error) => console.warn("Comment not sent:", error),
  });
}
