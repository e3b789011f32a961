import { NotificationSettingsPage } from "../../features/notifications/components/notification-settings-page";
import { NotificationsPage } from "../../features/notifications/components/notifications-page";
import { WebPushCard } from "../../features/web-push/components/web-push-card";
import { useFormats } from "../../lib/formats";

/** /notifications: categories, the list, and the actionable notifications' dialogs. */
export function NotificationsRoute() {
  return <NotificationsPage formats={useFormats()} />;
}

/**
 * /notification-settings and /admin-center/notifications: the same settings screen, with this
 * browser's push permission above the table.
 */
export function NotificationSettingsRoute() {
  return (
    <NotificationSettingsPage>
      <WebPushCard />
    </NotificationSettingsPage>
  );
}
