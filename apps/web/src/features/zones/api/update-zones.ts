import type { UpdateZonesBody, ZonesResponse } from "@coach/shared/zones/zone.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { athleteZonesKey } from "./get-athlete-zones";

export type UpdateZonesResponse = { message: string; zones: ZonesResponse };

export const updateZones = (body: UpdateZonesBody) =>
  apiFetch<UpdateZonesResponse>("/api/athlete/zones/", { method: "POST", body });

/**
 * POST api/athlete/zones/ for one sport, with the version the page loaded: a 409 says who saved
 * meanwhile (decision 083). The server recomputes the stress of future planned workouts, so the
 * athlete's calendar is fetched again too.
 */
export function useUpdateZones(athleteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZones,
    // The page shows the failure next to the threshold that was typed.
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(athleteZonesKey(athleteId), answer.zones);
      void queryClient.invalidateQueries({ queryKey: queryKeys.calendar(athleteId) });
      // The account carries its own zones too (the library reads the coach's from there).
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo });
    },
  });
}
