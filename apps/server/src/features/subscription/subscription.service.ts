import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  canInviteAthletes,
  type SubscriptionStatus,
} from "@coach/shared/subscription/subscription-rules";
import { messages } from "@coach/shared/validation/messages";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";

/**
 * The caller's subscription status. No subscription data exists yet (payments come later), so
 * everyone is in the free trial; this is the one place that will read the stored subscription.
 */
export async function findSubscriptionStatus(
  _deps: Pick<AppDeps, "db">,
  _user: { id: number },
): Promise<SubscriptionStatus> {
  return "trialing";
}

/** Refuses (405 due_subscription) when a status does not allow inviting new athletes. */
export function assertStatusAllowsAthleteInvites(status: SubscriptionStatus) {
  if (!canInviteAthletes(status)) {
    throw new AppError(ErrorCode.dueSubscription, messages.activateSubscriptionToInvite);
  }
}

/**
 * Athlete invitations need a subscription that is not cancelled (docs/decisions/060-invitations.md):
 * the status read above, judged by the shared rule.
 */
export async function assertCanInviteAthletes(
  deps: Pick<AppDeps, "db">,
  user: { id: number },
): Promise<void> {
  assertStatusAllowsAthleteInvites(await findSubscriptionStatus(deps, user));
}
