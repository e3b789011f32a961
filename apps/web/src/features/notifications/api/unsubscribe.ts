import type { UnsubscribeResponseSchema } from "@coach/shared/notifications/notifications.schemas";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";

export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/**
 * POST /api/notifications/unsubscribe/ with an e-mail link's token: the token says who and
 * which type, so no session is needed. The page shows a refusal itself.
 */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<UnsubscribeResponse>("/api/notifications/unsubscribe/", {
        method: "POST",
        body: { token },
        auth: false,
      }),
    meta: { silent: true },
  });
}
