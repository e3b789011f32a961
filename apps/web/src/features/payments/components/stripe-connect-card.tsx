import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from "@coach/shared/payments/money";
import { Badge, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useSaveStripeConnect, useStripeConnect } from "../api/owner-payments";

const currencyOptions = CURRENCIES.map((currency) => ({
  value: currency,
  label: `${currency.toUpperCase()} (${CURRENCY_SYMBOLS[currency]})`,
}));

/**
 * The card-payment connection: Stripe Connect status, the link to its onboarding, and the
 * business's default currency (new plans and recorded payments use it).
 */
export function StripeConnectCard() {
  const connect = useStripeConnect();
  const save = useSaveStripeConnect();
  const state = connect.data;
  if (!state) return null;

  async function startOnboarding() {
    const answer = await save.mutateAsync({ connect: true });
    if (answer.connect_setup_url) window.location.assign(answer.connect_setup_url);
  }

  return (
    <Card withBorder padding="md" aria-label="Card payments">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            Card payments
          </Title>
          {state.connected ? (
            <Badge color="teal">Stripe connected</Badge>
          ) : (
            <Badge color="gray">Not connected</Badge>
          )}
        </Group>
        {!state.stripe_available && (
          <Text size="sm" c="dimmed">
            Card payments are not configured on this installation: record payments and mark them
            paid by hand.
          </Text>
        )}
        {state.stripe_available && !state.connected && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm">Connect your business to Stripe so athletes can pay by card.</Text>
            {state.connect_setup_url ? (
              <Button component="a" href={state.connect_setup_url} size="sm">
                Continue Stripe setup
              </Button>
            ) : (
              <Button size="sm" loading={save.isPending} onClick={startOnboarding}>
                Connect with Stripe
              </Button>
            )}
          </Group>
        )}
        <Select
          label="Default currency"
          description="New payment plans and recorded payments use it."
          data={currencyOptions}
          value={state.default_currency}
          allowDeselect={false}
          w={220}
          onChange={(value) => value && save.mutate({ default_currency: value as Currency })}
        />
      </Stack>
    </Card>
  );
}
