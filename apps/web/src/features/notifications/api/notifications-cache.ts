import type {
  Notification,
  NotificationsResponse,
} from "@coach/shared/notifications/notifications.schemas";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys";

/** Every notification list (the bell's and each category of the page). */
export const notificationListsKey = [...queryKeys.notifications, "list"] as const;
export const notificationListKey = (category?: string) =>
  [...notificationListsKey, category ?? "all"] as const;

type Pages = InfiniteData<NotificationsResponse, number>;

function cachedLists(queryClient: QueryClient) {
  return queryClient.getQueriesData<Pages>({ queryKey: notificationListsKey });
}

/** The cached unread notifications among `ids` (every one when null), each once. */
function unreadAmong(queryClient: QueryClient, ids: number[] | null) {
  const wanted = ids === null ? null : new Set(ids);
  const found = new Map<number, Notification>();
  for (const [, data] of cachedLists(queryClient)) {
    for (const page of data?.pages ?? []) {
      for (const notification of page.notifications) {
        if (!notification.read && (wanted === null || wanted.has(notification.id))) {
          found.set(notification.id, notification);
        }
      }
    }
  }
  return [...found.values()];
}

/** The unread counts of a page less these now-read notifications (never below 0). */
function lessUnread(page: NotificationsResponse, read: Notification[], isAll: boolean) {
  if (isAll) {
    const byCategory = Object.fromEntries(
      Object.keys(page.unread_by_category).map((category) => [category, 0]),
    );
    return { unread_count: 0, unread_by_category: byCategory };
  }
  const byCategory = { ...page.unread_by_category };
  for (const notification of read) {
    const count = byCategory[notification.category];
    if (count !== undefined) byCategory[notification.category] = Math.max(0, count - 1);
  }
  return {
    unread_count: Math.max(0, page.unread_count - read.length),
    unread_by_category: byCategory,
  };
}

/**
 * Shows these notifications (every one when null) as read in every cached list at once, and
 * takes them off the unread counts; the lists are fetched again once the server answers.
 */
export function markReadInCache(queryClient: QueryClient, ids: number[] | null) {
  const read = unreadAmong(queryClient, ids);
  const readIds = new Set(read.map((notification) => notification.id));
  if (ids !== null && readIds.size === 0) return;
  queryClient.setQueriesData<Pages>({ queryKey: notificationListsKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            ...lessUnread(page, read, ids === null),
            notifications: page.notifications.map((notification) =>
              readIds.has(notification.id) ? { ...notification, read: true } : notification,
            ),
          })),
        }
      : data,
  );
}

/** Filters a notification out of every cached list (spec: removing one is local). */
export function removeFromCache(queryClient: QueryClient, id: number) {
  const unread = unreadAmong(queryClient, [id]);
  queryClient.setQueriesData<Pages>({ queryKey: notificationListsKey }, (data) => {
    if (!data) return data;
    const isListed = data.pages.some((page) => page.notifications.some((n) => n.id === id));
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        ...lessUnread(page, unread, false),
        count: isListed ? Math.max(0, page.count - 1) : page.count,
        notifications: page.notifications.filter((notification) => notification.id !== id),
      })),
    };
  });
}
