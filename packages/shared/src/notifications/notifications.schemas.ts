import { z } from "zod";
import { RowIdSchema } from "../calendar/calendar.schemas";
import { NOTIFICATION_TYPE_NAMES } from "./notification-catalogue";

/**
 * The notifications API (first spec document, section 7 'Notifications'): the bell's pages,
 * read marking, and each person's settings (docs/decisions/070-notifications.md).
 */

/** Notifications per page of `GET /api/notifications/?page=`. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Ids one mark-read or PUT may name. */
export const MAX_NOTIFICATION_IDS = 500;

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPE_NAMES);

/** The spec's 'Notification' entity; `data` holds the type's own fields (date, eid, url_hash...). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  notification_type: z.string(),
  content: z.string(),
  /** ISO instant of creation. */
  timestamp: z.string(),
  read: z.boolean(),
  category: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** One category only (the page's category list); all when absent. */
  category: z.string().max(64).optional(),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  page: z.number().int(),
  /** All the caller's notifications (of the category asked for). */
  count: z.number().int(),
  /** The next page's number, or null on the last page. */
  next: z.number().int().nullable(),
  /** Unread notifications over every category: the bell's badge. */
  unread_count: z.number().int(),
  /** Unread notifications per category, for the category list. */
  unread_by_category: z.record(z.string(), z.number().int()),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** POST api/notifications/mark-read/: these ids, or every notification when null. */
export const MarkReadBodySchema = z.object({
  notification_ids: z.array(RowIdSchema).max(MAX_NOTIFICATION_IDS).nullable(),
});
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

/** PUT api/notifications/: marks these ids read (the older form of mark-read). */
export const PutNotificationsBodySchema = z.object({
  ids: z.array(RowIdSchema).max(MAX_NOTIFICATION_IDS),
});
export type PutNotificationsBody = z.infer<typeof PutNotificationsBodySchema>;

export const MarkReadResponseSchema = z.object({ updated: z.number().int() });

/** One row of the settings table as the client sends it. */
export const NotificationSettingInputSchema = z.object({
  notification_type: NotificationTypeSchema,
  in_app_enabled: z.boolean(),
  mail_enabled: z.boolean(),
});
export type NotificationSettingInput = z.infer<typeof NotificationSettingInputSchema>;

/** The spec's 'Notification setting' entity. */
export const NotificationSettingSchema = NotificationSettingInputSchema.extend({
  title: z.string(),
  description: z.string(),
  category: z.string(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

/** PUT /api/notifications/settings/ and POST api/athlete/notifications/. */
export const NotificationSettingsBodySchema = z.object({
  notification_settings: z.array(NotificationSettingInputSchema).min(1).max(50),
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

/** The caller's settings, sorted by category then title. */
export const NotificationSettingsResponseSchema = z.object({
  side: z.enum(["athlete", "coach"]),
  notification_settings: z.array(NotificationSettingSchema),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

/** POST api/notifications/unsubscribe/: the token of an e-mail's unsubscribe link. */
export const UnsubscribeBodySchema = z.object({ token: z.string().min(1).max(1000) });
export const UnsubscribeResponseSchema = z.object({
  notification_type: NotificationTypeSchema,
  title: z.string(),
});
/** RFC 8058 one-click: mail clients POST the List-Unsubscribe address, token in its query. */
export const OneClickUnsubscribeQuerySchema = UnsubscribeBodySchema;
