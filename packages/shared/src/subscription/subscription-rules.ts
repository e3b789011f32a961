/** The subscription statuses the product knows (trial-expired is also written trial_expired). */
export type SubscriptionStatus =
  | "trialing"
  | "active"
  | "trial_expired"
  | "past_due"
  | "unpaid"
  | "cancelled";

/** Inviting new athletes needs a subscription that is not cancelled. */
export function canInviteAthletes(status: SubscriptionStatus): boolean {
  return status !== "cancelled";
}
