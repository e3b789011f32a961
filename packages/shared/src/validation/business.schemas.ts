import { z } from "zod";
import { FullNameSchema } from "./common.schemas.ts";
import { messages } from "./messages.ts";
import { SubdomainSchema } from "./subdomain.ts";

/** Public text must stay under 750 characters. */
export const PUBLIC_TEXT_MAX_LENGTH = 749;

/**
 * Where an uploaded business image is served: the SHA-256 of its stored bytes names it, so a
 * new image gets a new address and an address can be cached for ever.
 */
export const BUSINESS_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{64}\.(png|jpg)$/;
export const BusinessImageUrlSchema = z
  .string()
  .regex(BUSINESS_IMAGE_PATH, messages.businessImageInvalid)
  .nullable()
  .default(null);

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
  // Only web addresses: the public page links to it, and a javascript: link would run there.
  webSiteUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: messages.webSiteInvalid })])
    .default(""),
  businessLogo: BusinessImageUrlSchema,
  profilePictureUrl: BusinessImageUrlSchema,
});
export type BusinessSettingsBody = z.infer<typeof BusinessSettingsBodySchema>;
