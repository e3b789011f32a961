import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  type AdminSubscriptionBody,
  type BillingRedirect,
  type Subscription,
  subscriptionMessages,
} from "@coach/shared/subscription/subscription.schemas";
import {
  AVAILABLE_ATHLETE_SUBSCRIPTIONS,
  billingLabel,
  canInviteAthletes,
  FREE_TRIAL_DAYS,
  isSubscriptionBlocked,
  type SubscriptionStatus,
} from "@coach/shared/subscription/subscription-rules";
import { messages } from "@coach/shared/validation/messages";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { stripeClient } from "../payments/stripe-client.service";
import type { UserRow } from "../people/users.service";
import * as repository from "./subscription.repository";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

const DAY_MS = 24 * 60 * 60 * 1000;

type StateDeps = Pick<AppDeps, "db" | "clock" | "config">;

/**
 * The subscription that covers a user, as section 3 describes it, read at `deps.clock.now()`.
 * Without a stored row: the free trial from the account's creation where Stripe Billing is
 * configured; on an installation without Stripe (self-hosted) there is nothing to pay, so the
 * account is active with unlimited slots unless an administrator stored another status
 * (docs/decisions/091-payments-and-stripe.md).
 */
export async function getSubscriptionState(deps: StateDeps, userId: number) {
  const account = await repository.findSubscriptionAccount(deps.db, userId);
  const row = await repository.findSubscription(deps.db, account.accountId);
  const used = await repository.countUsedAthleteUnits(deps.db, account.accountId);
  const { status, trialEndsAt } = statusAt(deps, account.createdAt, row ?? null);
  return {
    accountId: account.accountId,
    row,
    status,
    plan: row?.plan ?? null,
    athleteUnits: row?.athleteUnits ?? AVAILABLE_ATHLETE_SUBSCRIPTIONS,
    usedAthleteUnits: used,
    trialEndsAt,
  };
}

/** The status at `deps.clock.now()` of an account created at `createdAt`, with its stored row. */
function statusAt(
  deps: StateDeps,
  createdAt: Date,
  stored: { status: string; trialEndsAt: Date | null } | null,
) {
  const hasBilling = Boolean(deps.config.stripe);
  const trialEndsAt = stored
    ? stored.trialEndsAt
    : hasBilling
      ? new Date(createdAt.getTime() + FREE_TRIAL_DAYS * DAY_MS)
      : null;
  let status = (stored?.status ?? (hasBilling ? "trialing" : "active")) as SubscriptionStatus;
  // The trial ends by itself: no job has to run for an expired trial to count as expired.
  if (status === "trialing" && trialEndsAt && deps.clock.now() >= trialEndsAt) {
    status = "trial_expired";
  }
  return { status, trialEndsAt };
}

/** The caller's subscription status (invitations check it). */
export async function findSubscriptionStatus(
  deps: StateDeps,
  user: { id: number },
): Promise<SubscriptionStatus> {
  return (await getSubscriptionState(deps, user.id)).status;
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
  deps: StateDeps,
  user: { id: number },
): Promise<void> {
  assertStatusAllowsAthleteInvites(await findSubscriptionStatus(deps, user));
}

/**
 * Section 4's enforcement on the server: a coach's or owner's write while the subscription that
 * covers them is blocked answers 405 due_subscription (see subscription-guard.ts for which).
 */
export async function assertSubscriptionAllowsWrites(
  deps: StateDeps,
  user: { id: number },
  message: string,
) {
  // One statement: this runs before every write of every coach.
  const found = await repository.findSubscriptionUsage(deps.db, user.id);
  const usage = {
    status: statusAt(deps, found.createdAt, found.stored).status,
    athlete_units: found.stored?.athleteUnits ?? AVAILABLE_ATHLETE_SUBSCRIPTIONS,
    used_athlete_units: found.used,
  };
  if (isSubscriptionBlocked(usage)) throw new AppError(ErrorCode.dueSubscription, message);
}

