import type { AppEvent, AppEventOf, AppEventType } from "@coach/shared/events/app-events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshActivityViews } from "../../features/activities/api/get-activities";
import { analysisKey } from "../../features/activities/api/get-analysis";
import { historyImportKey } from "../../features/history-import/api/history-import-api";
import { refreshOnboardingViews } from "../../features/onboarding/api/onboarding-keys";
import { connectLiveChannel } from "../../lib/live-channel";
import { queryKeys } from "../../lib/query-keys";
import { session } from "../../lib/session";

/** Every notification query starts with this key. */
const notificationsKey = ["notifications"] as const;

type Refresh<Type extends AppEventType> = (
  queryClient: QueryClient,
  event: AppEventOf<Type>,
) => Promise<void>;

/**
 * What each live event makes stale: the queries refetch at once if shown, on next use if not.
 * One entry per event type, so a new type does not compile until it says what it refreshes.
 */
const refreshByType: { [Type in AppEventType]: Refresh<Type> } = {
  "notification.created": (queryClient) =>
    queryClient.invalidateQueries({ queryKey: notificationsKey }),
  "notifications.changed": (queryClient) =>
    queryClient.invalidateQueries({ queryKey: notificationsKey }),
  "activity.imported": (queryClient) => refreshActivityViews(queryClient),
  "activity.deleted": (queryClient) => refreshActivityViews(queryClient),
  "activity.changed": (queryClient) => refreshActivityViews(queryClient),
  "invitation.sent": (queryClient) => refreshInvitationViews(queryClient),
  // An accepted invitation links a coach and an athlete: the athlete selector lists them at once.
  "invitation.answered": async (queryClient) => {
    await refreshInvitationViews(queryClient);
    await refreshPeopleViews(queryClient);
  },
  "athlete.created": (queryClient) => refreshPeopleViews(queryClient),
  // The removed coach's own links and business change too (their account's business name).
  "coach.removed": async (queryClient) => {
    await refreshPeopleViews(queryClient);
    await queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo });
  },
  "athlete.removed": (queryClient) => refreshPeopleViews(queryClient),
  "athlete.muted": (queryClient) => refreshPeopleViews(queryClient),
  "onboarding.submitted": (queryClient) => refreshOnboardingViews(queryClient),
  // A comment on an activity shows on its analysis; on a planned workout, on the calendar.
  "comment.added": (queryClient, event) =>
    queryClient.invalidateQueries({
      queryKey:
        event.activityId === null
          ? queryKeys.calendar(event.athleteId)
          : analysisKey(event.activityId),
    }),
  "race.scheduled": async (queryClient, event) => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.calendar(event.athleteId) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.racesRecords(event.athleteId) });
  },
  // New thresholds: the zones, the planned stress recomputed from today, the threshold history.
  "zones.changed": async (queryClient, event) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.athleteZones(event.athleteId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calendar(event.athleteId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.performance(event.athleteId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.accountInfo }),
    ]);
  },
  // Workouts put on calendars by someone else (a coach, a plan): those calendars refetch.
  "workouts.scheduled": async (queryClient, event) => {
    await Promise.all(
      event.athleteIds.map((athleteId) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.calendar(athleteId) }),
      ),
    );
  },
  "athlete.injury-reported": (queryClient, event) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.calendar(event.athleteId) }),
  // The import's progress bar reads its state again; at the end the new activities show.
  "history-import.progressed": async (queryClient, event) => {
    await queryClient.invalidateQueries({ queryKey: historyImportKey(event.athleteId) });
    if (event.status === "done") await refreshActivityViews(queryClient);
  },
  // Never sent to a browser: the ended session's socket is closed with 1008, and its next
  // request is refused, which signs it out.
  "session.revoked": async () => {},
};

/** The invitations manager and the invitation screens. */
function refreshInvitationViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
}

/** A coaching link changed: the people screens and the athlete selector follow. */
async function refreshPeopleViews(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.people }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coachAthletes }),
  ]);
}

export function refreshForEvent(queryClient: QueryClient, event: AppEvent) {
  const refresh = refreshByType[event.type] as Refresh<typeof event.type>;
  return refresh(queryClient, event);
}

/**
 * Keeps the signed-in user's screens current: while mounted (the signed-in shell), the live
 * channel is open and each event it brings refreshes the queries it affects.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = connectLiveChannel({ getToken: session.refresh });
    channel.subscribe((event) => void refreshForEvent(queryClient, event));
    return () => channel.close();
  }, [queryClient]);
}
