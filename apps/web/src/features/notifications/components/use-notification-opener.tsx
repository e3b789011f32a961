import {
  NewRecordsNotificationDataSchema,
  PeakNotificationDataSchema,
} from "@coach/shared/activities/activity.schemas";
import { notificationLink } from "@coach/shared/notifications/notification-data";
import type { Notification } from "@coach/shared/notifications/notifications.schemas";
import { lazy, useState } from "react";
import { useNavigate } from "react-router";
import { MountWhenOpened } from "../../../components/mount-when-opened";
import { notifyError } from "../../../lib/notify";
import { useMarkRead } from "../api/mark-read";
import { type NotificationFormats, notificationMessages } from "./notification-messages";
import type { PeakChoice } from "./peak-dialog";
import type { RecordsChoice } from "./records-chooser-dialog";

// Loaded when a notification first opens one: the shell's first paint does not wait for them.
const RecordsChooserDialog = lazy(() =>
  import("./records-chooser-dialog").then((module) => ({ default: module.RecordsChooserDialog })),
);
const PeakDialog = lazy(() =>
  import("./peak-dialog").then((module) => ({ default: module.PeakDialog })),
);

/**
 * What clicking a notification does: new records open the chooser, a peak its dialog, the rest
 * go to the page they are about. A type the app does not know (or malformed data) is an error
 * toast, never a broken screen. Render `dialogs` next to the list.
 */
export function useNotificationOpener(formats: NotificationFormats) {
  const navigate = useNavigate();
  const markRead = useMarkRead({ isSilent: true });
  const [records, setRecords] = useState<RecordsChoice | null>(null);
  const [peak, setPeak] = useState<PeakChoice | null>(null);

  function open(notification: Notification) {
    if (notification.notification_type === "new_records") {
      const data = NewRecordsNotificationDataSchema.safeParse(notification.data);
      if (!data.success) return notifyError(notificationMessages.cannotOpen);
      setRecords({ notificationId: notification.id, data: data.data });
      return;
    }
    if (notification.notification_type === "peak") {
      const data = PeakNotificationDataSchema.safeParse(notification.data);
      if (!data.success) return notifyError(notificationMessages.cannotOpen);
      setPeak({ notificationId: notification.id, data: data.data });
      return;
    }
    let path: string;
    try {
      path = notificationLink(notification);
    } catch {
      notifyError(notificationMessages.cannotOpen);
      return;
    }
    if (!notification.read) markRead.mutate([notification.id]);
    navigate(path);
  }

  const dialogs = (
    <>
      <MountWhenOpened isOpen={records !== null}>
        <RecordsChooserDialog choice={records} formats={formats} onClose={() => setRecords(null)} />
      </MountWhenOpened>
      <MountWhenOpened isOpen={peak !== null}>
        <PeakDialog choice={peak} formats={formats} onClose={() => setPeak(null)} />
      </MountWhenOpened>
    </>
  );
  return { open, dialogs };
}
