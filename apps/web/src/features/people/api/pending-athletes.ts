import type { MessageResponse } from "@coach/shared/people/my-athletes.schemas";
import type { ConfirmPendingAthleteResponse } from "@coach/shared/people/pending-athletes.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { myAthletesKey } from "./my-athletes";

const one = (id: number) => `/api/coach/pending-athletes/${id}/`;

function usePendingMutation<Answer>(request: (id: number) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAthletesKey }),
  });
}

/** POST .../{id}/confirm/: the person is invited; the request leaves the list. */
export const useConfirmPendingAthlete = () =>
  usePendingMutation((id) =>
    apiFetch<ConfirmPendingAthleteResponse>(`${one(id)}confirm/`, { method: "POST" }),
  );

/** POST .../{id}/unregistered/ */
export const useMarkUnregistered = () =>
  usePendingMutation((id) =>
    apiFetch<MessageResponse>(`${one(id)}unregistered/`, { method: "POST" }),
  );

/** DELETE .../{id}/ */
export const useDeletePendingAthlete = () =>
  usePendingMutation((id) => apiFetch<MessageResponse>(one(id), { method: "DELETE" }));
