import type { OverviewResponse } from "@coach/shared/insights/insights.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export const getOverview = (athleteId: number) =>
  apiFetch<OverviewResponse>(`/api/athlete/${athleteId}/overview/`);

export const overviewQuery = (athleteId: number) =>
  queryOptions({
    queryKey: queryKeys.overview(athleteId),
    queryFn: () => getOverview(athleteId),
  });

/** GET api/athlete/{id}/overview/: the athlete's summary. */
export function useOverview(athleteId: number) {
  return useQuery(overviewQuery(athleteId));
}
