import type { ClientSamples } from "@coach/shared/activities/client-series";
import {
  decodeClientSamples,
  type EncodedClientSamples,
} from "@coach/shared/activities/series-encoding";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { activitiesKey } from "./get-activities";

/**
 * GET api/analyze/{id}/samples?encoding=series: the compact series (a tenth of the spec's rows),
 * gzip on the wire (the browser inflates it), decoded here.
 */
export const getSamples = async (activityId: number): Promise<ClientSamples> =>
  decodeClientSamples(
    await apiFetch<EncodedClientSamples>(
      `/api/analyze/${encodeURIComponent(String(activityId))}/samples?encoding=series`,
    ),
  );

export const samplesQuery = (activityId: number) =>
  queryOptions({
    queryKey: [...activitiesKey, "samples", activityId],
    queryFn: () => getSamples(activityId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Silent: the page says itself when the samples (or the activity) could not be loaded. */
export function useSamples(activityId: number) {
  return useQuery({ ...samplesQuery(activityId), meta: { silent: true } });
}
