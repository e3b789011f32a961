import type { AppEvent, AppEventOf, AppEventType } from "@coach/shared/events/app-events";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { refreshActivityViews } from "../../features/activities/api/get-activities";
import { connectLiveChannel } from "../../lib/live-channel";
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
};

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
