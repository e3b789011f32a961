import type { AthleteProfileResponse } from "@coach/shared/account/athlete-profile.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const athleteProfileKey = (athleteId: number) => ["athlete-profile", athleteId] as const;

/** GET api/athlete/{id}/profile/: an athlete's profile as their coach sees it. */
export const getAthleteProfile = (athleteId: number) =>
  apiFetch<AthleteProfileResponse>(`/api/athlete/${athleteId}/profile/`);

export const athleteProfileQuery = (athleteId: number) =>
  queryOptions({
    queryKey: athleteProfileKey(athleteId),
    queryFn: () => getAthleteProfile(athleteId),
  });

export function useAthleteProfile(athleteId: number) {
  return useQuery(athleteProfileQuery(athleteId));
}
