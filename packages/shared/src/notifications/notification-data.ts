import { z } from "zod";
import {
  NewRecordsNotificationDataSchema,
  PeakNotificationDataSchema,
} from "../activities/activity.schemas";
import type { NotificationType } from "./notification-catalogue";

/**
 * `data` of each notification type (the spec's fields: date, athlete_id, eid, url_hash,
 * eventType, eventId, eventDate, comment fields), and the page of the app each one opens.
 */
export const MissedWorkoutDataSchema = z.object({
  athlete_id: z.number().int(),
  athleteName: z.string(),
  /** The calendar workout that was missed, and its day (the athlete's local date). */
  eventType: z.literal("workout"),
  eventId: z.number().int(),
  eventDate: z.string(),
});

export const CommentDataSchema = z.object({
  athlete_id: z.number().int(),
  /** The activity commented on (for 'workout', the activity matched to the planned workout). */
  eid: z.number().int(),
  eventType: z.enum(["activity", "workout"]),
  eventDate: z.string(),
  comment_id: z.number().int(),
  /** Set when the comment is on a planned workout no activity matched yet (eid is its id). */
  workout_id: z.number().int().nullable().optional(),
  comment: z.string(),
  author_id: z.number().int(),
  authorName: z.string(),
});

export const InvitationDataSchema = z.object({
  url_hash: z.string(),
  invitationId: z.number().int(),
});

export const RaceDataSchema = z.object({
  athlete_id: z.number().int(),
  athleteName: z.string(),
  eventType: z.literal("race"),
  eventId: z.number().int(),
  eventDate: z.string(),
  /** 'added' or 'moved' (from `previousDate`). */
  change: z.enum(["added", "moved"]),
  previousDate: z.string().nullable(),
});

export const ZonesDataSchema = z.object({
  athlete_id: z.number().int(),
  /** The sport whose thresholds changed: runningMethods, cyclingMethods or swimmingMethods. */
  methodType: z.string(),
  changedBy: z.number().int(),
});

export const PaymentPlanDataSchema = z.object({
  /** What happened: assigned, due, overdue, paid, cancelled. */
  event: z.string(),
  paymentId: z.number().int().nullable(),
  paymentPlanId: z.number().int().nullable(),
  athlete_id: z.number().int().nullable(),
});

export const OvertrainingDataSchema = z.object({
  athlete_id: z.number().int(),
  athleteName: z.string(),
  date: z.string(),
  /** Acute (7-day) and chronic (42-day) load, and their ratio. */
  atl: z.number(),
  ctl: z.number(),
  ratio: z.number(),
});

export const InjuryDataSchema = z.object({
  athlete_id: z.number().int(),
  athleteName: z.string(),
  kind: z.enum(["injury", "illness"]),
  date: z.string(),
  eventId: z.number().int(),
  note: z.string(),
});

export const HistoryImportDataSchema = z.object({
  athlete_id: z.number().int(),
  importId: z.number().int(),
  imported: z.number().int(),
  duplicate: z.number().int(),
  refused: z.number().int(),
});

export const NOTIFICATION_DATA_SCHEMAS = {
  new_records: NewRecordsNotificationDataSchema,
  peak: PeakNotificationDataSchema,
  missed_workout: MissedWorkoutDataSchema,
  comment: CommentDataSchema,
  invitation: InvitationDataSchema,
  race: RaceDataSchema,
  zones: ZonesDataSchema,
  payment_plan: PaymentPlanDataSchema,
  overtraining: OvertrainingDataSchema,
  injury: InjuryDataSchema,
  history_import: HistoryImportDataSchema,
} satisfies Record<NotificationType, z.ZodType>;

export type NotificationDataOf<Type extends NotificationType> = z.infer<
  (typeof NOTIFICATION_DATA_SCHEMAS)[Type]
>;

const calendarDay = (athleteId: number, date: string) =>
  `/athlete/${athleteId}/calendar?eventDate=${encodeURIComponent(date)}`;

const LINKS: { [Type in NotificationType]: (data: NotificationDataOf<Type>) => string } = {
  new_records: (data) => `/activity/${data.activityId}`,
  peak: (data) => `/activity/${data.eid}`,
  missed_workout: (data) => calendarDay(data.athlete_id, data.eventDate),
  comment: (data) =>
    data.workout_id ? calendarDay(data.athlete_id, data.eventDate) : `/activity/${data.eid}`,
  invitation: (data) => `/invitation/${encodeURIComponent(data.url_hash)}`,
  race: (data) => calendarDay(data.athlete_id, data.eventDate),
  zones: (data) => `/athlete/${data.athlete_id}/zones`,
  payment_plan: () => "/payments",
  overtraining: (data) => `/athlete/${data.athlete_id}/performance`,
  injury: (data) => calendarDay(data.athlete_id, data.date),
  history_import: (data) => `/activities?athlete=${data.athlete_id}`,
};

/**
 * The path a notification opens (a click in the app, a web push, an e-mail's link). Throws for
 * an unknown type or malformed data (spec: clicking a notification of an unknown type throws).
 */
export function notificationLink(notification: { notification_type: string; data: unknown }) {
  const type = notification.notification_type as NotificationType;
  const schema = NOTIFICATION_DATA_SCHEMAS[type];
  if (!schema) throw new Error(`Unknown notification type: ${notification.notification_type}`);
  const data = schema.parse(notification.data);
  return (LINKS[type] as (data: unknown) => string)(data);
}
