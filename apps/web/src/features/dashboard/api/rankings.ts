import type { RankingsResponse } from "@coach/shared/dashboard/rankings.schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET api/coach/rankings/: 12 months of planned-vs-done per athlete and last week's records. */
export function useRankings() {
  return useQuery({
    queryKey: ["dashboard-rankings"],
    queryFn: () => apiFetch<RankingsResponse>("/api/coach/rankings/"),
    staleTime: 5 * 60_000,
  });
}
