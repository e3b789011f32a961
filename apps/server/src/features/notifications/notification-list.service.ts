import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsResponse,
} from "@coach/shared/notifications/notifications.schemas";
import type { AppDeps } from "../../app-deps";
import { inReadersFormat } from "./notice-texts";
import {
  countNotificationsByCategory,
  findNotificationPage,
  markNotificationsRead as markRead,
} from "./notification-list.repository";
import type { NotificationRow } from "./notifications.repository";

/** The spec's 'Notification' entity of a stored row, its days in the reader's date format. */
export function toNotification(row: NotificationRow, dateFormat: string): Notification {
  return {
    id: row.id,
    notification_type: row.notificationType,
    content: inReadersFormat(row.content, dateFormat),
    timestamp: row.createdAt.toISOString(),
    read: row.read,
    category: row.category,
    data: row.data as Record<string, unknown>,
  };
}

/**
 * A page of the caller's bell, newest first, with the counts the page and the badge show. Two
 * queries whatever the number of rows: the page, and the counts per category.
 */
export async function listNotifications(options: {
  deps: Pick<AppDeps, "db">;
  userId: number;
  /** The reader's, for the days in the texts. */
  dateFormat: string;
  page: number;
  category?: string;
}): Promise<NotificationsResponse> {
  const { db } = options.deps;
  const [rows, counts] = await Promise.all([
    findNotificationPage(db, {
      userId: options.userId,
      category: options.category,
      limit: NOTIFICATIONS_PAGE_SIZE,
      offset: (options.page - 1) * NOTIFICATIONS_PAGE_SIZE,
    }),
    countNotificationsByCategory(db, options.userId),
  ]);
  const count = counts
    .filter((entry) => !options.category || entry.category === options.category)
    .reduce((sum, entry) => sum + entry.total, 0);
  const unreadByCategory = Object.fromEntries(
    counts.filter((entry) => entry.unread > 0).map((entry) => [entry.category, entry.unread]),
  );
  return {
    notifications: rows.map((row) => toNotification(row, options.dateFormat)),
    page: options.page,
    count,
    next: options.page * NOTIFICATIONS_PAGE_SIZE < count ? options.page + 1 : null,
    unread_count: counts.reduce((sum, entry) => sum + entry.unread, 0),
    unread_by_category: unreadByCategory,
  };
}

/**
 * Marks the caller's notifications read (these ids, or all when null); other people's ids are
 * left alone. The caller's other tabs and devices follow through `notifications.changed`.
 */
export async function markNotificationsRead(options: {
  deps: Pick<AppDeps, "db" | "events">;
  userId: number;
  ids: number[] | null;
}): Promise<{ updated: number }> {
  const { db, events } = options.deps;
  return db.transaction(async (tx) => {
    const updated = await markRead(tx, options.userId, options.ids);
    if (updated > 0)
      await events.emit(tx, { type: "notifications.changed", userId: options.userId });
    return { updated };
  });
}
