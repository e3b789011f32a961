import { z } from "zod";
import { FeedbackBodySchema } from "../validation/forms.schemas.ts";
import { dashboardMessages } from "./dashboard-messages.ts";

/**
 * POST api/feedback/submit/: what the person wrote (subject and thoughts, both required with
 * 'field is required'), the page they were on and their device. Stored, and mailed to the
 * support address when one is configured.
 */
export const FeedbackSubmitBodySchema = FeedbackBodySchema.extend({
  locationUrl: z.string().max(2000).default(""),
  browser: z.string().max(200).default(""),
  isMobile: z.boolean().default(false),
  isTablet: z.boolean().default(false),
});
export type FeedbackSubmitBody = z.input<typeof FeedbackSubmitBodySchema>;

/** Feedback one account may send per hour (ours: enough for anyone, too few to flood support). */
export const FEEDBACK_PER_HOUR = 10;

export const FeedbackSubmitResponseSchema = z.object({
  id: z.number().int(),
  message: z.literal(dashboardMessages.feedbackThanks),
});
export type FeedbackSubmitResponse = z.infer<typeof FeedbackSubmitResponseSchema>;
