import type { FeedbackBody } from "@coach/shared/validation/forms.schemas";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import type { DeviceInfo } from "../lib/device";

/** The feedback payload: what the person wrote, where they were and on what. */
export type FeedbackPayload = FeedbackBody & DeviceInfo & { locationUrl: string };

/** POST api/feedback/submit/; a failure is announced with the server's message. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (payload: FeedbackPayload) =>
      apiFetch<unknown>("/api/feedback/submit/", { method: "POST", body: payload }),
  });
}
