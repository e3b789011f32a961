import { z } from "zod";
import { PasswordSchema } from "../validation/common.schemas.ts";
import {
  CoachInviteBodySchema,
  InvitationEmailSchema,
  SendInvitationBodySchema,
} from "../validation/forms.schemas.ts";
import { messages } from "../validation/messages.ts";

/** Bodies and answers of the invitation calls (docs/decisions/060-invitations.md). */

export type { CoachInviteBody, SendInvitationBody } from "../validation/forms.schemas.ts";
export { CoachInviteBodySchema, InvitationEmailSchema, SendInvitationBodySchema };

/** An invitation link answers for 14 days; after that it can only be deleted. */
export const INVITATION_TTL_DAYS = 14;

export const InvitationKindSchema = z.enum([
  "coach_to_athlete",
  "athlete_to_coach",
  "business_coach",
]);
export type InvitationKind = z.infer<typeof InvitationKindSchema>;

/** The stored statuses, and Expired for a pending one past its date. */
export const InvitationStatusSchema = z.enum(["Pending", "Accepted", "Declined", "Expired"]);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const InvitationResponseValueSchema = z.enum(["Accepted", "Declined", "Delete"]);
export type InvitationResponseValue = z.infer<typeof InvitationResponseValueSchema>;

/** The stored status as the screens show it: a pending invitation past its date is Expired. */
export function invitationStatus(
  stored: "Pending" | "Accepted" | "Declined",
  expiresAt: Date,
  now: Date,
): InvitationStatus {
  return stored === "Pending" && expiresAt.getTime() <= now.getTime() ? "Expired" : stored;
}

/** The invitation's expiry: INVITATION_TTL_DAYS after it is sent. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
}

export const PersonInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PersonInfo = z.infer<typeof PersonInfoSchema>;

/** An invitation as its sender and its receiver see it. */
export const InvitationSchema = z.object({
  uuid_str: z.string(),
  kind: InvitationKindSchema,
  status: InvitationStatusSchema,
  /** The answer given (Accepted or Declined), null while pending. */
  response: z.enum(["Accepted", "Declined"]).nullable(),
  sender_info: PersonInfoSchema,
  receiver_info: PersonInfoSchema,
  email: z.string(),
  from_athlete_to_coach: z.boolean(),
  onBoardingId: z.number().nullable(),
  messageFromCoach: z.string(),
  url_hash: z.string(),
  /** The receiver's invitation notification, when there is one. */
  notificationId: z.number().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationsResponseSchema = z.object({
  sent: z.array(InvitationSchema),
  received: z.array(InvitationSchema),
});
export type InvitationsResponse = z.infer<typeof InvitationsResponseSchema>;

export const SendInvitationResponseSchema = z.object({
  message: z.string(),
  invitation: InvitationSchema,
});

export const ValidateTokenBodySchema = z.object({
  token: z.string().min(1, messages.required).max(200),
});

/** What the response screen shows to whoever holds the link, signed in or not. */
export const InvitationPreviewSchema = z.object({
  uuid_str: z.string(),
  kind: InvitationKindSchema,
  status: InvitationStatusSchema,
  isExpired: z.boolean(),
  from_athlete_to_coach: z.boolean(),
  email: z.string(),
  sender_info: PersonInfoSchema,
  /** The business a business_coach invitation brings the receiver into. */
  businessName: z.string().nullable(),
  messageFromCoach: z.string(),
  onBoardingId: z.number().nullable(),
  /** Whether the invited address already has an account (sign in) or not (set a password). */
  hasAccount: z.boolean(),
  url_hash: z.string(),
  /** The signed-in caller's invitation notification, when there is one. */
  notificationId: z.number().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const RespondInvitationBodySchema = z.object({
  url_hash: z.string().min(1, messages.required).max(200),
  response: InvitationResponseValueSchema,
  notificationId: z.number().int().nullable().optional(),
});
export type RespondInvitationBody = z.infer<typeof RespondInvitationBodySchema>;

export const RespondInvitationResponseSchema = z.object({
  message: z.string(),
  status: InvitationStatusSchema.nullable(),
  kind: InvitationKindSchema,
  /** After accepting: the athlete and the coach the invitation linked. */
  athleteId: z.number().nullable(),
  coachId: z.number().nullable(),
  /** The coach's on-boarding form the athlete fills in next, when one came with it. */
  onBoardingId: z.number().nullable(),
});
export type RespondInvitationResponse = z.infer<typeof RespondInvitationResponseSchema>;

export const DeleteInvitationBodySchema = z.object({
  uuid_str: z.uuid({ error: messages.invitationGone }),
});

export const MessageResponseSchema = z.object({ message: z.string() });

/** Registering from an invitation link: the link's url_hash and the new password. */
export const InvitationPasswordBodySchema = z.object({
  token: z.string().min(1, messages.required).max(200),
  password: PasswordSchema,
});
export type InvitationPasswordBody = z.infer<typeof InvitationPasswordBodySchema>;

export const CoachLastStepBodySchema = z.object({
  fullName: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
  jobTitle: z.string().trim().max(200).default(""),
  profilePictureUrl: z.string().trim().max(2000).nullable().default(null),
});
export type CoachLastStepBody = z.infer<typeof CoachLastStepBodySchema>;

/** 'Invitation to user {email} has been sent' */
export function invitationSentMessage(email: string): string {
  return `Invitation to user ${email} has been sent`;
}
