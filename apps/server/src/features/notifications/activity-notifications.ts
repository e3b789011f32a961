import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_TYPES,
  type PeakNotificationData,
} from "@coach/shared/activities/activity.schemas";
import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NewNotificationRow } from "./notifications.repository";

/** The pending-action notification types an imported activity can raise. */
export const ACTIVITY_NOTIFICATION_TYPES = [NOTIFICATION_TYPES.newRecords, NOTIFICATION_TYPES.peak];

const PEAK_LABELS: Record<PeakNotificationData["method"], string> = {
  power: "FTP",
  heartRate: "threshold heart rate",
  pace: "threshold pace",
  tpace: "T-pace",
};

/** The athlete's new-records and peak notifications of an imported activity, with their texts. */
export function activityNotifications(
  event: AppEventOf<"activity.imported">,
): NewNotificationRow[] {
  const activity = `your ${event.name.toLowerCase()} of ${event.date}`;
  const rows: NewNotificationRow[] = [];
  if (event.newRecords) {
    rows.push({
      userId: event.athleteId,
      notificationType: NOTIFICATION_TYPES.newRecords,
      category: NOTIFICATION_CATEGORIES.newRecords,
      content: `New records in ${activity}`,
      data: event.newRecords,
    });
  }
  for (const peak of event.peaks) {
    rows.push({
      userId: event.athleteId,
      notificationType: NOTIFICATION_TYPES.peak,
      category: NOTIFICATION_CATEGORIES.peak,
      content: `A new ${PEAK_LABELS[peak.method]} was detected in ${activity}`,
      data: peak,
    });
  }
  return rows;
}
