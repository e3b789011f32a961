import {
  isSubscriptionBlocked,
  UPGRADE_POLL_MS,
  UPGRADE_TITLES,
  upgradeReason,
} from "@coach/shared/subscription/subscription-rules";
import { Box, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { AppIcon } from "../../../components/app-icon";
import { useBillingPortal, useSubscription } from "../api/subscription";

const TEXTS = {
  trial_expired: "Your 30-day free trial has ended. Choose a plan to keep coaching your athletes.",
  expired: "Your subscription has ended. Reactivate it to keep coaching your athletes.",
  payment_failed: "We could not take the last payment. Update your payment method to continue.",
  too_many_athletes:
    "You coach more athletes than your plan allows. Remove athletes or upgrade your plan.",
  upgrade: "Choose a plan to keep coaching your athletes.",
} as const;

export const SUBSCRIPTION_PATH = "/admin-center/subscription";

/**
 * The upgrade screen (/upgrade): a blurred full-screen overlay with the logo, the problem and a
 * spinner; it reads the subscription every 2 s and goes home once it is in order.
 */
export function UpgradePage() {
  const subscription = useSubscription({ pollMs: UPGRADE_POLL_MS });
  const portal = useBillingPortal();
  const navigate = useNavigate();
  const data = subscription.data;
  const usage = data && {
    status: data.status,
    athlete_units: data.athlete_units,
    used_athlete_units: data.used_athlete_units,
  };
  const isBlocked = usage ? isSubscriptionBlocked(usage) : true;
  useEffect(() => {
    if (usage && !isBlocked) navigate("/", { replace: true });
  }, [usage, isBlocked, navigate]);
  const reason = usage ? upgradeReason(usage) : "upgrade";
  return (
    <Box
      pos="fixed"
      inset={0}
      style={{ backdropFilter: "blur(8px)", background: "rgba(255,255,255,0.6)", zIndex: 200 }}
    >
      <Stack align="center" justify="center" h="100%" p="md">
        <Card
          withBorder
          shadow="md"
          padding="lg"
          maw={500}
          w="100%"
          role="dialog"
          aria-label={UPGRADE_TITLES[reason]}
        >
          <Stack gap="md" align="center">
            <AppIcon size={48} label="Endurance Coach" />
            <Title order={2} ta="center">
              {UPGRADE_TITLES[reason]}
            </Title>
            <Text ta="center">
              {data?.status === "trial_expired" ? TEXTS.trial_expired : TEXTS[reason]}
            </Text>
            {data && !data.can_manage && (
              <Text ta="center" size="sm" c="dimmed">
                Ask the business owner to update the subscription.
              </Text>
            )}
            <Group justify="center" gap="sm">
              {reason === "too_many_athletes" && (
                <Button variant="default" onClick={() => navigate("/my-athletes")}>
                  Manage Athletes
                </Button>
              )}
              {data?.can_manage && data.status === "cancelled" && (
                <Button onClick={() => navigate(SUBSCRIPTION_PATH)}>Reactivate</Button>
              )}
              {data?.can_manage && reason === "payment_failed" && (
                <Button loading={portal.isPending} onClick={() => portal.mutate()}>
                  Update payment method
                </Button>
              )}
              {data?.can_manage && data.status !== "cancelled" && reason !== "payment_failed" && (
                <Button onClick={() => navigate(SUBSCRIPTION_PATH)}>Upgrade</Button>
              )}
            </Group>
            <Loader size="sm" aria-label="Checking your subscription" />
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
