import {
  NOTIFICATION_TYPES,
  type PeakNotificationData,
} from "@coach/shared/activities/activity.schemas";
import type { AppEventOf } from "@coach/shared/events/app-events";
import { namedOn } from "./notice-texts";
import type { NotificationNotice } from "./raise-notifications";

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
): NotificationNotice[] {
  const activity = `your ${namedOn(event.name, event.date)}`;
  const rows: NotificationNotice[] = [];
  if (event.newRecords) {
    rows.push({
      userId: event.athleteId,
      side: "athlete",
      type: NOTIFICATION_TYPES.newRecords,
      content: `New records in ${activity}`,
      data: event.newRecords,
      dedupeKey: `records:${event.activityId}`,
    });
  }
  for (const peak of event.peaks) {
    rows.push({
      userId: event.athleteId,
      side: "athlete",
      type: NOTIFICATION_TYPES.peak,
      content: `A new ${PEAK_LABELS[peak.method]} was detected in ${activity}`,
      data: peak,
      dedupeKey: `peak:${event.activityId}:${peak.methodType}:${peak.zone}`,
    });
  }
  return rows;
}
