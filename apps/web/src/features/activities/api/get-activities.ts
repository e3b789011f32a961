import type { ActivityListResponse } from "@coach/shared/activities/activity.schemas";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** Every activity query starts with this key; an upload invalidates them all. */
export const activitiesKey = ["activities"] as const;
/** The calendar's queries start with this key (its range); an upload refreshes them too. */
export const calendarKey = ["calendar"] as const;

/**
 * The first keys of every query whose answer is built from activities: the calendar, the
 * activity lists and the athlete's pages. An upload, a deletion or a re-match refreshes them.
 */
const ACTIVITY_VIEWS = new Set([
  ...calendarKey,
  ...activitiesKey,
  "overview",
  "insights",
  "races-records",
  "performance",
  "macrocycle",
]);

export function refreshActivityViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => ACTIVITY_VIEWS.has(String(query.queryKey[0])),
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
