import type {
  MessageResponse,
  MuteAthleteBody,
  MyAthletesResponse,
} from "@coach/shared/people/my-athletes.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Under the people root, so a live athlete event refreshes it. */
export const myAthletesKey = [...queryKeys.people, "my-athletes"] as const;

export const myAthletesQuery = () =>
  queryOptions({
    queryKey: myAthletesKey,
    queryFn: () => apiFetch<MyAthletesResponse>("/api/coach/my-athletes/"),
  });

/** GET api/coach/my-athletes/: athletes, dots, groups and requests. */
export function useMyAthletes() {
  return useQuery(myAthletesQuery());
}

/** Everything that shows athletes: My athletes and the athlete selector. */
export function refreshAthleteLists(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.people }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coachAthletes }),
  ]);
}

/**
 * POST api/coach/mute/: the muted list changes only once the server agreed (no optimistic
 * change), then the lists refetch.
 */
export function useMuteAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MuteAthleteBody) =>
      apiFetch<{ athlete: number; muted: boolean; message: string }>("/api/coach/mute/", {
        method: "POST",
        body,
      }),
    onSuccess: ({ athlete, muted }) => {
      queryClient.setQueryData<MyAthletesResponse>(myAthletesKey, (data) => {
        if (!data) return data;
        const others = data.coach_settings.muted_athletes.filter((id) => id !== athlete);
        return {
          ...data,
          coach_settings: {
            ...data.coach_settings,
            muted_athletes: muted ? [...others, athlete] : others,
          },
        };
      });
      return refreshAthleteLists(queryClient);
    },
  });
}

/** POST api/coach/athletes/remove; the screen says how it went, in the product's words. */
export function useRemoveAthlete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (athlete: number) =>
      apiFetch<MessageResponse>("/api/coach/athletes/remove", {
        method: "POST",
        body: { athlete },
      }),
    meta: { silent: true },
    onSuccess: () => refreshAthleteLists(queryClient),
  });
}
