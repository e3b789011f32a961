import type { CoachAthletesResponse } from "@coach/shared/people/people.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { queryKeys } from "./query-keys";

export const coachAthletesQuery = () =>
  queryOptions({
    queryKey: queryKeys.coachAthletes,
    queryFn: () => apiFetch<CoachAthletesResponse>("/api/coach/athletes/"),
  });

/** The coach's athletes, which the shell's athlete picker and several pages read. */
export function useCoachAthletes(enabled = true) {
  return useQuery({ ...coachAthletesQuery(), enabled });
}
