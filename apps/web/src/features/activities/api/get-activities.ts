import type { ActivityListResponse } from "@coach/shared/activities/activity.schemas";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ACTIVITY_VIEW_ROOTS, queryKeys } from "../../../lib/query-keys";

/** Every activity query starts with this key; an upload invalidates them all. */
export const activitiesKey = queryKeys.activities;

/** After an upload, a deletion or a re-match: every answer built from activities is fetched again. */
export function refreshActivityViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => ACTIVITY_VIEW_ROOTS.has(String(query.queryKey[0])),
  });
}

export const getActivities = (athleteId: number) =>
  apiFetch<ActivityListResponse>(
    `/api/athlete/${encodeURIComponent(String(athleteId))}/activities/`,
  );

export const activitiesQuery = (athleteId: number) =>
  queryOptions({
    queryKey: [...activitiesKey, "list", athleteId],
    queryFn: () => getActivities(athleteId),
  });

/** GET api/athlete/{id}/activities/: all the athlete's activities in time order. */
export function useActivities(athleteId: number | null) {
  return useQuery({ ...activitiesQuery(athleteId ?? 0), enabled: athleteId !== null });
}
