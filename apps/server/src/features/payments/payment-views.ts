import type { Currency } from "@coach/shared/payments/money";
import {
  comparePayments,
  type PlanType,
  paymentStatus,
} from "@coach/shared/payments/payment-rules";
import type { Payment, PaymentPlan } from "@coach/shared/payments/payments.schemas";
import type { PaymentPlanRow, PaymentRow } from "./payments.repository";

/** Today's date as payments count it: the UTC calendar day (docs/decisions/090). */
export function paymentToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function planView(plan: PaymentPlanRow, assignments: number[]): PaymentPlan {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    amount: plan.amountMinor,
    currency: plan.currency as Currency,
    plan_type: plan.planType as PlanType,
    assignments,
  };
}

type PaymentListRow = {
  payment: PaymentRow;
  athleteName: string;
  planTitle: string | null;
  planType: string | null;
};

export function paymentView(row: PaymentListRow, today: string): Payment {
  const { payment } = row;
  return {
    id: payment.id,
    athlete_id: payment.athleteId,
    athlete_name: row.athleteName,
    amount: payment.amountMinor,
    currency: payment.currency as Currency,
    payment_date: payment.paymentDate,
    is_paid: payment.isPaid,
    status: paymentStatus(payment, today),
    due_date: payment.dueDate,
    paid_at: payment.paidAt?.toISOString() ?? null,
    plan_id: payment.planId,
    plan_title: row.planTitle,
    plan_type: row.planType as PlanType | null,
  };
}

/** Section 4's order: received by paid_at, newest first, then the others by due date. */
export function sortedPaymentViews(rows: PaymentListRow[], today: string): Payment[] {
  return rows.map((row) => paymentView(row, today)).sort(comparePayments);
}
