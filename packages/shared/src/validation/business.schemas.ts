import { z } from "zod";
import { FullNameSchema } from "./common.schemas.ts";
import { messages } from "./messages.ts";
import { SubdomainSchema } from "./subdomain.ts";

/** Public text must stay under 750 characters. */
export const PUBLIC_TEXT_MAX_LENGTH = 749;

/** Business settings; image files are checked by uploads.ts. */
export const BusinessSettingsBodySchema = z.object({
  businessName: z
    .string({ error: messages.businessNameRequired })
    .trim()
    .min(1, messages.businessNameRequired)
    .max(200, messages.businessNameRequired),
  subdomain: SubdomainSchema,
  publicText: z.string().max(PUBLIC_TEXT_MAX_LENGTH, messages.publicTextTooLong).default(""),
  fullName: FullNameSchema.optional(),
  jobTitle: z.string().trim().max(200).default(""),
  webSiteUrl: z.union([z.literal(""), z.url()]).default(""),
});
export type BusinessSettingsBody = z.infer<typeof BusinessSettingsBodySchema>;
