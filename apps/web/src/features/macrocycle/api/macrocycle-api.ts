import type {
  MacrocycleResponse,
  SaveMacrocycleBody,
  SaveMacrocycleResponse,
} from "@coach/shared/macrocycle/macrocycle.schemas";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";

export type MacrocycleRange = { startDate: string; endDate: string };

const path = (athleteId: number) => `/api/athlete/${athleteId}/macrocycle/`;
export const macrocycleKey = queryKeys.macrocycle;

/** GET api/athlete/{id}/macrocycle/: the weeks of the range with their plan and loads. */
export function useMacrocycle(athleteId: number, range: MacrocycleRange) {
  return useQuery({
    queryKey: [...macrocycleKey(athleteId), range.startDate, range.endDate],
    queryFn: () => apiFetch<MacrocycleResponse>(path(athleteId), { query: range }),
    placeholderData: keepPreviousData,
  });
}

/** PUT api/athlete/{id}/macrocycle/: saves the changed weeks (a null phase clears one). */
export function useSaveMacrocycle(athleteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMacrocycleBody) =>
      apiFetch<SaveMacrocycleResponse>(path(athleteId), { method: "PUT", body }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return queryClient.invalidateQueries({ queryKey: macrocycleKey(athleteId) });
    },
  });
}
