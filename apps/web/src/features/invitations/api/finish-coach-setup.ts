import type { AccountInfoResponse } from "@coach/shared/account/account.schemas";
import type { LoginResponse } from "@coach/shared/auth/auth.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { getAccountInfo } from "../../../lib/account-info";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { session } from "../../../lib/session";

export type CoachSetupProfile = { fullName: string; jobTitle: string; password: string };

/**
 * The setup-profile step of /trainer-setup: POST api/auth/register/coach/ with the invitation's
 * token (the account, signed in, joined to the business: registering is accepting), then
 * POST api/auth/register/coach/last-step with the name and job title the coach typed.
 */
export function useFinishCoachSetup(token: string, onSignedIn: () => void) {
  const queryClient = useQueryClient();
  // The token answers once: when only the last step failed, a retry sends only the last step.
  const registered = useRef(false);
  return useMutation({
    mutationFn: async (profile: CoachSetupProfile) => {
      if (!registered.current) {
        const answer = await apiFetch<LoginResponse>("/api/auth/register/coach/", {
          method: "POST",
          body: { token, password: profile.password },
          auth: false,
        });
        registered.current = true;
        queryClient.clear();
        session.setTokens(answer.tokens);
      }
      await apiFetch<Pick<AccountInfoResponse, "details">>("/api/auth/register/coach/last-step", {
        method: "POST",
        body: { fullName: profile.fullName, jobTitle: profile.jobTitle, profilePictureUrl: null },
      });
      // Loaded after the last step, so the app's header shows the name just chosen.
      await queryClient.fetchQuery({ queryKey: queryKeys.accountInfo, queryFn: getAccountInfo });
    },
    meta: { silent: true },
    // Here, not in mutate's callback: signing in re-renders the screen that asked.
    onSuccess: () => onSignedIn(),
  });
}
