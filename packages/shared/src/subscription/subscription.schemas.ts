import { z } from "zod";
import { SUBSCRIPTION_STATUSES } from "./subscription-rules.ts";

/** GET and PUT api/subscription/ (first document, sections 3 and 7). */
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const AvailableSubscriptionSchema = z.object({
  key: z.string(),
  athlete_units: z.number().int(),
  recurring_interval: z.enum(["MONTHLY", "YEARLY"]),
  /** 'mo' or 'year'. */
  billing: z.enum(["mo", "year"]),
  /** The price in minor units and its currency, as configured. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
});
export type AvailableSubscription = z.infer<typeof AvailableSubscriptionSchema>;

export const SubscriptionSchema = z.object({
  status: SubscriptionStatusSchema,
  plan: z.string().nullable(),
  athlete_units: z.number().int(),
  used_athlete_units: z.number().int(),
  details: z.object({
    is_canceled: z.boolean(),
    trial_ends_at: z.string().nullable(),
    current_period_end: z.string().nullable(),
  }),
  availableSubscriptions: z.array(AvailableSubscriptionSchema),
  selected_plan: z.string().nullable(),
  /** The caller may change it (the business owner, or a coach without a business). */
  can_manage: z.boolean(),
  /** Stripe Billing is configured: checkout and the customer portal are offered. */
  billing_available: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const PutSubscriptionBodySchema = z.object({
  selected_plan: z.string({ error: "Choose a plan." }).min(1, "Choose a plan."),
});

/** Where to go next: Stripe's Checkout or customer portal. */
export const BillingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof BillingRedirectSchema>;

/** The admin center's override of an account's subscription (ADMIN_USER_IDS only). */
export const AdminSubscriptionBodySchema = z.object({
  email: z.string().trim().toLowerCase().email("E-mail must be valid"),
  status: SubscriptionStatusSchema,
  athlete_units: z.number().int().min(0).max(999999),
});
export type AdminSubscriptionBody = z.infer<typeof AdminSubscriptionBodySchema>;

export const subscriptionMessages = {
  billingNotConfigured:
    "Online billing is not configured on this installation: an administrator sets subscriptions.",
  unknownPlan: "This plan does not exist.",
  noAccount: "No account has this e-mail.",
} as const;
