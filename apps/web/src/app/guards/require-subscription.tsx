import type { ReactNode } from "react";
import { SubscriptionGate } from "../../features/subscription/components/subscription-gate";
import { useAccountInfo } from "../../lib/account-info";

/** Coaches and owners go to the upgrade screen while their subscription is blocked. */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const { data } = useAccountInfo();
  const isCoach = Boolean(data && (data.details.isCoach || data.details.isBusinessOwner));
  return <SubscriptionGate isCoach={isCoach}>{children}</SubscriptionGate>;
}
