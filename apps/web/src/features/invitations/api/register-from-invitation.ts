import type { LoginResponse } from "@coach/shared/auth/auth.schemas";
import type { InvitationKind } from "@coach/shared/invitations/invitations.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountInfo } from "../../../lib/account-info";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { session } from "../../../lib/session";

const REGISTER_PATHS: Partial<Record<InvitationKind, string>> = {
  coach_to_athlete: "/api/auth/register/athlete/set-password/",
  business_coach: "/api/auth/register/coach/",
};

/** Whether an invited address without an account can register from this kind of link. */
export const canRegisterFrom = (kind: InvitationKind) => kind in REGISTER_PATHS;

/**
 * Registers the invited address from the link and signs in with the answer's tokens: an
 * athlete then accepts on the same screen; a coach's registration is their acceptance.
 */
export function useRegisterFromInvitation(kind: InvitationKind, onSignedIn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiFetch<LoginResponse>(REGISTER_PATHS[kind] ?? "", { method: "POST", body, auth: false }),
    onSuccess: async (answer) => {
      queryClient.clear();
      session.setTokens(answer.tokens);
      await queryClient.fetchQuery({ queryKey: queryKeys.accountInfo, queryFn: getAccountInfo });
      // Here, not in mutate's callback: signing in unmounts the form that asked.
      onSignedIn();
    },
  });
}
