import { z } from "zod";
import { messages } from "../validation/messages.ts";
import {
  OnBoardingFilesSchema,
  OnBoardingMessageSchema,
  OnBoardingQuestionSchema,
} from "../validation/onboarding.schemas.ts";
import { pgIntSchema } from "../validation/safe-input.ts";

/**
 * The coach's on-boarding page and the athlete's answers (docs/decisions/061-onboarding-forms.md).
 * A page's items are keyed by an id the builder makes; files are named by uuid. The item rules
 * and messages live in validation/onboarding.schemas.ts.
 */

/** Item ids and file uuids travel as multipart part names: short, plain characters only. */
export const OnboardingItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** At most this many items on a page, and files in one request. */
export const ONBOARDING_MAX_ITEMS = 50;
export const ONBOARDING_MAX_FILES = 20;
export const ONBOARDING_ANSWER_MAX_LENGTH = 2000;

/** A stored file as the page and the answers name it. */
export const OnboardingFileSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  mimeType: z.string(),
});
export type OnboardingFile = z.infer<typeof OnboardingFileSchema>;

/** The `fields` part of a save: each item valid, files named by the uuid of their part. */
export const OnboardingFieldsInputSchema = z
  .record(
    OnboardingItemIdSchema,
    z.discriminatedUnion("itemType", [
      OnBoardingQuestionSchema,
      OnBoardingMessageSchema,
      OnBoardingFilesSchema.extend({
        files: z
          .array(z.object({ uuid: OnboardingItemIdSchema, name: z.string().max(255).optional() }))
          .min(1, messages.onBoardingNoFiles)
          .max(ONBOARDING_MAX_FILES),
      }),
    ]),
  )
  .refine((fields) => Object.keys(fields).length <= ONBOARDING_MAX_ITEMS);
export type OnboardingFieldsInput = z.infer<typeof OnboardingFieldsInputSchema>;

/**
 * A stored item. `position` keeps the builder's order: the page is a JSON object keyed by item
 * id, and PostgreSQL's jsonb does not keep key order. The server numbers the items in the order
 * the save listed them.
 */
export const OnboardingItemSchema = z.discriminatedUnion("itemType", [
  z.object({
    itemType: z.literal("question"),
    title: z.string(),
    inputType: z.enum(["Text field", "File upload"]),
    position: z.number().int(),
  }),
  z.object({ itemType: z.literal("message"), title: z.string(), position: z.number().int() }),
  z.object({
    itemType: z.literal("files"),
    instructions: z.string(),
    files: z.array(OnboardingFileSchema),
    position: z.number().int(),
  }),
]);
export type OnboardingItem = z.infer<typeof OnboardingItemSchema>;
export type OnboardingFields = Record<string, OnboardingItem>;

/** A page's items in the builder's order, each with its id. */
export function orderedItems(fields: OnboardingFields): (OnboardingItem & { id: string })[] {
  return Object.entries(fields)
    .map(([id, item]) => ({ ...item, id }))
    .sort((a, b) => a.position - b.position);
}

/** GET, POST and PUT api/on-boarding/: the coach's page. */
export const OnboardingFormResponseSchema = z.object({
  id: z.number().int(),
  coachId: z.number().int(),
  fields: z.record(z.string(), OnboardingItemSchema),
  updatedAt: z.string(),
});
export type OnboardingFormResponse = z.infer<typeof OnboardingFormResponseSchema>;

/** The multipart flag sent with a save; accepted as the text a form sends. */
export const OnboardingFlagSchema = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

/** An answer: the text of a text field, the files of a file upload. */
export const OnboardingAnswerSchema = z.object({
  text: z.string().optional(),
  files: z.array(OnboardingFileSchema).optional(),
});
export type OnboardingAnswer = z.infer<typeof OnboardingAnswerSchema>;

/** The `answers` part of a submit: text answers keyed by question id. */
export const OnboardingAnswersInputSchema = z.record(
  OnboardingItemIdSchema,
  z.string().max(ONBOARDING_ANSWER_MAX_LENGTH, messages.onBoardingAnswerTooLong),
);

/** The `id` part of a submit: the page's id. */
export const OnboardingSubmitIdSchema = z.coerce.number().int().positive();

/** One page an athlete was given, with their answers once they sent them. */
export const AthleteOnboardingSchema = z.object({
  form: OnboardingFormResponseSchema.extend({ coachName: z.string() }),
  /** Whether an accepted invitation carried this page (it asks to be filled in). */
  isRequested: z.boolean(),
  answers: z.record(z.string(), OnboardingAnswerSchema).nullable(),
  submittedAt: z.string().nullable(),
});
export type AthleteOnboarding = z.infer<typeof AthleteOnboardingSchema>;

/** GET api/on-boarding/answers/?athlete={id} */
export const OnboardingAnswersQuerySchema = z.object({ athlete: pgIntSchema({ coerce: true }) });
export const OnboardingAnswersResponseSchema = z.object({
  athleteId: z.number().int(),
  onBoarding: z.string(),
  items: z.array(AthleteOnboardingSchema),
});
export type OnboardingAnswersResponse = z.infer<typeof OnboardingAnswersResponseSchema>;

/** POST api/on-boarding/form/submit */
export const OnboardingSubmitResponseSchema = z.object({
  message: z.string(),
  item: AthleteOnboardingSchema,
});
export type OnboardingSubmitResponse = z.infer<typeof OnboardingSubmitResponseSchema>;

export const OnboardingFileParamsSchema = z.object({ uuid: z.uuid() });

/**
 * The field errors of a page's items, keyed `<itemId>.<field>` (the builder shows each under its
 * item), from the issues of OnboardingFieldsInputSchema.
 */
export function onboardingFieldErrors(issues: readonly z.core.$ZodIssue[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "fields";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
