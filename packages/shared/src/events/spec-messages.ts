import { z } from "zod";
import { NotificationSchema } from "../notifications/notifications.schemas";

/**
 * The live channel's frames in the spec's own format (first spec document, section 4 'Live
 * channel': message types notification, billingDetails, coachDelete, payment), sent beside the
 * `AppEvent` frames (docs/decisions/054-live-updates-and-push.md). A client reads the ones it
 * knows and ignores the rest.
 */
export const NotificationSpecMessageSchema = z.object({
  type: z.literal("notification"),
  notification: NotificationSchema,
});

/** The receiving coach was removed from a business. */
export const CoachDeleteSpecMessageSchema = z.object({
  type: z.literal("coachDelete"),
  coachId: z.number().int(),
});

export const SpecMessageSchema = z.discriminatedUnion("type", [
  NotificationSpecMessageSchema,
  CoachDeleteSpecMessageSchema,
]);
export type SpecMessage = z.infer<typeof SpecMessageSchema>;
