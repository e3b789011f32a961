import { z } from "zod";
import { messages } from "./messages.ts";

/**
 * Athlete on-boarding form items: questions, messages and
 * file groups; each text is required and at most 150 characters; a file group needs a file.
 */
export const ON_BOARDING_TEXT_MAX_LENGTH = 150;

const itemText = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(ON_BOARDING_TEXT_MAX_LENGTH, messages.onBoardingTooLong);

export const OnBoardingQuestionSchema = z.object({
  itemType: z.literal("question"),
  title: itemText,
  inputType: z.enum(["Text field", "File upload"]),
});

export const OnBoardingMessageSchema = z.object({
  itemType: z.literal("message"),
  title: itemText,
});

export const OnBoardingFilesSchema = z.object({
  itemType: z.literal("files"),
  instructions: itemText,
  files: z
    .array(z.object({ uuid: z.string().min(1), name: z.string().max(255).optional() }))
    .min(1, messages.onBoardingNoFiles),
});

export const OnBoardingItemSchema = z.discriminatedUnion("itemType", [
  OnBoardingQuestionSchema,
  OnBoardingMessageSchema,
  OnBoardingFilesSchema,
]);
export type OnBoardingItem = z.infer<typeof OnBoardingItemSchema>;

/** The form: items keyed by id. */
export const OnBoardingFormSchema = z.object({
  fields: z.record(z.string(), OnBoardingItemSchema),
});

/** The builder's summary line, e.g. "1 message + 2 form field + 1 file group". */
export function onBoardingSummary(items: readonly Pick<OnBoardingItem, "itemType">[]): string {
  const count = (type: OnBoardingItem["itemType"]) =>
    items.filter((item) => item.itemType === type).length;
  return `${count("message")} message + ${count("question")} form field + ${count("files")} file group`;
}
