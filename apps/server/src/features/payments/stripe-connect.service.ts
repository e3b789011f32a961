import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { StripeConnect, StripeConnectBody } from "@coach/shared/payments/payments.schemas";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { getOwnerBusiness } from "./owner-business";
import * as repository from "./payments.repository";
import { stripeClient } from "./stripe-client.service";

type Deps = Pick<AppDeps, "db" | "config">;

/** Where Stripe's onboarding sends the owner back: the payments screen, which reads the state. */
const PAYMENTS_PATH = "/payments";

/**
 * The connection as the payments screen shows it. With a connected account not yet able to take
 * charges, the state is read again from Stripe (the owner may be back from onboarding before
 * the account.updated webhook) and a fresh onboarding link is made (Stripe's links are
 * single-use and expire).
 */
export async function getStripeConnect(deps: Deps, owner: UserRow): Promise<StripeConnect> {
  const business = await getOwnerBusiness(deps.db, owner);
  const stripe = stripeClient(deps.config);
  const answer = {
    connected: business.isStripeConnected,
    default_currency: business.defaultCurrency,
    connect_setup_url: null as string | null,
    stripe_available: Boolean(stripe),
  };
  if (!stripe || !business.stripeAccountId || business.isStripeConnected) return answer;
  const account = await stripe.accounts.retrieve(business.stripeAccountId);
  if (account.charges_enabled) {
    await repository.upsertPaymentSettings(deps.db, business.id, { isStripeConnected: true });
    return { ...answer, connected: true };
  }
  return { ...answer, connect_setup_url: await onboardingLink(deps, business.stripeAccountId) };
}

/**
 * Sets the default currency, and with `connect` starts Stripe Connect: an Express account for
 * the business (made once) and its onboarding link.
 */
export async function saveStripeConnect(
  deps: Deps,
  owner: UserRow,
  body: StripeConnectBody,
): Promise<StripeConnect> {
  const business = await getOwnerBusiness(deps.db, owner);
  if (body.default_currency) {
    await repository.upsertPaymentSettings(deps.db, business.id, {
      defaultCurrency: body.default_currency,
    });
  }
  if (body.connect && !business.isStripeConnected) {
    const stripe = stripeClient(deps.config);
    if (!stripe) throw AppError.field("connect", paymentMessages.stripeNotConfigured);
    if (!business.stripeAccountId) {
      const account = await stripe.accounts.create(
        { type: "express", email: owner.email, metadata: { business_id: String(business.id) } },
        // One account per business even when the owner clicks twice.
        { idempotencyKey: `connect-account-business-${business.id}` },
      );
      await repository.upsertPaymentSettings(deps.db, business.id, {
        stripeAccountId: account.id,
        isStripeConnected: account.charges_enabled,
      });
    }
  }
  return getStripeConnect(deps, owner);
}

async function onboardingLink(deps: Deps, accountId: string) {
  const stripe = stripeClient(deps.config)!;
  const back = `${deps.config.publicUrl}${PAYMENTS_PATH}`;
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    refresh_url: back,
    return_url: back,
  });
  return link.url;
}
