import { z } from "zod";
import { CURRENCIES } from "./money.ts";
import { PAYMENT_STATUSES, PLAN_TYPES } from "./payment-rules.ts";

/**
 * The payment calls of the second document, section 7. Amounts are integers in minor units
 * (8000 is €80.00 in eur), in the plan's (or the business's) currency.
 */

export const CurrencySchema = z.enum(CURRENCIES);
export const PlanTypeSchema = z.enum(PLAN_TYPES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A positive amount in minor units, at most 10 000 000.00. */
export const AmountMinorSchema = z
  .number({ error: "Amount is required." })
  .int("Amount must be in cents.")
  .positive("Amount must be more than zero.")
  .max(1_000_000_000, "Amount is too large.");

const DateSchema = z.iso.date({ error: "A date is required (YYYY-MM-DD)." });
const TitleSchema = z
  .string({ error: "Title is required." })
  .trim()
  .min(1, "Title is required.")
  .max(120, "Title is at most 120 characters.");
const DescriptionSchema = z.string().trim().max(2000, "Description is at most 2000 characters.");

export const PaymentPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: CurrencySchema,
  plan_type: PlanTypeSchema,
  /** The athletes the plan is assigned to now (cancelled assignments are not listed). */
  assignments: z.array(z.number().int()),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;
export const PaymentPlansResponseSchema = z.array(PaymentPlanSchema);

/** POST api/business-owner/payments/plans/: in the business's default currency. */
export const CreatePaymentPlanBodySchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema.default(""),
  amount: AmountMinorSchema,
  plan_type: PlanTypeSchema,
});
export type CreatePaymentPlanBody = z.input<typeof CreatePaymentPlanBodySchema>;

/** PUT .../plans/{id}/: the title and description; the price of a plan people pay stays. */
export const UpdatePaymentPlanBodySchema = z.object({
  title: TitleSchema,
  description: DescriptionSchema.default(""),
});
export type UpdatePaymentPlanBody = z.input<typeof UpdatePaymentPlanBodySchema>;

export const PlanIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const AssignmentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  athleteId: z.coerce.number().int().positive(),
});
export const PaymentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const AthletePaymentParamsSchema = z.object({
  paymentId: z.coerce.number().int().positive(),
});

/** GET and POST .../plans/{id}/assignments/: the athletes to assign (added to those assigned). */
export const AssignmentsBodySchema = z.object({
  assignments: z.array(z.number().int().positive()).min(1, "Choose at least one athlete.").max(500),
});
export const AssignmentsResponseSchema = z.object({ assignments: z.array(z.number().int()) });

export const PaymentSchema = z.object({
  id: z.number().int(),
  athlete_id: z.number().int(),
  athlete_name: z.string(),
  amount: z.number().int(),
  currency: CurrencySchema,
  payment_date: z.string(),
  is_paid: z.boolean(),
  status: PaymentStatusSchema,
  due_date: z.string(),
  paid_at: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  plan_title: z.string().nullable(),
  plan_type: PlanTypeSchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentsResponseSchema = z.array(PaymentSchema);

/** GET /api/business-owner/payments/: filters by status and by athlete (section 4). */
export const PaymentsQuerySchema = z.object({
  status: PaymentStatusSchema.optional(),
  athlete: z.coerce.number().int().positive().optional(),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

/** POST api/business-owner/payments/: athlete_id, amount and payment_date each required. */
export const CreatePaymentBodySchema = z.object({
  athlete_id: z.number({ error: "Athlete is required." }).int().positive(),
  amount: AmountMinorSchema,
  is_paid: z.boolean().default(false),
  payment_date: DateSchema,
});
export type CreatePaymentBody = z.input<typeof CreatePaymentBodySchema>;

/** The card-payment connection (first document, section 3). */
export const StripeConnectSchema = z.object({
  connected: z.boolean(),
  default_currency: CurrencySchema,
  /** Where the owner finishes Stripe's onboarding; null when connected or Stripe is not set up. */
  connect_setup_url: z.string().nullable(),
  /** False when this installation has no Stripe keys: payments are then recorded by hand. */
  stripe_available: z.boolean(),
});
export type StripeConnect = z.infer<typeof StripeConnectSchema>;

/** POST stripe-connect: a new default currency, and/or `connect: true` to start onboarding. */
export const StripeConnectBodySchema = z.object({
  default_currency: CurrencySchema.optional(),
  connect: z.boolean().optional(),
});
export type StripeConnectBody = z.infer<typeof StripeConnectBodySchema>;

/** POST api/athlete/payments/{paymentId}/pay/: where Stripe's Checkout takes the athlete. */
export const PayResponseSchema = z.object({ checkout_url: z.string() });
export type PayResponse = z.infer<typeof PayResponseSchema>;

/** The athlete's view of a plan assigned to them. */
export const AthletePaymentPlanSchema = PaymentPlanSchema.omit({ assignments: true });
export const AthletePaymentPlansResponseSchema = z.array(AthletePaymentPlanSchema);
export type AthletePaymentPlan = z.infer<typeof AthletePaymentPlanSchema>;
