import {
  DEFAULT_INCOMING_RANGE_DAYS,
  INCOMING_RANGES_DAYS,
  type IncomingRangeDays,
  incomingPayments,
} from "@coach/shared/payments/incoming-payments";
import { Anchor, Card, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { localToday, useFormats } from "../../../lib/formats";
import { useBusinessPayments } from "../api/owner-payments";
import { money, wrap } from "./payment-labels";

const totalText = (totals: { currency: Parameters<typeof money>[1]; amountMinor: number }[]) =>
  totals.length === 0
    ? "None"
    : totals.map((total) => money(total.amountMinor, total.currency)).join(" + ");

/** The dashboard's incoming payments: the business's real payments over 7 or 30 days. */
export function IncomingPaymentsCard() {
  const [rangeDays, setRangeDays] = useState<IncomingRangeDays>(DEFAULT_INCOMING_RANGE_DAYS);
  const payments = useBusinessPayments({ status: null, athlete: null });
  const f = useFormats();
  // The viewer's own day: just after midnight, UTC's would still be yesterday (or already tomorrow).
  const today = localToday();
  const incoming = incomingPayments(payments.data ?? [], today, rangeDays);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Incoming payments">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Incoming payments
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Range"
            value={String(rangeDays)}
            onChange={(value) => setRangeDays(Number(value) as IncomingRangeDays)}
            data={INCOMING_RANGES_DAYS.map((days) => ({
              value: String(days),
              label: `${days} days`,
            }))}
          />
        </Group>
        <Group grow wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Received, last {rangeDays} days
            </Text>
            <Text fw={700}>{totalText(incoming.receivedTotals)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Due, next {rangeDays} days
            </Text>
            <Text fw={700}>{totalText(incoming.dueTotals)}</Text>
          </Stack>
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {[...incoming.received, ...incoming.due].slice(0, 6).map((payment) => (
            <Group key={payment.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={wrap}>
                {payment.athlete_name}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {payment.is_paid ? "Paid" : `Due ${f.date(payment.due_date)}`} ·{" "}
                {money(payment.amount, payment.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
        <Anchor component={Link} to="/payments" size="sm">
          All payments
        </Anchor>
      </Stack>
    </Card>
  );
}
