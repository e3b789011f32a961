import { CURRENCIES, type Currency, formatMoney } from "@coach/shared/payments/money";
import type { Subscription } from "@coach/shared/subscription/subscription.schemas";
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "@coach/shared/subscription/subscription-rules";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useFormats } from "../../../lib/formats";
import {
  useAdminSetSubscription,
  useBillingPortal,
  useSelectPlan,
  useSubscription,
} from "../api/subscription";
import { DiscountBanner } from "./discount-banner";

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: "Free trial",
  active: "Active",
  trial_expired: "Trial expired",
  past_due: "Payment past due",
  unpaid: "Unpaid",
  cancelled: "Cancelled",
};

function price(plan: Subscription["availableSubscriptions"][number]) {
  if (plan.amount === null || !plan.currency) return null;
  const currency = plan.currency.toLowerCase();
  const money = (CURRENCIES as readonly string[]).includes(currency)
    ? formatMoney(plan.amount, currency as Currency)
    : `${(plan.amount / 100).toFixed(2)} ${plan.currency.toUpperCase()}`;
  return `${money}/${plan.billing}`;
}

function AdminOverride() {
  const save = useAdminSetSubscription();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<SubscriptionStatus>("active");
  const [units, setUnits] = useState<number | string>(10);
  return (
    <Card withBorder padding="md" aria-label="Set a subscription">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Set a subscription (administrator)
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Account e-mail"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            w={260}
            error={save.error?.message}
          />
          <Select
            label="Status"
            data={SUBSCRIPTION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => value && setStatus(value as SubscriptionStatus)}
            w={180}
          />
          <NumberInput label="Athlete slots" value={units} onChange={setUnits} min={0} w={130} />
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ email, status, athlete_units: Number(units) || 0 })}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** My plan (/admin-center/subscription; /subscription redirects here): SubscriptionManagement. */
export function SubscriptionPage({ isAdmin }: { isAdmin: boolean }) {
  const subscription = useSubscription();
  const select = useSelectPlan();
  const portal = useBillingPortal();
  const f = useFormats();
  const data = subscription.data;
  if (!data) return null;
  const isUnlimited = data.athlete_units >= 999999;
  return (
    <Stack gap="md" p="md" maw={960} mx="auto">
      <Title order={2}>My plan</Title>
      <DiscountBanner status={data.status} />
      <Card withBorder padding="md" aria-label="Subscription">
        <Stack gap={6}>
          <Group gap="sm">
            <Text fw={600}>Status</Text>
            <Badge color={data.status === "active" || data.status === "trialing" ? "teal" : "red"}>
              {STATUS_LABELS[data.status]}
            </Badge>
            {data.details.is_canceled && data.status !== "cancelled" && (
              <Badge color="gray">Ends at the period's end</Badge>
            )}
          </Group>
          {data.plan && <Text size="sm">Plan: {data.plan}</Text>}
          <Text size="sm">
            Athletes: {data.used_athlete_units}
            {isUnlimited ? "" : ` of ${data.athlete_units}`}
          </Text>
          {data.status === "trialing" && data.details.trial_ends_at && (
            <Text size="sm">
              Your free trial ends on {f.instantDate(data.details.trial_ends_at)}.
            </Text>
          )}
          {data.details.current_period_end && (
            <Text size="sm">
              Current period ends on {f.instantDate(data.details.current_period_end)}.
            </Text>
          )}
          {data.can_manage &&
            data.billing_available &&
            (data.status === "active" ||
              data.status === "past_due" ||
              data.status === "unpaid") && (
              <Group mt={4}>
                <Button
                  variant="default"
                  loading={portal.isPending}
                  onClick={() => portal.mutate()}
                >
                  Update payment method
                </Button>
              </Group>
            )}
        </Stack>
      </Card>
      {!data.billing_available && (
        <Alert color="gray">
          Online billing is not configured on this installation: an administrator sets
          subscriptions.
        </Alert>
      )}
      {data.can_manage && data.availableSubscriptions.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Plans
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {data.availableSubscriptions.map((plan) => (
              <Card key={plan.key} withBorder padding="md" aria-label={plan.key}>
                <Stack gap={6}>
                  <Text fw={600}>{plan.athlete_units} athletes</Text>
                  <Text size="sm" c="dimmed">
                    {price(plan) ?? `Billed per ${plan.billing}`}
                  </Text>
                  <Button
                    disabled={data.plan === plan.key && data.status === "active"}
                    loading={select.isPending && select.variables === plan.key}
                    onClick={() => select.mutate(plan.key)}
                  >
                    {data.plan === plan.key && data.status === "active"
                      ? "Current plan"
                      : data.status === "cancelled"
                        ? "Reactivate"
                        : "Upgrade"}
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {isAdmin && <AdminOverride />}
    </Stack>
  );
}
