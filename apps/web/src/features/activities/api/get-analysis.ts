import type { AnalyzeResponse } from "@coach/shared/activities/activity.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { activitiesKey } from "./get-activities";

export const analysisKey = (activityId: number) =>
  [...activitiesKey, "analysis", activityId] as const;

export const getAnalysis = (activityId: number) =>
  apiFetch<AnalyzeResponse>(`/api/analyze/${encodeURIComponent(String(activityId))}`);

export const analysisQuery = (activityId: number) =>
  queryOptions({ queryKey: analysisKey(activityId), queryFn: () => getAnalysis(activityId) });

/** GET api/analyze/{id}: the activity, its summary, laps, peaks, zones, workout and comments. */
export function useAnalysis(activityId: number, enabled = true) {
  // A missing or foreign activity (404) is the page's own message, not a toast.
  return useQuery({ ...analysisQuery(activityId), enabled, meta: { silent: true } });
}
