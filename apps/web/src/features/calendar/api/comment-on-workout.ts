import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { calendarKey } from "./get-calendar-range";

type CommentCreated = { id: number; date: string; user_id: number };

/**
 * POST api/athlete/workouts/comments/{workoutId} with event_type 'workout': a comment on a
 * planned workout (the activity matched to it takes it, when there is one). The workout is read
 * again, under the athlete's calendar key, with the new comment.
 */
export function useCommentOnWorkout(athleteId: number, workoutId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      apiFetch<CommentCreated>(
        `/api/athlete/workouts/comments/${encodeURIComponent(String(workoutId))}`,
        { method: "POST", body: { athlete: athleteId, comment, event_type: "workout" } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKey(athleteId) }),
  });
}
