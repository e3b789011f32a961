import type { RacesRecordsResponse } from "@coach/shared/insights/insights.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getRacesRecords = (athleteId: number) =>
  apiFetch<RacesRecordsResponse>(`/api/athlete/${athleteId}/races-records/`);

export const racesRecordsQuery = (athleteId: number) =>
  queryOptions({
    queryKey: queryKeys.racesRecords(athleteId),
    queryFn: () => getRacesRecords(athleteId),
  });

/** GET api/athlete/{id}/races-records/: races, best efforts and accepted records. */
export function useRacesRecords(athleteId: number) {
  return useQuery(racesRecordsQuery(athleteId));
}
