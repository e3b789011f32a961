import type { ZonesResponse } from "@coach/shared/zones/zone.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { athleteZonesUrl } from "./athlete-zones-url";

export const athleteZonesKey = queryKeys.athleteZones;

/**
 * GET api/athlete/zones/?athlete=: the athlete's zones, defaults where none are saved, and their
 * version, which a save presents (decision 083).
 */
export const getAthleteZones = (athleteId: number) =>
  apiFetch<ZonesResponse>(athleteZonesUrl(athleteId));

export const athleteZonesQuery = (athleteId: number) =>
  queryOptions({ queryKey: athleteZonesKey(athleteId), queryFn: () => getAthleteZones(athleteId) });

export function useAthleteZones(athleteId: number, enabled = true) {
  return useQuery({ ...athleteZonesQuery(athleteId), enabled });
}
