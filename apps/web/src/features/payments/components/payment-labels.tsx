import type { Currency } from "@coach/shared/payments/money";
import { formatMoney } from "@coach/shared/payments/money";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "@coach/shared/payments/payment-rules";
import { Badge } from "@mantine/core";

const STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: "yellow",
  paid: "teal",
  overdue: "red",
};

/** pending is shown 'Due soon' (second document, section 3). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export const money = (amountMinor: number, currency: Currency) =>
  formatMoney(amountMinor, currency);

/** A calendar day "2026-03-10" as "Mar 10, 2026", without a time zone shift. */
export function dayLabel(day: string) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const wrap = { overflowWrap: "anywhere" } as const;
