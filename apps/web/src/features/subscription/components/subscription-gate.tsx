import {
  isSubscriptionBlocked,
  isUpgradeExempt,
} from "@coach/shared/subscription/subscription-rules";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSubscription } from "../api/subscription";

/**
 * Section 4 'Subscription enforcement' in the app: a coach or owner whose subscription is
 * blocked goes to the upgrade screen, except on the exempt paths. The server refuses their
 * writes on the same rule, so this only spares them a refused click.
 */
export function SubscriptionGate(props: { isCoach: boolean; children: ReactNode }) {
  const location = useLocation();
  const subscription = useSubscription({ isEnabled: props.isCoach });
  const data = subscription.data;
  if (props.isCoach && data) {
    const usage = {
      status: data.status,
      athlete_units: data.athlete_units,
      used_athlete_units: data.used_athlete_units,
    };
    if (isSubscriptionBlocked(usage) && !isUpgradeExempt(location.pathname, usage)) {
      return <Navigate to="/upgrade" replace />;
    }
  }
  return props.children;
}
