import { formatPlanPrice } from "@coach/shared/payments/payment-rules";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useAthletePaymentPlans, useAthletePayments, usePayPayment } from "../api/athlete-payments";
import { wrap } from "./payment-labels";
import { PaymentsList } from "./payments-list";

/** While a paid Checkout waits for Stripe's webhook, the list is read again every 2 s. */
const CONFIRMATION_POLL_MS = 2000;

/** /payments for an athlete: their plans and their payments, each unpaid one with Pay. */
export function AthletePaymentsPage() {
  const [search] = useSearchParams();
  const paidId = Number(search.get("paid")) || null;
  const plans = useAthletePaymentPlans();
  const [isConfirming, setIsConfirming] = useState(paidId !== null);
  // Back from Checkout: the payment turns paid when Stripe's webhook arrives.
  const payments = useAthletePayments(isConfirming ? CONFIRMATION_POLL_MS : false);
  const returned = payments.data?.find((payment) => payment.id === paidId);
  const confirming = returned ? !returned.is_paid : isConfirming;
  useEffect(() => {
    if (returned?.is_paid) setIsConfirming(false);
  }, [returned?.is_paid]);
  const pay = usePayPayment();
  const list = payments.data;
  return (
    <Stack gap="md" p="md" maw={760} mx="auto">
      <Title order={2}>Payments</Title>
      {paidId !== null && (
        <Alert color={confirming ? "blue" : "teal"} role="status">
          {confirming
            ? "Thank you! Your payment is being confirmed by Stripe…"
            : "Thank you! Your payment was received."}
        </Alert>
      )}
      {pay.error && (
        <Alert color="red" role="alert" style={wrap}>
          {pay.error.message}
        </Alert>
      )}
      <Title order={3} size="h4">
        Payment plans
      </Title>
      {plans.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          No payment plan is assigned to you.
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {plans.data?.map((plan) => (
          <Card key={plan.id} withBorder padding="sm" component="li" aria-label={plan.title}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={wrap}>
                {plan.title}
              </Text>
              <Text fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatPlanPrice(plan.amount, plan.currency, plan.plan_type)}
              </Text>
            </Group>
            {plan.description && (
              <Text size="sm" c="dimmed" style={{ ...wrap, whiteSpace: "pre-line" }}>
                {plan.description}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
      <Title order={3} size="h4">
        Your payments
      </Title>
      <PaymentsList
        payments={list}
        showAthlete={false}
        action={(payment) => (
          <Button
            size="xs"
            loading={pay.isPending && pay.variables === payment.id}
            onClick={() => pay.mutate(payment.id)}
          >
            Pay
          </Button>
        )}
      />
    </Stack>
  );
}
