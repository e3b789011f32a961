import type {
  CreateBusinessAthleteBody,
  CreateBusinessAthleteResponse,
} from "@coach/shared/people/business.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST api/business-owner/athletes/: the new athlete's id; the athlete lists are refetched. */
export function useCreateAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBusinessAthleteBody) =>
      apiFetch<CreateBusinessAthleteResponse>("/api/business-owner/athletes/", {
        method: "POST",
        body,
      }),
    // A failure is not announced (the product's rule); field errors show under the inputs.
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coachAthletes }),
      ]),
  });
}
