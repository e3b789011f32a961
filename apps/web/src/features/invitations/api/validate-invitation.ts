import type { InvitationPreview } from "@coach/shared/invitations/invitations.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { useIsSignedIn } from "../../../lib/session";

/**
 * POST api/invitations/validate-token/: the invitation of a link. Signed out it is asked without
 * a token; signed in, the answer names the caller's notification of it.
 */
export const invitationPreviewQuery = (urlHash: string, isSignedIn: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.invitations, "preview", urlHash, isSignedIn],
    queryFn: () =>
      apiFetch<InvitationPreview>("/api/invitations/validate-token/", {
        method: "POST",
        body: { token: urlHash },
        auth: isSignedIn,
      }),
    meta: { silent: true },
    retry: false,
  });

export function useInvitationPreview(urlHash: string) {
  const isSignedIn = useIsSignedIn();
  return useQuery(invitationPreviewQuery(urlHash, isSignedIn));
}
