import { z } from "zod";
import { EmailSchema, FullNameSchema, ShortNameSchema } from "./common.schemas.ts";
import { messages } from "./messages.ts";

/** Forms with their exact messages. */

/** Dashboard "add athlete": a full name of two words or more, and an e-mail. */
export const AddAthleteBodySchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
});
export type AddAthleteBody = z.infer<typeof AddAthleteBodySchema>;

/** Coach invitation payload: email, full_name of at least two characters. */
export const CoachInviteBodySchema = z.object({
  email: EmailSchema,
  full_name: ShortNameSchema,
});
export type CoachInviteBody = z.infer<typeof CoachInviteBodySchema>;

/** The invitation dialogs' own wording for a malformed e-mail. */
export const InvitationEmailSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.invitationEmailInvalid)
  .pipe(z.email({ error: messages.invitationEmailInvalid }));

/** POST api/invitations/send */
export const SendInvitationBodySchema = z.object({
  email: InvitationEmailSchema,
  from_athlete_to_coach: z.boolean().default(false),
  onBoardingId: z
    .union([z.string().min(1), z.number().int()])
    .nullable()
    .default(null),
  messageFromCoach: z.string().trim().max(2000).default(""),
});
export type SendInvitationBody = z.infer<typeof SendInvitationBodySchema>;

const feedbackField = z
  .string({ error: messages.feedbackRequired })
  .trim()
  .min(1, messages.feedbackRequired)
  .max(5000);

/** Feedback: subject and thoughts are both required ('field is required'). */
export const FeedbackBodySchema = z.object({ subject: feedbackField, thoughts: feedbackField });
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** A to-do: its text is required after trimming; the due date is optional and clearable. */
export const TodoBodySchema = z.object({
  ctx: z.string({ error: messages.required }).trim().min(1, messages.required).max(500),
  dueDate: z.iso.date().nullable().default(null),
  done: z.boolean().default(false),
});
export type TodoBody = z.infer<typeof TodoBodySchema>;

/** The to-do picker's minimum is today; the server holds the same line. */
export function isDueDateAllowed(dueDate: string | null, today: string): boolean {
  return dueDate === null || dueDate >= today;
}

/** An empty comment is not sent. */
export const CommentBodySchema = z.object({
  comment: z.string({ error: messages.required }).trim().min(1, messages.required).max(5000),
});
