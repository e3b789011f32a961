import { z } from "zod";
import { messages } from "./messages.ts";

/** Payments: a payment needs athlete_id, amount and payment_date. */
const required = { error: messages.required };

export const CreatePaymentBodySchema = z.object({
  athlete_id: z.union(
    [z.number().int().positive(), z.string().trim().min(1, messages.required)],
    required,
  ),
  amount: z.number(required).positive().max(1_000_000),
  payment_date: z.iso.date(required),
  is_paid: z.boolean().default(false),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;

export const PAYMENT_PLAN_TYPES = [
  "one_off",
  "yearly_recurring",
  "monthly_recurring",
  "manual",
] as const;

export const CreatePaymentPlanBodySchema = z.object({
  title: z.string(required).trim().min(1, messages.required).max(200),
  description: z.string().trim().max(2000).default(""),
  amount: z.number(required).positive().max(1_000_000),
  plan_type: z.enum(PAYMENT_PLAN_TYPES, required),
});

/** PUT .../plans/{id}/ changes only the title and description. */
export const UpdatePaymentPlanBodySchema = CreatePaymentPlanBodySchema.pick({
  title: true,
  description: true,
});

export const PAYMENT_STATUSES = ["pending", "paid", "overdue"] as const;
/** How a status reads: pending shows as 'Due soon'. */
export const PAYMENT_STATUS_LABELS = {
  pending: "Due soon",
  paid: "Paid",
  overdue: "Overdue",
} as const;
