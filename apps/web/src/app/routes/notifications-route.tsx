import { NotificationSettingsPage } from "../../features/notifications/components/notification-settings-page";
import { NotificationsPage } from "../../features/notifications/components/notifications-page";
import { WebPushCard } from "../../features/web-push/components/web-push-card";
import { useAccountInfo } from "../../lib/account-info";

/** The viewer's units and date format; the shell draws pages only once the account is known. */
export function useNotificationFormats() {
  const details = useAccountInfo().data?.details;
  return {
    units: details?.displayUnits ?? "Metric",
    dateFormat: details?.dateFormat ?? "D MMM YYYY",
  };
}

/** /notifications: categories, the list, and the actionable notifications' dialogs. */
export function NotificationsRoute() {
  return <NotificationsPage formats={useNotificationFormats()} />;
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
