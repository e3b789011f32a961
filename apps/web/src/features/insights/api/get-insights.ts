import type { InsightsPeriod, InsightsResponse } from "@coach/shared/insights/insights.schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type InsightsRange = { startDate: string; endDate: string; period: InsightsPeriod };

export const getInsights = (athleteId: number, range: InsightsRange) =>
  apiFetch<InsightsResponse>(`/api/athlete/${athleteId}/insights/`, { query: range });

export const insightsQuery = (athleteId: number, range: InsightsRange) =>
  queryOptions({
    queryKey: [...queryKeys.insights(athleteId), range] as const,
    queryFn: () => getInsights(athleteId, range),
  });

/** GET api/athlete/{id}/insights/: the previous range stays on screen while the next loads. */
export function useInsights(athleteId: number, range: InsightsRange) {
  return useQuery({ ...insightsQuery(athleteId, range), placeholderData: keepPreviousData });
}
