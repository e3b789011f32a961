import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { type FakeStripe, startFakeStripe } from "../../../test/fake-stripe";
import { noticesOf } from "../../../test/notification-support";
import { assign, createPlan, PAYMENTS, paymentPeople } from "../../../test/payments-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { WEBHOOK_SIGNATURE_INVALID } from "./stripe-webhook.service";

let ctx: TestContext;
let stripe: FakeStripe;
let webhookUrl: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    AUTH_RATE_LIMIT: "100000",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  // Stripe posts its events over HTTP: the app listens, as in production.
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  webhookUrl = `${address}/api/payments/stripe/webhook/`;
  stripe.setWebhookUrl(webhookUrl);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
const call = caller(() => ctx);
const CONNECT = `${PAYMENTS}stripe-connect/`;

/** An owner whose business finished Stripe onboarding, with a monthly plan in eur for Anna. */
async function connectedBusiness() {
  const people = await paymentPeople(ctx);
  await call(people.owner, "POST", CONNECT, { default_currency: "eur", connect: true });
  const accountId = [...stripe.accounts.values()].find(
    (account) =>
      (account.metadata as { business_id: string }).business_id === String(people.business.id),
  )!.id as string;
  await stripe.completeOnboarding(accountId);
  const plan = await createPlan(call, people.owner, {
    title: "Marathon coaching",
    amount: 8000,
    plan_type: "monthly_recurring",
  });
  await assign(call, people.owner, plan.id, [people.anna.id]);
  const [payment] = (await call(people.anna, "GET", "/api/athlete/payments/")).json();
  return { ...people, accountId, plan, paymentId: payment.id as number };
}

async function paymentOf(person: { id: number; email: string }, paymentId: number) {
  const list = (await call(person, "GET", "/api/athlete/payments/")).json() as {
    id: number;
    status: string;
    paid_at: string | null;
  }[];
  return list.find((payment) => payment.id === paymentId);
}

describe("Stripe Connect", () => {
  it("creates one account, gives its onboarding link, and reads the state from Stripe and the webhook", async () => {
    const { owner, business } = await paymentPeople(ctx);
    const before = await call(owner, "GET", CONNECT);
    expect(before.json()).toEqual({
      connected: false,
      default_currency: "usd",
      connect_setup_url: null,
      stripe_available: true,
    });
    const started = await call(owner, "POST", CONNECT, { connect: true });
    expect(started.statusCode, started.body).toBe(200);
    const mine = () =>
      [...stripe.accounts.values()].filter(
        (account) =>
          (account.metadata as { business_id: string }).business_id === String(business.id),
      );
    expect(mine()).toHaveLength(1);
    const accountId = mine()[0]!.id as string;
    expect(started.json().connected).toBe(false);
    expect(started.json().connect_setup_url).toMatch(
      new RegExp(`^${stripe.url}/connect/onboarding/${accountId}\\?return_url=`),
    );
    // A second click makes no second account.
    await call(owner, "POST", CONNECT, { connect: true });
    expect(mine()).toHaveLength(1);

    const delivered = await stripe.completeOnboarding(accountId);
    expect(delivered?.status).toBe(200);
    expect((await call(owner, "GET", CONNECT)).json()).toMatchObject({
      connected: true,
      connect_setup_url: null,
    });
  });

  it("reads the account again when the owner is back before the webhook", async () => {
    const { owner } = await paymentPeople(ctx);
    const started = (await call(owner, "POST", CONNECT, { connect: true })).json();
    const accountId = /onboarding\/(acct_[a-f0-9]+)/.exec(started.connect_setup_url)![1]!;
    stripe.accounts.get(accountId)!.charges_enabled = true;
    expect((await call(owner, "GET", CONNECT)).json().connected).toBe(true);
  });
});

describe("an athlete pays through Stripe Checkout", () => {
  it("on the business's connected account in the plan's currency; paid only when the webhook says so", async () => {
    const { owner, anna, ben, accountId, paymentId } = await connectedBusiness();
    const pay = await call(anna, "POST", `/api/athlete/payments/${paymentId}/pay/`);
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = /checkout\/(cs_test_[a-f0-9]+)$/.exec(pay.json().checkout_url)![1]!;
    const created = stripe.requests.findLast(
      (request) => request.path === "/v1/checkout/sessions",
    )!;
    expect(created.stripeAccount).toBe(accountId);
    expect(created.body).toMatchObject({
      mode: "payment",
      metadata: { payment_id: String(paymentId) },
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "eur",
            unit_amount: "8000",
            product_data: { name: "Marathon coaching" },
          },
        },
      ],
    });
    // Checkout made, not paid: still due.
    expect((await paymentOf(anna, paymentId))?.status).toBe("pending");
    // Ben cannot pay it.
    expect((await call(ben, "POST", `/api/athlete/payments/${paymentId}/pay/`)).statusCode).toBe(
      404,
    );

    const delivered = await stripe.payCheckout(sessionId);
    expect(delivered?.status).toBe(200);
    expect(await paymentOf(anna, paymentId)).toMatchObject({ status: "paid" });
    const ownerList = (await call(owner, "GET", `${PAYMENTS}?status=paid`)).json();
    expect(ownerList.map((payment: { id: number }) => payment.id)).toEqual([paymentId]);
    expect((await noticesOf(ctx, owner.id, "payment_plan")).map((n) => n.content)).toEqual([
      `A payment of €80.00 due on ${usDay(ownerList[0].due_date)} was received by card`,
    ]);
    // Paying a paid payment again is refused.
    expect((await call(anna, "POST", `/api/athlete/payments/${paymentId}/pay/`)).statusCode).toBe(
      400,
    );
  });
});

