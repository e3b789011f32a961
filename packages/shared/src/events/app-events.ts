import { z } from "zod";
import {
  NewRecordsNotificationDataSchema,
  PeakNotificationDataSchema,
} from "../activities/activity.schemas.ts";
import { THRESHOLD_METHOD_TYPES } from "../performance/performance.schemas.ts";

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

/** An activity was analysed again (a new sport): its figures, match and calendar changed. */
export const ActivityChangedEventSchema = z.object({
  type: z.literal("activity.changed"),
  athleteId: z.number().int(),
  activityId: z.number().int(),
  changedBy: z.number().int(),
});

/** A notification was stored for a user: the live channel shows it at once. */
export const NotificationCreatedEventSchema = z.object({
  type: z.literal("notification.created"),
  userId: z.number().int(),
  notificationId: z.number().int(),
  notificationType: z.string(),
  content: z.string(),
  /** The rest of the spec's 'Notification' entity, so the live channel can send it whole. */
  category: z.string(),
  /** ISO instant of creation. */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** Notifications were read or removed by their user (another tab or device follows). */
export const NotificationsChangedEventSchema = z.object({
  type: z.literal("notifications.changed"),
  userId: z.number().int(),
});

/** An athlete sent their answers to a coach's on-boarding page. */
export const OnboardingSubmittedEventSchema = z.object({
  type: z.literal("onboarding.submitted"),
  formId: z.number().int(),
  coachId: z.number().int(),
  athleteId: z.number().int(),
});

/** A coaching link ended: the coach (or the business owner) removed the athlete. */
export const AthleteRemovedEventSchema = z.object({
  type: z.literal("athlete.removed"),
  coachId: z.number().int(),
  athleteId: z.number().int(),
});

/** A coach muted or unmuted one of their athletes. */
export const AthleteMutedEventSchema = z.object({
  type: z.literal("athlete.muted"),
  coachId: z.number().int(),
  athleteId: z.number().int(),
  muted: z.boolean(),
});

/** A business owner created an athlete, or added an existing account as one. */
export const AthleteCreatedEventSchema = z.object({
  type: z.literal("athlete.created"),
  businessId: z.number().int(),
  ownerId: z.number().int(),
  athleteId: z.number().int(),
  /** False when the address already had an account. */
  isNewAccount: z.boolean(),
});

/**
 * A business owner removed a coach from the business: the coach's athletes there stay athletes
 * of the business without a coach.
 */
export const CoachRemovedEventSchema = z.object({
  type: z.literal("coach.removed"),
  businessId: z.number().int(),
  coachId: z.number().int(),
  ownerId: z.number().int(),
  athleteIds: z.array(z.number().int()),
});

/**
 * An invitation was sent (or re-sent, replacing the pending one). receiverId is the account of
 * the invited address, null while the address has none.
 */
export const InvitationSentEventSchema = z.object({
  type: z.literal("invitation.sent"),
  invitationId: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int().nullable(),
  email: z.string(),
});

/** An invitation was accepted, declined or deleted (by its sender or its receiver). */
export const InvitationAnsweredEventSchema = z.object({
  type: z.literal("invitation.answered"),
  invitationId: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int().nullable(),
  response: z.enum(["Accepted", "Declined", "Delete"]),
});

/**
 * Someone commented on an activity ('activity'), or on the activity matched to a planned
 * workout ('workout'). The activity's name and local date are for the texts that name it.
 */
export const CommentAddedEventSchema = z.object({
  type: z.literal("comment.added"),
  commentId: z.number().int(),
  /** The activity commented on; null for a planned workout no activity matched yet. */
  activityId: z.number().int().nullable(),
  /** The planned workout commented on, when no activity matched it. */
  workoutId: z.number().int().nullable().default(null),
  athleteId: z.number().int(),
  authorId: z.number().int(),
  eventType: z.enum(["activity", "workout"]),
  activityName: z.string(),
  date: z.string(),
  comment: z.string(),
});

/**
 * A race was added to an athlete's calendar (previousDate null) or moved to another date, by
 * the athlete or by someone who coaches them (actorId).
 */
export const RaceScheduledEventSchema = z.object({
  type: z.literal("race.scheduled"),
  athleteId: z.number().int(),
  raceId: z.number().int(),
  actorId: z.number().int(),
  name: z.string(),
  date: z.string(),
  previousDate: z.string().nullable(),
});

/**
 * Thresholds of one sport of an athlete changed (zones saved, or a peak accepted), by the
 * athlete or by someone who coaches them (changedBy); `methods` are the changed ones.
 */
export const ZonesChangedEventSchema = z.object({
  type: z.literal("zones.changed"),
  athleteId: z.number().int(),
  changedBy: z.number().int(),
  methodType: z.enum(THRESHOLD_METHOD_TYPES),
  methods: z.array(z.string()),
});

/** An athlete marked days of their own calendar as injured or ill. */
export const InjuryReportedEventSchema = z.object({
  type: z.literal("athlete.injury-reported"),
  athleteId: z.number().int(),
  unavailabilityId: z.number().int(),
  kind: z.enum(["injury", "illness"]),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string(),
});

/**
 * Workouts were put on an athlete's calendar: one added or copied there (source 'calendar'), or
 * a plan applied to several athletes at once ('plan'). actorId is who did it.
 */
export const WorkoutsScheduledEventSchema = z.object({
  type: z.literal("workouts.scheduled"),
  actorId: z.number().int(),
  athleteIds: z.array(z.number().int()),
  workoutCount: z.number().int(),
  source: z.enum(["calendar", "plan"]),
});

/**
 * Sessions (refresh-token families) ended by logout, a password reset or a copied refresh token:
 * every instance closes their open live sockets.
 */
export const SessionRevokedEventSchema = z.object({
  type: z.literal("session.revoked"),
  userId: z.number().int(),
  sessionIds: z.array(z.string()),
});

/**
 * A history archive import (docs/decisions/123-history-archive-import.md) moved on: counted,
 * another batch of files done, or finished. Its page reads the import's state again.
 */
export const HistoryImportProgressedEventSchema = z.object({
  type: z.literal("history-import.progressed"),
  importId: z.number().int(),
  athleteId: z.number().int(),
  /** Who uploaded the archive (the athlete, a coach or the owner); null once deleted. */
  uploadedBy: z.number().int().nullable(),
  status: z.enum(["queued", "running", "done", "failed"]),
  processed: z.number().int(),
  total: z.number().int().nullable(),
});

export const AppEventSchema = z.discriminatedUnion("type", [
  InvitationSentEventSchema,
  InvitationAnsweredEventSchema,
  ActivityImportedEventSchema,
  ActivityDeletedEventSchema,
  ActivityChangedEventSchema,
  NotificationCreatedEventSchema,
  NotificationsChangedEventSchema,
  AthleteCreatedEventSchema,
  CoachRemovedEventSchema,
  AthleteRemovedEventSchema,
  AthleteMutedEventSchema,
  OnboardingSubmittedEventSchema,
  CommentAddedEventSchema,
  RaceScheduledEventSchema,
  ZonesChangedEventSchema,
  InjuryReportedEventSchema,
  WorkoutsScheduledEventSchema,
  SessionRevokedEventSchema,
  HistoryImportProgressedEventSchema,
]);
export type AppEvent = z.infer<typeof AppEventSchema>;
export type AppEventType = AppEvent["type"];
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;