function availableSubscriptions(config: Pick<Config, "stripe">) {
  return (config.stripe?.subscriptionPrices ?? []).map((price) => ({
    key: price.key,
    athlete_units: price.athleteUnits,
    recurring_interval: price.recurringInterval,
    billing: billingLabel(price.recurringInterval),
    amount: price.amountMinor,
    currency: price.currency,
  }));
}

export async function getSubscription(deps: Deps, user: UserRow): Promise<Subscription> {
  const state = await getSubscriptionState(deps, user.id);
  return subscriptionView(
    deps,
    state,
    state.accountId === user.id && (user.isCoach || user.isBusinessOwner),
  );
}

function subscriptionView(
  deps: Deps,
  state: Awaited<ReturnType<typeof getSubscriptionState>>,
  canManage: boolean,
): Subscription {
  return {
    status: state.status,
    plan: state.plan,
    athlete_units: state.athleteUnits,
    used_athlete_units: state.usedAthleteUnits,
    details: {
      is_canceled: state.row?.isCanceled ?? false,
      trial_ends_at: state.trialEndsAt?.toISOString() ?? null,
      current_period_end: state.row?.currentPeriodEnd?.toISOString() ?? null,
    },
    availableSubscriptions: availableSubscriptions(deps.config),
    selected_plan: state.plan,
    can_manage: canManage,
    billing_available: Boolean(stripeClient(deps.config)),
  };
}

async function managedState(deps: Deps, user: UserRow) {
  const state = await getSubscriptionState(deps, user.id);
  if (state.accountId !== user.id || !(user.isCoach || user.isBusinessOwner)) {
    // Section 8: every refusal of a signed-in user says the same.
    throw AppError.forbidden();
  }
  const stripe = stripeClient(deps.config);
  if (!stripe) throw AppError.field("selected_plan", subscriptionMessages.billingNotConfigured);
  return { state, stripe };
}

/** The account's Stripe customer, made once and kept. */
async function ensureCustomer(
  deps: Deps,
  stripe: Stripe,
  user: UserRow,
  state: Awaited<ReturnType<typeof getSubscriptionState>>,
) {
  if (state.row?.stripeCustomerId) return state.row.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { user_id: String(user.id) } },
    { idempotencyKey: `platform-customer-${user.id}` },
  );
  await repository.upsertSubscription(deps.db, user.id, {
    status: state.row?.status ?? "trialing",
    athleteUnits: state.athleteUnits,
    trialEndsAt: state.trialEndsAt,
    stripeCustomerId: customer.id,
  });
  return customer.id;
}

/**
 * PUT api/subscription/ with selected_plan: Stripe Checkout for a new (or reactivated)
 * subscription; an account that pays already changes plan in the customer portal. The status
 * changes only when Stripe's webhook says so.
 */
export async function selectSubscriptionPlan(
  deps: Deps,
  user: UserRow,
  selectedPlan: string,
): Promise<BillingRedirect> {
  const { state, stripe } = await managedState(deps, user);
  const price = deps.config.stripe?.subscriptionPrices.find((entry) => entry.key === selectedPlan);
  if (!price) throw AppError.field("selected_plan", subscriptionMessages.unknownPlan);
  const customer = await ensureCustomer(deps, stripe, user, state);
  const back = `${deps.config.publicUrl}/admin-center/subscription`;
  const isPaying = state.row?.stripeSubscriptionId && ["active", "past_due"].includes(state.status);
  if (isPaying) {
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: back });
    return { url: portal.url };
  }
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: price.priceId, quantity: 1 }],
    client_reference_id: String(user.id),
    metadata: { user_id: String(user.id), plan: price.key },
    subscription_data: { metadata: { user_id: String(user.id), plan: price.key } },
    success_url: `${back}?checkout=done`,
    cancel_url: back,
  });
  if (!session.url) throw new Error("Stripe answered a Checkout session without a url");
  return { url: session.url };
}

