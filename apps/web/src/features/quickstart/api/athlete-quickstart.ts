import type {
  AthleteQuickstart,
  UpdateAthleteQuickstartBody,
} from "@coach/shared/dashboard/quickstart.schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";
import { ATHLETE_QUICKSTART_URL } from "./athlete-quickstart-url";
export const athleteQuickstartKey = ["quickstart", "athlete"] as const;

export const athleteQuickstartMessages = {
  dismissFailed: "Could not hide the card. Please try again.",
};

/**
 * GET /api/quickstart/: the signed-in user's own quick start. Silent and not retried: without
 * an answer the card is simply not shown, and the calendar waits on this answer (see
 * calendar-route.tsx), so it must not wait through retries.
 */
export function useAthleteQuickstart(enabled: boolean) {
  return useQuery({
    queryKey: athleteQuickstartKey,
    queryFn: () => apiFetch<AthleteQuickstart>(ATHLETE_QUICKSTART_URL),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

/** POST with the flags to set; the card follows at once and comes back if the call fails. */
export function useSetAthleteQuickstart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAthleteQuickstartBody) =>
      apiFetch<AthleteQuickstart>(ATHLETE_QUICKSTART_URL, { method: "POST", body }),
    meta: { silent: true },
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: athleteQuickstartKey });
      const previous = queryClient.getQueryData<AthleteQuickstart>(athleteQuickstartKey);
      if (previous) queryClient.setQueryData(athleteQuickstartKey, { ...previous, ...body });
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(athleteQuickstartKey, answer),
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(athleteQuickstartKey, context.previous);
      notifyError(athleteQuickstartMessages.dismissFailed);
    },
  });
}

/**
 * Activities of the user's own were just imported. The server sets add_activity_tracker when it
 * delivers the import's event, a moment after the upload's answer, so a refetch now could still
 * read false: the cached answer takes the value the server is about to store, and is marked
 * stale so the next visit asks the server again.
 */
export function useActivitiesImported() {
  const queryClient = useQueryClient();
  return () => {
    const current = queryClient.getQueryData<AthleteQuickstart>(athleteQuickstartKey);
    if (current) {
      queryClient.setQueryData(athleteQuickstartKey, { ...current, add_activity_tracker: true });
    }
    void queryClient.invalidateQueries({ queryKey: athleteQuickstartKey, refetchType: "none" });
  };
}
