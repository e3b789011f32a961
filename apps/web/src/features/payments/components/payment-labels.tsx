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

export const wrap = { overflowWrap: "anywhere" } as const;
