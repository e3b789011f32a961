import type {
  RespondInvitationBody,
  RespondInvitationResponse,
} from "@coach/shared/invitations/invitations.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * POST api/invitations/respond. An answer can link a coach and an athlete: the invitations, the
 * athlete lists, the account (hasCoach) and the notifications refetch.
 */
export function useRespondInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondInvitationBody) =>
      apiFetch<RespondInvitationResponse>("/api/invitations/respond", { method: "POST", body }),
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.invitations,
          queryKeys.coachAthletes,
          queryKeys.people,
          queryKeys.accountInfo,
          queryKeys.notifications,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
