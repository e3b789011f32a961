import type { Invitation, SendInvitationBody } from "@coach/shared/invitations/invitations.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type SendInvitationInput = Pick<
  SendInvitationBody,
  "email" | "from_athlete_to_coach" | "messageFromCoach"
> & { onBoardingId: number | null };

/** POST api/invitations/send; the lists refetch. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvitationInput) =>
      apiFetch<{ message: string; invitation: Invitation }>("/api/invitations/send", {
        method: "POST",
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}
