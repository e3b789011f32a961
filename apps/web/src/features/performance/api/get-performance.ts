import type { PerformanceResponse } from "@coach/shared/performance/performance.schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

export type PerformanceRange = { startDate: string; endDate: string };

export const performanceKey = (athleteId: number, range: PerformanceRange) =>
  [...queryKeys.performance(athleteId), range.startDate, range.endDate] as const;

/** GET api/athlete/{id}/performance/: fitness series, curves and thresholds (coaches only). */
export const getPerformance = (athleteId: number, range: PerformanceRange) =>
  apiFetch<PerformanceResponse>(`/api/athlete/${athleteId}/performance/`, { query: range });

export function usePerformance(athleteId: number, range: PerformanceRange) {
  return useQuery({
    queryKey: performanceKey(athleteId, range),
    queryFn: () => getPerformance(athleteId, range),
    // Switching the range keeps the last chart until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
