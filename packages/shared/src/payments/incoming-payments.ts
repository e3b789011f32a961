import type { Currency } from "./money.ts";

/** The dashboard's incoming payments card: 7 or 30 days (second document, section 9; 7 default). */
export const INCOMING_RANGES_DAYS = [7, 30] as const;
export type IncomingRangeDays = (typeof INCOMING_RANGES_DAYS)[number];
export const DEFAULT_INCOMING_RANGE_DAYS: IncomingRangeDays = 7;

type PaymentLike = {
  amount: number;
  currency: Currency;
  is_paid: boolean;
  due_date: string;
  paid_at: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Money of the range: what was received in the last `rangeDays` days (today included) and what
 * falls due in the next `rangeDays` days (today included, overdue left out), with totals per
 * currency in minor units.
 */
export function incomingPayments<P extends PaymentLike>(
  payments: P[],
  today: string,
  rangeDays: number,
) {
  const since = addDays(today, -(rangeDays - 1));
  const until = addDays(today, rangeDays - 1);
  const received = payments.filter(
    (payment) =>
      payment.is_paid && payment.paid_at !== null && payment.paid_at.slice(0, 10) >= since,
  );
  const due = payments.filter(
    (payment) => !payment.is_paid && payment.due_date >= today && payment.due_date <= until,
  );
  const total = (list: P[]) => {
    const sums = new Map<Currency, number>();
    for (const payment of list) {
      sums.set(payment.currency, (sums.get(payment.currency) ?? 0) + payment.amount);
    }
    return [...sums].map(([currency, amountMinor]) => ({ currency, amountMinor }));
  };
  return { received, due, receivedTotals: total(received), dueTotals: total(due) };
}