/** Update payment method: Stripe's customer portal. */
export async function openBillingPortal(deps: Deps, user: UserRow): Promise<BillingRedirect> {
  const { state, stripe } = await managedState(deps, user);
  const customer = await ensureCustomer(deps, stripe, user, state);
  const portal = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${deps.config.publicUrl}/admin-center/subscription`,
  });
  return { url: portal.url };
}

/** Stripe's subscription statuses as the product's (section 3). */
const STATUS_FROM_STRIPE: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: "active",
  trialing: "trialing",
  past_due: "past_due",
  unpaid: "unpaid",
  canceled: "cancelled",
  incomplete: "past_due",
  incomplete_expired: "cancelled",
  paused: "unpaid",
};

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

export function isSubscriptionEvent(event: Stripe.Event): event is SubscriptionEvent {
  return (
    event.type === "customer.subscription.created" ||
    event.type === "customer.subscription.updated" ||
    event.type === "customer.subscription.deleted"
  );
}

/**
 * A subscription event from Stripe, in the webhook's transaction. The account is found by its
 * customer (or the user id the Checkout put in the metadata); an event older than the last one
 * applied changes nothing, so Stripe's retries and reordering cannot roll a status back.
 */
export async function applyStripeSubscriptionEvent(
  deps: Pick<AppDeps, "config">,
  tx: Executor,
  event: SubscriptionEvent,
) {
  const subscription = event.data.object;
  const customerId =
    typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  let row = await repository.findSubscriptionByStripe(tx, {
    customerId,
    subscriptionId: subscription.id,
  });
  const metadataUserId = Number(subscription.metadata?.user_id);
  if (!row && Number.isInteger(metadataUserId)) {
    row = await repository.findSubscription(tx, metadataUserId, { lock: true });
  }
  if (!row) return;
  const isSameSubscription = row.stripeSubscriptionId === subscription.id;
  if (
    isSameSubscription &&
    row.lastEventCreatedSec !== null &&
    event.created < row.lastEventCreatedSec
  ) {
    return;
  }
  const item = subscription.items.data[0];
  const price = deps.config.stripe?.subscriptionPrices.find(
    (entry) => entry.priceId === item?.price.id,
  );
  const status =
    event.type === "customer.subscription.deleted"
      ? "cancelled"
      : STATUS_FROM_STRIPE[subscription.status];
  // A subscription the account left (replaced by a new Checkout) ending leaves the new one alone.
  if (!isSameSubscription && row.stripeSubscriptionId && status === "cancelled") return;
  await repository.upsertSubscription(tx, row.userId, {
    status,
    plan: price?.key ?? row.plan,
    athleteUnits: price?.athleteUnits ?? row.athleteUnits,
    isCanceled: subscription.cancel_at_period_end || status === "cancelled",
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    lastEventCreatedSec: event.created,
    setByAdminId: null,
  });
}

/** The admin center's override (ADMIN_USER_IDS): sets an account's status and slots by hand. */
export async function setSubscriptionByAdmin(
  deps: Deps,
  admin: UserRow,
  body: AdminSubscriptionBody,
): Promise<Subscription> {
  if (!deps.config.adminUserIds.includes(admin.id)) throw AppError.forbidden();
  const userId = await repository.findUserIdByEmail(deps.db, body.email);
  if (userId === undefined) throw AppError.field("email", subscriptionMessages.noAccount);
  const state = await getSubscriptionState(deps, userId);
  await repository.upsertSubscription(deps.db, state.accountId, {
    status: body.status,
    athleteUnits: body.athlete_units,
    trialEndsAt: body.status === "trialing" ? state.trialEndsAt : null,
    isCanceled: body.status === "cancelled",
    setByAdminId: admin.id,
  });
  return subscriptionView(deps, await getSubscriptionState(deps, state.accountId), false);
}
