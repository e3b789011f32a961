import {
  DASHBOARD_REFRESH_MS,
  type DashboardResponse,
} from "@coach/shared/dashboard/dashboard.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Every dashboard answer starts with this key, whatever its window. */
export const dashboardRootKey = ["dashboard"] as const;

/**
 * GET api/dashboard/?startDate&endDate. Kept fresh for 5 minutes: entering the dashboard again
 * within them shows the answer already here, later it is fetched again.
 */
export const dashboardQuery = (window: { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: [...dashboardRootKey, window.startDate, window.endDate],
    queryFn: () => apiFetch<DashboardResponse>("/api/dashboard/", { query: window }),
    staleTime: DASHBOARD_REFRESH_MS,
  });

export function useDashboard(window: { startDate: string; endDate: string }) {
  return useQuery(dashboardQuery(window));
}
