import type { CoachInviteBody } from "@coach/shared/invitations/invitations.schemas";
import type {
  BusinessCoachesResponse,
  CoachManagerMessageResponse,
} from "@coach/shared/people/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";

/** Under the people root, so every change to coaching links refreshes it. */
export const businessCoachesKey = [...queryKeys.people, "business-coaches"] as const;

/** GET api/business-owner/coach/?include_athletes=true: coaches, invited coaches, unassigned. */
export const businessCoachesQuery = () =>
  queryOptions({
    queryKey: businessCoachesKey,
    queryFn: () =>
      apiFetch<BusinessCoachesResponse>("/api/business-owner/coach/", {
        query: { include_athletes: true },
      }),
  });

export function useBusinessCoaches() {
  return useQuery(businessCoachesQuery());
}

/** Who coaches whom changed: the people screens and the athlete selector follow. */
function refreshPeople(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.people }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coachAthletes }),
  ]);
}

/** POST api/business-owner/coach/{id}/assign-to-athlete with the product's two messages. */
export function useAssignAthleteToCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: { coachId: number; athleteId: number }) =>
      apiFetch<CoachManagerMessageResponse>(
        `/api/business-owner/coach/${link.coachId}/assign-to-athlete`,
        { method: "POST", body: { athlete_id: link.athleteId } },
      ),
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(messages.coachAssigned);
      await refreshPeople(queryClient);
    },
    onError: () => notifyError(messages.coachAssignFailed),
  });
}

/** DELETE api/coach/{id}/: a failure shows the server's error (the default toast). */
export function useRemoveCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coachId: number) =>
      apiFetch<CoachManagerMessageResponse>(`/api/coach/${coachId}/`, { method: "DELETE" }),
    onSuccess: async () => {
      notifySuccess(messages.coachRemoved);
      await refreshPeople(queryClient);
    },
  });
}

/** POST api/business-owner/coach-invitations/: the owner invites a coach into the business. */
export function useInviteCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachInviteBody) =>
      apiFetch<{ message: string }>("/api/business-owner/coach-invitations/", {
        method: "POST",
        body,
      }),
    // The dialog shows field errors under its inputs and the product's failure message.
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess(messages.coachInvited);
      await queryClient.invalidateQueries({ queryKey: queryKeys.people });
    },
  });
}
