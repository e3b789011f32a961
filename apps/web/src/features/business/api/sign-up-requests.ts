import type {
  AcceptSubdomainRequestBody,
  AcceptSubdomainRequestResponse,
  SubdomainRequestsResponse,
} from "@coach/shared/business/business.schemas";
import type { BusinessCoachesResponse } from "@coach/shared/people/business.schemas";
import { peopleMessages } from "@coach/shared/people/people-messages";
import { messages } from "@coach/shared/validation/messages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";

/** Under the people root: an accepted sign-up is a new athlete on every people screen. */
export const signUpRequestsKey = [...queryKeys.people, "sign-up-requests"] as const;

/** GET api/subdomain/requests; a failure is ignored with no message (the spec's silent case). */
export const signUpRequestsQuery = () =>
  queryOptions({
    queryKey: signUpRequestsKey,
    queryFn: () => apiFetch<SubdomainRequestsResponse>("/api/subdomain/requests"),
    meta: { silent: true },
  });

export function useSignUpRequests(isEnabled = true) {
  return useQuery({ ...signUpRequestsQuery(), enabled: isEnabled });
}

/** The business's coaches, to choose who coaches an accepted athlete. */
export function useBusinessCoachChoices() {
  return useQuery({
    queryKey: [...queryKeys.people, "business-coaches"],
    queryFn: () =>
      apiFetch<BusinessCoachesResponse>("/api/business-owner/coach/", {
        query: { include_athletes: true },
      }),
    meta: { silent: true },
  });
}

/**
 * An answer to a sign-up, with its messages here rather than at the call: the answered row leaves
 * the list, and a call's own callbacks do not run once its component is gone.
 */
function useAnswer<Body, Answer>(
  request: (body: Body) => Promise<Answer>,
  words: { done: string; failed: (error: Error) => string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onError: (error) => notifyError(words.failed(error)),
    onSuccess: () => {
      notifySuccess(words.done);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coachAthletes }),
      ]);
    },
  });
}

/** POST api/subdomain/requests/accept: 'New Athlete Sign-up Confirmed' or the failure. */
export const useAcceptSignUp = () =>
  useAnswer(
    (body: AcceptSubdomainRequestBody) =>
      apiFetch<AcceptSubdomainRequestResponse>("/api/subdomain/requests/accept", {
        method: "POST",
        body,
      }),
    {
      done: peopleMessages.signUpConfirmed,
      failed: (error) => error.message || peopleMessages.signUpConfirmFailed,
    },
  );

/** POST api/subdomain/requests/cancel */
export const useCancelSignUp = () =>
  useAnswer(
    (id: number) =>
      apiFetch<{ message: string }>("/api/subdomain/requests/cancel", {
        method: "POST",
        body: { id },
      }),
    { done: messages.athleteRequestCancelled, failed: (error) => error.message },
  );
