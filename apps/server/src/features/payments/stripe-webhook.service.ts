import { type Currency, formatMoney } from "@coach/shared/payments/money";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { dayInText, raisePaymentPlanNotification } from "../notifications/notifications.service";
import {
  applyStripeSubscriptionEvent,
  isSubscriptionEvent,
} from "../subscription/subscription.service";
import * as repository from "./payments.repository";
import { stripeClient } from "./stripe-client.service";

type Deps = Pick<AppDeps, "db" | "config" | "events" | "jobs" | "clock">;

export const WEBHOOK_SIGNATURE_INVALID = "Invalid Stripe signature.";

/**
 * One delivery of Stripe's webhook. The signature is checked with the library against the raw
 * body (a forged or altered event is refused with 400 and changes nothing). Each event is applied
 * once, in one transaction with its id: a replay finds the id and changes nothing. Events are
 * applied so that their order does not matter: a paid payment stays paid, an account's state is
 * read again from Stripe, and a subscription ignores events older than its last one.
 */
export async function receiveStripeWebhook(
  deps: Deps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const stripe = stripeClient(deps.config);
  const secret = deps.config.stripe?.webhookSecret;
  if (!stripe || !secret) throw AppError.notFound();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw AppError.field("signature", WEBHOOK_SIGNATURE_INVALID);
  }
  // Read outside the transaction: Stripe is asked for the account's state now, not the event's.
  const account =
    event.type === "account.updated"
      ? await stripe.accounts.retrieve((event.data.object as Stripe.Account).id)
      : undefined;
  const isNew = await deps.db.transaction(async (tx) => {
    const claimed = await repository.claimStripeEvent(tx, {
      id: event.id,
      type: event.type,
      createdSec: event.created,
    });
    if (!claimed) return false;
    if (account) await applyAccountState(tx, account);
    else if (isCheckoutPaid(event)) await applyCheckoutPaid(deps, tx, event);
    else if (isSubscriptionEvent(event)) await applyStripeSubscriptionEvent(deps, tx, event);
    return true;
  });
  return { received: true, duplicate: !isNew };
}

async function applyAccountState(tx: Executor, account: Stripe.Account) {
  const settings = await repository.findPaymentSettingsByAccount(tx, account.id);
  if (!settings) return;
  await repository.upsertPaymentSettings(tx, settings.businessId, {
    isStripeConnected: account.charges_enabled,
  });
}

type CheckoutEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent;

function isCheckoutPaid(event: Stripe.Event): event is CheckoutEvent {
  if (
    event.type !== "checkout.session.completed" &&
    event.type !== "checkout.session.async_payment_succeeded"
  ) {
    return false;
  }
  const session = event.data.object;
  return session.mode === "payment" && session.payment_status === "paid";
}

/**
 * An athlete's Checkout was paid: the payment it names becomes paid, provided the session ran on
 * the payment's business's connected account for its amount and currency.
 */
async function applyCheckoutPaid(deps: Deps, tx: Executor, event: CheckoutEvent) {
  const session = event.data.object;
  const paymentId = Number(session.metadata?.payment_id);
  if (!Number.isInteger(paymentId)) return;
  const payment = await repository.findPaymentForUpdate(tx, paymentId);
  if (!payment || payment.isPaid) return;
  const settings = await repository.findPaymentSettings(tx, payment.businessId);
  const isSameAccount = Boolean(event.account) && event.account === settings?.stripeAccountId;
  const isSameAmount =
    session.amount_total === payment.amountMinor && session.currency === payment.currency;
  if (!isSameAccount || !isSameAmount) return;
  await repository.markPaymentPaid(tx, payment.id, {
    paidAt: new Date(event.created * 1000),
    paidVia: "stripe",
  });
  const amount = formatMoney(payment.amountMinor, payment.currency as Currency);
  const ownerId = await repository.findBusinessOwnerId(tx, payment.businessId);
  const common = {
    event: "paid",
    paymentId: payment.id,
    paymentPlanId: payment.planId,
    athleteId: payment.athleteId,
  };
  await raisePaymentPlanNotification(deps, tx, {
    ...common,
    userId: payment.athleteId,
    side: "athlete",
    content: `Your payment of ${amount} due on ${dayInText(payment.dueDate)} was received`,
  });
  if (ownerId !== undefined) {
    await raisePaymentPlanNotification(deps, tx, {
      ...common,
      userId: ownerId,
      side: "coach",
      content: `A payment of ${amount} due on ${dayInText(payment.dueDate)} was received by card`,
    });
  }
}
