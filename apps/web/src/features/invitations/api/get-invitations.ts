import type { InvitationsResponse } from "@coach/shared/invitations/invitations.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET api/invitations/: the caller's sent and received invitations. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.invitations, "list"],
    queryFn: () => apiFetch<InvitationsResponse>("/api/invitations/"),
  });

export function useInvitations() {
  return useQuery(invitationsQuery());
}
