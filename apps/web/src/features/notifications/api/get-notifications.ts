import type { NotificationsResponse } from "@coach/shared/notifications/notifications.schemas";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notificationListKey } from "./notifications-cache";
import { notificationsUrl } from "./notifications-url";

/** GET /api/notifications/?page=&category=: newest first, one category or all of them. */
export const notificationsQuery = (category?: string) =>
  infiniteQueryOptions({
    queryKey: notificationListKey(category),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotificationsResponse>(notificationsUrl(pageParam, category), { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useNotifications(category?: string) {
  return useInfiniteQuery(notificationsQuery(category));
}

/** The bell's badge: unread notifications over every category. */
export function useUnreadNotificationsCount() {
  const notifications = useNotifications();
  return notifications.data?.pages[0]?.unread_count ?? 0;
}
