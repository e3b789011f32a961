import type {
  FeedbackSubmitBody,
  FeedbackSubmitResponse,
} from "@coach/shared/dashboard/feedback.schemas";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST api/feedback/submit/; a failure is announced with the server's message. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (payload: FeedbackSubmitBody) =>
      apiFetch<FeedbackSubmitResponse>("/api/feedback/submit/", { method: "POST", body: payload }),
  });
}
