import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { Payment } from "@coach/shared/payments/payments.schemas";
import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { type Formatter, useFormats } from "../../../lib/formats";
import { money, PaymentStatusBadge, wrap } from "./payment-labels";

/** When a payment was made (an instant, the viewer's local day), or the day it is due. */
function whenText(payment: Payment, f: Formatter): string {
  return payment.is_paid && payment.paid_at
    ? `Paid on ${f.instantDate(payment.paid_at)}`
    : `Due ${f.date(payment.due_date)}`;
}

/** Payments as cards that wrap at phone width; `action` adds a button per unpaid payment. */
export function PaymentsList(props: {
  payments: Payment[] | undefined;
  showAthlete: boolean;
  action?: (payment: Payment) => ReactNode;
}) {
  const f = useFormats();
  if (props.payments?.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {paymentMessages.noPayments}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {props.payments?.map((payment) => (
        <Card
          key={payment.id}
          withBorder
          padding="sm"
          component="li"
          aria-label={`Payment ${payment.id}`}
        >
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: "1 1 200px" }}>
              {props.showAthlete && (
                <Text fw={600} style={wrap}>
                  {payment.athlete_name}
                </Text>
              )}
              <Text size="sm" style={wrap}>
                {payment.plan_title ?? "Payment"}
              </Text>
              <Text size="sm" c="dimmed">
                {whenText(payment, f)}
              </Text>
            </Stack>
            <Group gap="sm" wrap="nowrap">
              <Text fw={600}>{money(payment.amount, payment.currency)}</Text>
              <PaymentStatusBadge status={payment.status} />
              {!payment.is_paid && props.action?.(payment)}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function MarkPaidButton(props: { onClick: () => void; isLoading: boolean }) {
  return (
    <Button size="xs" variant="light" loading={props.isLoading} onClick={props.onClick}>
      Mark paid
    </Button>
  );
}
