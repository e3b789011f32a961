import {
  type AcceptRecordsBody,
  PEAK_ACTION_FAILED,
  PEAK_ACTION_TAKEN,
  PEAK_STALE_MESSAGE,
  type PeakActionBody,
} from "@coach/shared/activities/activity.schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { queryKeys } from "../../../lib/query-keys";
import { removeFromCache } from "./notifications-cache";

/**
 * POST api/athlete/records/accept/ with the chosen records (none to deny them all): the
 * notification is removed on success; errors are ignored (spec).
 */
export function useAcceptRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptRecordsBody) =>
      apiFetch<{ message: string }>("/api/athlete/records/accept/", { method: "POST", body }),
    meta: { silent: true },
    onSuccess: async (_answer, body) => {
      removeFromCache(queryClient, body.notificationId);
      await queryClient.invalidateQueries({ queryKey: [queryKeys.racesRecords(0)[0]] });
    },
  });
}

export type PeakOutcome = "done" | "stale" | "failed";

/**
 * POST api/athlete/peaks/: accept or dismiss. The server removes the notification when it acts,
 * and also when the threshold has improved since the peak (a 400 with the stale message): the
 * list drops it either way, and the caller shows the stale alert.
 */
export function usePeakAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PeakActionBody): Promise<PeakOutcome> => {
      try {
        await apiFetch<{ message: string }>("/api/athlete/peaks/", { method: "POST", body });
      } catch (error) {
        if (error instanceof ApiError && error.message === PEAK_STALE_MESSAGE) {
          removeFromCache(queryClient, body.id);
          return "stale";
        }
        if (!(error instanceof ApiError && error.isNotified)) notifyError(PEAK_ACTION_FAILED);
        return "failed";
      }
      removeFromCache(queryClient, body.id);
      notifySuccess(PEAK_ACTION_TAKEN);
      if (body.action === "accept") {
        // A new threshold changes the zones and the planned workouts' figures.
        await Promise.all(
          [queryKeys.accountInfo, [queryKeys.athleteZones(0)[0]], queryKeys.calendars].map(
            (queryKey) => queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      return "done";
    },
  });
}
