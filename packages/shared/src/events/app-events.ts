import { z } from "zod";
import {
  NewRecordsNotificationDataSchema,
  PeakNotificationDataSchema,
} from "../activities/activity.schemas.ts";

/**
 * Everything the product says happened, as one discriminated union. A service states an event in
 * its own transaction; the server delivers it to the features that subscribe, and the live
 * channel sends the same objects to the browsers of the users an event concerns
 * (docs/decisions/051-events-and-delivery.md). Names are `<noun>.<past verb>`.
 */

/** An activity file was imported: what it showed that other features act on. */
export const ActivityImportedEventSchema = z.object({
  type: z.literal("activity.imported"),
  athleteId: z.number().int(),
  activityId: z.number().int(),
  /** The activity's name and local date, for the texts that name it. */
  name: z.string(),
  date: z.string(),
  /** Best efforts better than the athlete's records, or null when none. */
  newRecords: NewRecordsNotificationDataSchema.nullable(),
  /** Thresholds the activity implies to be better than the stored ones. */
  peaks: z.array(PeakNotificationDataSchema),
});

export const ActivityDeletedEventSchema = z.object({
  type: z.literal("activity.deleted"),
  athleteId: z.number().int(),
  activityId: z.number().int(),
});

/** A notification was stored for a user: the live channel shows it at once. */
export const NotificationCreatedEventSchema = z.object({
  type: z.literal("notification.created"),
  userId: z.number().int(),
  notificationId: z.number().int(),
  notificationType: z.string(),
  content: z.string(),
});

/** Notifications were read or removed by their user (another tab or device follows). */
export const NotificationsChangedEventSchema = z.object({
  type: z.literal("notifications.changed"),
  userId: z.number().int(),
});

export const AppEventSchema = z.discriminatedUnion("type", [
  ActivityImportedEventSchema,
  ActivityDeletedEventSchema,
  NotificationCreatedEventSchema,
  NotificationsChangedEventSchema,
]);
export type AppEvent = z.infer<typeof AppEventSchema>;
export type AppEventType = AppEvent["type"];
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;
