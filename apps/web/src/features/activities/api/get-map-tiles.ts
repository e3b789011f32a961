import type { MapTilesResponse } from "@coach/shared/activities/activity.schemas";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET api/map/tiles/: the operator's tile server, the same for the whole visit. */
export function useMapTiles() {
  return useQuery({
    queryKey: ["map-tiles"],
    queryFn: () => apiFetch<MapTilesResponse>("/api/map/tiles/"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
