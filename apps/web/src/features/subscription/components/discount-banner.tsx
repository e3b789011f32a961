import {
  DISCOUNT_OFFER,
  type SubscriptionStatus,
  showsDiscountBanner,
} from "@coach/shared/subscription/subscription-rules";
import { Alert } from "@mantine/core";

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
