import type { Currency } from "./money.ts";
import { formatMoney } from "./money.ts";

/** The plan types of the second document, section 3. */
export const PLAN_TYPES = ["one_off", "yearly_recurring", "monthly_recurring", "manual"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** What follows a plan's amount: '/year' and '/mo.' for the recurring ones (section 3). */
export const PLAN_TYPE_SUFFIX: Record<PlanType, string> = {
  one_off: "",
  yearly_recurring: "/year",
  monthly_recurring: "/mo.",
  manual: "",
};

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  one_off: "One-off",
  yearly_recurring: "Yearly",
  monthly_recurring: "Monthly",
  manual: "Manual",
};

/** A plan's price as shown: "€80.00/mo.". */
export function formatPlanPrice(amountMinor: number, currency: Currency, planType: PlanType) {
  return `${formatMoney(amountMinor, currency)}${PLAN_TYPE_SUFFIX[planType]}`;
}

/** Plans whose payments the platform creates by itself: the first at assignment. */
export function createsPaymentsItself(planType: PlanType): boolean {
  return planType !== "manual";
}

export function isRecurring(planType: PlanType): boolean {
  return planType === "monthly_recurring" || planType === "yearly_recurring";
}

/**
 * The next due date of a recurring plan, counted from the first due date so that a plan started
 * on 31 January falls due on 28 (or 29) February, then 31 March again, not on the 28th for ever.
 * Dates are calendar days, "YYYY-MM-DD".
 */
export function dueDateOfPeriod(firstDueDate: string, planType: PlanType, period: number): string {
  const [year, month, day] = firstDueDate.split("-").map(Number) as [number, number, number];
  const monthsPerPeriod = planType === "yearly_recurring" ? 12 : 1;
  const monthIndex = month - 1 + monthsPerPeriod * period;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

/** Section 4: paid, overdue after the due date, otherwise pending (shown 'Due soon'). */
export const PAYMENT_STATUSES = ["pending", "paid", "overdue"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Due soon",
  paid: "Paid",
  overdue: "Overdue",
};

export function paymentStatus(payment: { isPaid: boolean; dueDate: string }, today: string) {
  if (payment.isPaid) return "paid" as const;
  return payment.dueDate < today ? ("overdue" as const) : ("pending" as const);
}

/**
 * Section 4: received payments by paid_at, newest first; the others by due date, latest first.
 * Received ones come first, then the rest.
 */
export function comparePayments(
  a: { is_paid: boolean; paid_at: string | null; due_date: string; id: number },
  b: { is_paid: boolean; paid_at: string | null; due_date: string; id: number },
): number {
  if (a.is_paid !== b.is_paid) return a.is_paid ? -1 : 1;
  const keyA = a.is_paid ? (a.paid_at ?? "") : a.due_date;
  const keyB = b.is_paid ? (b.paid_at ?? "") : b.due_date;
  if (keyA !== keyB) return keyA < keyB ? 1 : -1;
  return b.id - a.id;
}

/** How many days before its due date a recurring payment is created and the athlete reminded. */
export const PAYMENT_REMINDER_LEAD_DAYS = 7;