describe("the webhook", () => {
  async function completedEvent(
    paymentId: number,
    accountId: string,
    sessionId = "cs_test_manual",
    paid: { amount_total: number; currency: string } = { amount_total: 8000, currency: "eur" },
  ) {
    return stripe.event(
      "checkout.session.completed",
      {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        ...paid,
        metadata: { payment_id: String(paymentId) },
      },
      { account: accountId },
    );
  }

  async function post(payload: string, signature: string | undefined) {
    return ctx.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook/",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      payload,
    });
  }

  it("refuses a forged, a missing or an altered signature, and changes nothing", async () => {
    const { anna, accountId, paymentId } = await connectedBusiness();
    const payload = JSON.stringify(await completedEvent(paymentId, accountId));
    const signer = new Stripe("sk_test_other");
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_ours" });
    const valid = signer.webhooks.generateTestHeaderString({
      payload,
      secret: stripe.webhookSecret,
    });
    const altered = payload.replace('"amount_total":8000', '"amount_total":8');
    for (const [body, signature] of [
      [payload, forged],
      [payload, undefined],
      [altered, valid],
    ] as const) {
      const answer = await post(body, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toBe(WEBHOOK_SIGNATURE_INVALID);
    }
    expect((await paymentOf(anna, paymentId))?.status).toBe("pending");
  });

  it("applies each event once: a replay changes nothing", async () => {
    const { owner, anna, accountId, paymentId } = await connectedBusiness();
    const event = await completedEvent(paymentId, accountId);
    const first = await stripe.sendEvent(event);
    expect(await first?.json()).toEqual({ received: true, duplicate: false });
    const paidAt = (await paymentOf(anna, paymentId))?.paid_at;
    const replay = await stripe.sendEvent(event);
    expect(replay?.status).toBe(200);
    expect(await replay?.json()).toEqual({ received: true, duplicate: true });
    expect((await paymentOf(anna, paymentId))?.paid_at).toBe(paidAt);
    expect(await noticesOf(ctx, owner.id, "payment_plan")).toHaveLength(1);
  });

  it("is safe out of order: a late expiry or an older account state change nothing", async () => {
    const { owner, anna, accountId, paymentId } = await connectedBusiness();
    await stripe.sendEvent(await completedEvent(paymentId, accountId));
    const expired = stripe.event(
      "checkout.session.expired",
      {
        id: "cs_test_manual",
        object: "checkout.session",
        mode: "payment",
        status: "expired",
        payment_status: "unpaid",
        metadata: { payment_id: String(paymentId) },
      },
      { account: accountId },
    );
    expect((await stripe.sendEvent(expired))?.status).toBe(200);
    expect((await paymentOf(anna, paymentId))?.status).toBe("paid");
    // An account.updated from before onboarding ended, delivered last: Stripe's state wins.
    const stale = stripe.event(
      "account.updated",
      { id: accountId, object: "account", charges_enabled: false },
      { account: accountId, created: 1 },
    );
    expect((await stripe.sendEvent(stale))?.status).toBe(200);
    expect((await call(owner, "GET", CONNECT)).json().connected).toBe(true);
  });

  it("ignores a paid session of another account or another amount", async () => {
    const { anna, paymentId, accountId } = await connectedBusiness();
    const otherAccount = await connectedBusiness();
    await stripe.sendEvent(await completedEvent(paymentId, otherAccount.accountId));
    expect((await paymentOf(anna, paymentId))?.status).toBe("pending");

    // The right account, but €1.00 paid for an €80.00 payment, or 80.00 in another currency.
    for (const [index, paid] of [
      { amount_total: 100, currency: "eur" },
      { amount_total: 8000, currency: "usd" },
    ].entries()) {
      await stripe.sendEvent(
        await completedEvent(paymentId, accountId, `cs_test_low_${index}`, paid),
      );
    }
    expect((await paymentOf(anna, paymentId))?.status).toBe("pending");
    await stripe.sendEvent(await completedEvent(paymentId, accountId, "cs_test_right"));
    expect((await paymentOf(anna, paymentId))?.status).toBe("paid");
  });
});

/** A day as the owner's default format ("MMM D, YYYY") writes it: "Nov 24, 2026". */
function usDay(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}
