import { showsUpgradeButton } from "@coach/shared/subscription/subscription-rules";
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { useSubscription } from "../api/subscription";

/** The top bar's Upgrade button: the owner, while trialing, trial-expired or cancelled. */
export function UpgradeButton() {
  const subscription = useSubscription();
  const data = subscription.data;
  if (!data?.can_manage || !showsUpgradeButton(data.status)) return null;
  return (
    <Button component={Link} to="/admin-center/subscription" size="xs" variant="light">
      Upgrade
    </Button>
  );
}
