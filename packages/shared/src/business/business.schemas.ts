import { z } from "zod";
import { RowIdSchema } from "../calendar/calendar.schemas.ts";
import { PendingAthleteSchema } from "../people/my-athletes.schemas.ts";
import { EmailSchema, FullNameSchema } from "../validation/common.schemas.ts";
import { messages } from "../validation/messages.ts";

/**
 * The business page: its settings (the owner's), the public subdomain info (anyone's), the
 * availability check and the athletes who ask to join through the page. Field names as the
 * product writes them.
 */

/** GET/PUT /api/business-owner/business/: the business profile. */
export const BusinessProfileSchema = z.object({
  businessName: z.string(),
  subdomain: z.string().nullable(),
  fullName: z.string(),
  jobTitle: z.string(),
  publicText: z.string(),
  webSiteUrl: z.string(),
  businessLogo: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  /** Our addition: the page's address (`http://hart.localhost:3000`), null without a subdomain. */
  publicPageUrl: z.string().nullable(),
});
export type BusinessProfile = z.infer<typeof BusinessProfileSchema>;

/** GET /api/subdomain/{subDomain}: what anyone may read about a business. */
export const PublicSubdomainInfoSchema = z.object({
  domainId: z.number().int(),
  fullName: z.string(),
  businessName: z.string(),
  websiteUrl: z.string(),
  businessLogoUrl: z.string().nullable(),
  jobTitle: z.string(),
  profilePictureUrl: z.string().nullable(),
  publicText: z.string(),
});
export type PublicSubdomainInfo = z.infer<typeof PublicSubdomainInfoSchema>;

/** A label as it appears in a path; the rules are checked by the route. */
export const SubDomainParamsSchema = z.object({ subDomain: z.string().min(1).max(255) });

/**
 * GET /api/subdomain/availability/{subDomain}: 404 when free, otherwise who holds it (null
 * for a label that no business may hold).
 */
export const SubdomainTakenResponseSchema = z.object({ userId: z.number().int().nullable() });
export type SubdomainTakenResponse = z.infer<typeof SubdomainTakenResponseSchema>;

export const BUSINESS_IMAGE_KINDS = ["logo", "photo"] as const;
export type BusinessImageKind = (typeof BUSINESS_IMAGE_KINDS)[number];
export const BusinessImageParamsSchema = z.object({ kind: z.enum(BUSINESS_IMAGE_KINDS) });

/** POST /api/business-owner/business/images/{kind}/: where the resized image is served. */
export const BusinessImageResponseSchema = z.object({ url: z.string() });
export type BusinessImageResponse = z.infer<typeof BusinessImageResponseSchema>;

/** The short introduction of a sign-up; our bound, the product named none. */
export const SHORT_INTRODUCTION_MAX_LENGTH = 750;

/** POST /api/auth/register/athlete-request: a visitor of a business page asks to join it. */
export const AthleteRequestBodySchema = z.object({
  subdomain: z.string().min(1).max(63),
  athletesFullName: FullNameSchema,
  email: EmailSchema,
  shortIntroduction: z.string().trim().max(SHORT_INTRODUCTION_MAX_LENGTH).default(""),
  acceptTermsAndConditions: z.literal(true, { error: messages.athleteRequestTermsRequired }),
});
export type AthleteRequestBody = z.input<typeof AthleteRequestBodySchema>;

export const DetailResponseSchema = z.object({ detail: z.string() });

/** GET api/subdomain/requests: the business's sign-ups waiting for the owner, newest first. */
export const SubdomainRequestsResponseSchema = z.array(PendingAthleteSchema);
export type SubdomainRequestsResponse = z.infer<typeof SubdomainRequestsResponseSchema>;

/** POST api/subdomain/requests/accept: the sign-up, and the coach of the business to assign. */
export const AcceptSubdomainRequestBodySchema = z.object({
  id: RowIdSchema,
  coachId: RowIdSchema.nullable().optional(),
});
export type AcceptSubdomainRequestBody = z.input<typeof AcceptSubdomainRequestBodySchema>;

/** POST api/subdomain/requests/cancel */
export const CancelSubdomainRequestBodySchema = z.object({ id: RowIdSchema });

export const AcceptSubdomainRequestResponseSchema = z.object({
  message: z.string(),
  athleteId: z.number().int(),
});
export type AcceptSubdomainRequestResponse = z.infer<typeof AcceptSubdomainRequestResponseSchema>;
export const MessageResponseSchema = z.object({ message: z.string() });
