import { NOTIFICATION_CATALOGUE } from "@coach/shared/notifications/notification-catalogue";
import { notificationLink } from "@coach/shared/notifications/notification-data";

/** Where the notifications page is: what a notification with unreadable data opens instead. */
const NOTIFICATIONS_PAGE = "/notifications";

/**
 * The app path a stored notification opens, for a push or an e-mail. A row whose data no longer
 * reads as its type's (an older format) opens the notifications page rather than failing the
 * delivery of the others.
 */
export function notificationPath(row: { notificationType: string; data: unknown }): string {
  try {
    return notificationLink({ notification_type: row.notificationType, data: row.data });
  } catch {
    return NOTIFICATIONS_PAGE;
  }
}

/** The settings title of a type ('New comment'); a generic word for a type no longer listed. */
export function notificationTitle(type: string): string {
  return (
    NOTIFICATION_CATALOGUE[type as keyof typeof NOTIFICATION_CATALOGUE]?.title ?? "Notification"
  );
}
