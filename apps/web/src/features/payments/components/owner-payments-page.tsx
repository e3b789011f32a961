import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "@coach/shared/payments/payment-rules";
import { Button, Group, SegmentedControl, Select, Stack, Tabs, Title } from "@mantine/core";
import { useState } from "react";
import { useBusinessPayments, useMarkPaid } from "../api/owner-payments";
import { type AthleteChoice, PaymentPlansPanel } from "./payment-plans-panel";
import { MarkPaidButton, PaymentsList } from "./payments-list";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { StripeConnectCard } from "./stripe-connect-card";

const ALL = "all";

function PaymentsPanel({ athletes }: { athletes: AthleteChoice[] }) {
  const [status, setStatus] = useState<string>(ALL);
  const [athlete, setAthlete] = useState<string | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const payments = useBusinessPayments({
    status: status === ALL ? null : (status as PaymentStatus),
    athlete: athlete ? Number(athlete) : null,
  });
  const markPaid = useMarkPaid();
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Payments
        </Title>
        <Button size="sm" onClick={() => setIsRecording(true)}>
          Record payment
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={setStatus}
          data={[
            { value: ALL, label: "All" },
            ...PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
          ]}
        />
        <Select
          aria-label="Athlete"
          placeholder="All athletes"
          clearable
          searchable
          w={220}
          data={athletes.map((choice) => ({ value: String(choice.id), label: choice.name }))}
          value={athlete}
          onChange={setAthlete}
        />
      </Group>
      <PaymentsList
        payments={payments.data}
        showAthlete
        action={(payment) => (
          <MarkPaidButton
            isLoading={markPaid.isPending && markPaid.variables === payment.id}
            onClick={() => markPaid.mutate(payment.id)}
          />
        )}
      />
      {isRecording && (
        <RecordPaymentDialog athletes={athletes} onClose={() => setIsRecording(false)} />
      )}
    </Stack>
  );
}

/** /payments for the business owner: the Stripe card, payments and payment plans. */
export function OwnerPaymentsPage({ athletes }: { athletes: AthleteChoice[] }) {
  return (
    <Stack gap="md" p="md" maw={960} mx="auto">
      <Title order={2}>Payments</Title>
      <StripeConnectCard />
      <Tabs defaultValue="payments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="payments">Payments</Tabs.Tab>
          <Tabs.Tab value="plans">Payment plans</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="payments" pt="md">
          <PaymentsPanel athletes={athletes} />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <PaymentPlansPanel athletes={athletes} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
