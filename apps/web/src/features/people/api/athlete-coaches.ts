import type { AthleteCoachesResponse } from "@coach/shared/people/athlete-coaches.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Under the people root, so a live coaching-link event refreshes it. */
export const athleteCoachesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.people, "athlete-coaches"] as const,
    queryFn: () => apiFetch<AthleteCoachesResponse>("/api/athlete/coaches/"),
  });

/** GET api/athlete/coaches/: the signed-in athlete's coaches. */
export function useAthleteCoaches() {
  return useQuery(athleteCoachesQuery());
}
