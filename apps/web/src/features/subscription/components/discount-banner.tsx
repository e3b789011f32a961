import {
  DISCOUNT_OFFER,
  type SubscriptionStatus,
  showsDiscountBanner,
} from "@coach/shared/subscription/subscription-rules";
import { Alert } from "@mantine/core";
import { useSubscription } from "../api/subscription";

/** The configured promotion (first document, section 1), for owners whose status is not active. */
export function DiscountBanner({
  status,
  now = new Date(),
}: {
  status: SubscriptionStatus;
  now?: Date;
}) {
  if (!showsDiscountBanner(status, now)) return null;
  return (
    <Alert color="grape" title="Limited offer">
      {DISCOUNT_OFFER.text}
    </Alert>
  );
}

/** Card A's banner: the owner's own subscription decides (coaches without a business see none). */
export function OwnerDiscountBanner() {
  const subscription = useSubscription();
  const data = subscription.data;
  if (!data?.can_manage) return null;
  return <DiscountBanner status={data.status} />;
}
