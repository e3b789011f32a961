import { SubscriptionPage } from "../../features/subscription/components/subscription-page";
import { UpgradePage } from "../../features/subscription/components/upgrade-page";
import { useAccountInfo } from "../../lib/account-info";

/** My plan (SubscriptionManagement), with the administrator's override for ADMIN_USER_IDS. */
export function SubscriptionRoute() {
  const account = useAccountInfo();
  if (!account.data) return null;
  return <SubscriptionPage isAdmin={account.data.details.isAdmin} />;
}

export function UpgradeRoute() {
  return <UpgradePage />;
}
