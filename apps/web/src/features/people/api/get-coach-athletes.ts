import type { CoachAthletesResponse } from "@coach/shared/people/people.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const coachAthletesKey = ["coach", "athletes"] as const;

export const coachAthletesQuery = () =>
  queryOptions({
    queryKey: coachAthletesKey,
    queryFn: () => apiFetch<CoachAthletesResponse>("/api/coach/athletes/"),
  });

export function useCoachAthletes(enabled = true) {
  return useQuery({ ...coachAthletesQuery(), enabled });
}
