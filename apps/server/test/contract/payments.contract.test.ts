import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FakeStripe, startFakeStripe } from "../fake-stripe";
import { createTestApp, type TestContext } from "../test-app";
import {
  type ContractWorld,
  contractCaller,
  createWorld,
  expectShape,
  FORBIDDEN,
  specCall,
} from "./contract-support";
import { ConnectedAccount, Payment, PaymentPlan } from "./spec-shapes";

/**
 * Document 001, section 7, "Payments, business owner" and "Payments, athlete", with the spec's
 * payloads, against a local fake of Stripe's API (test/fake-stripe.ts).
 */

let ctx: TestContext;
let stripe: FakeStripe;
let world: ContractWorld;
const call = contractCaller(() => ctx);
const PLANS = "/api/business-owner/payments/plans/";
const PAYMENTS = "/api/business-owner/payments/";
const CONNECT = "/api/business-owner/payments/stripe-connect/";

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp({
    AUTH_RATE_LIMIT: "100000",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  // Stripe posts its events (an account's onboarding finished) over HTTP: the app listens.
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook/`);
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const monthly = {
  title: "Marathon coaching",
  description: "Weekly plan",
  amount: 8000,
  plan_type: "monthly_recurring",
};

async function newPlan() {
  const answer = await call(world.owner, "POST", PLANS, monthly);
  expect(answer.status).toBe(201);
  return expectShape(answer.body, PaymentPlan);
}

/**
 * The refusals of an owner's call: a coach and an athlete get the spec's 403; the owner of another
 * business, when the call names something of this business, is refused too (403 or 404).
 */
async function expectOwnerOnly(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: object,
  { namesThisBusiness = true } = {},
) {
  for (const person of [world.coach, world.athlete]) {
    const refused = await call(person, method, url, body);
    expect(refused.status, `${method} ${url}`).toBe(403);
    expect(refused.body).toEqual(FORBIDDEN);
  }
  if (namesThisBusiness) {
    const outsider = await call(world.otherOwner, method, url, body);
    expect([400, 403, 404], `${method} ${url} by another business's owner`).toContain(
      outsider.status,
    );
  }
  expect((await call(null, method, url, body)).status).toBe(401);
}

/** An owner's call about their own business only: another owner reaches their own. */
const own = { namesThisBusiness: false };

describe("the business owner's payment plans", () => {
  it(specCall("POST api/business-owner/payments/plans/"), async () => {
    const plan = await newPlan();
    expect(plan).toMatchObject(monthly);
    await expectOwnerOnly("POST", PLANS, monthly, own);
  });

  it(specCall("GET api/business-owner/payments/plans/"), async () => {
    const plan = await newPlan();
    const answer = await call(world.owner, "GET", PLANS);
    expect(answer.status).toBe(200);
    const plans = expectShape(answer.body, z.array(PaymentPlan));
    expect(plans.map((item) => item.id)).toContain(plan.id);
    const other = await call(world.otherOwner, "GET", PLANS);
    expect(expectShape(other.body, z.array(PaymentPlan)).map((item) => item.id)).not.toContain(
      plan.id,
    );
  });

  it(specCall("PUT api/business-owner/payments/plans/{id}/"), async () => {
    const plan = await newPlan();
    const url = `${PLANS}${plan.id}/`;
    const answer = await call(world.owner, "PUT", url, {
      title: "Marathon coaching, spring",
      description: "Two sessions a week",
    });
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, PaymentPlan)).toMatchObject({
      title: "Marathon coaching, spring",
      description: "Two sessions a week",
    });
    await expectOwnerOnly("PUT", url, { title: "x", description: "y" });
  });

  it(specCall("POST api/business-owner/payments/plans/{id}/assignments/"), async () => {
    const plan = await newPlan();
    const url = `${PLANS}${plan.id}/assignments/`;
    const answer = await call(world.owner, "POST", url, { assignments: [world.athlete.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ assignments: [world.athlete.id] });
    await expectOwnerOnly("POST", url, { assignments: [world.athlete.id] });
  });

  it(specCall("GET api/business-owner/payments/plans/{id}/assignments/"), async () => {
    const plan = await newPlan();
    const url = `${PLANS}${plan.id}/assignments/`;
    await call(world.owner, "POST", url, { assignments: [world.athlete.id] });
    const answer = await call(world.owner, "GET", url);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, z.object({ assignments: z.array(z.number()) }))).toEqual(
      expect.objectContaining({ assignments: [world.athlete.id] }),
    );
    await expectOwnerOnly("GET", url);
  });

  it(
    specCall("DELETE api/business-owner/payments/plans/{id}/assignments/{athleteId}/"),
    async () => {
      const plan = await newPlan();
      const url = `${PLANS}${plan.id}/assignments/`;
      await call(world.owner, "POST", url, { assignments: [world.athlete.id] });
      await expectOwnerOnly("DELETE", `${url}${world.athlete.id}/`);
      const answer = await call(world.owner, "DELETE", `${url}${world.athlete.id}/`);
      expect([200, 204]).toContain(answer.status);
      const after = await call(world.owner, "GET", url);
      expect(after.body).toMatchObject({ assignments: [] });
    },
  );
});

describe("the business owner's payments", () => {
  it(specCall("POST api/business-owner/payments/"), async () => {
    const body = {
      athlete_id: world.athlete.id,
      amount: 5000,
      is_paid: false,
      payment_date: "2026-12-01",
    };
    const answer = await call(world.owner, "POST", PAYMENTS, body);
    expect(answer.status).toBe(201);
    expect(expectShape(answer.body, Payment)).toMatchObject({
      athlete_id: world.athlete.id,
      amount: 5000,
      is_paid: false,
    });
    await expectOwnerOnly("POST", PAYMENTS, body);
    // The other business's athlete is not this owner's to bill.
    const foreign = await call(world.owner, "POST", PAYMENTS, {
      ...body,
      athlete_id: world.otherAthlete.id,
    });
    expect([400, 403, 404]).toContain(foreign.status);
  });

  it(specCall("GET /api/business-owner/payments/"), async () => {
    const answer = await call(world.owner, "GET", PAYMENTS);
    expect(answer.status).toBe(200);
    const payments = expectShape(answer.body, z.array(Payment));
    expect(payments.length).toBeGreaterThan(0);
    await expectOwnerOnly("GET", PAYMENTS, undefined, own);
  });

  it(specCall("POST api/business-owner/payments/{id}/mark-paid/"), async () => {
    const created = await call(world.owner, "POST", PAYMENTS, {
      athlete_id: world.athlete.id,
      amount: 2500,
      is_paid: false,
      payment_date: "2026-12-05",
    });
    const { id: paymentId } = expectShape(created.body, Payment);
    const url = `${PAYMENTS}${paymentId}/mark-paid/`;
    await expectOwnerOnly("POST", url);
    const answer = await call(world.owner, "POST", url);
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, Payment)).toMatchObject({ is_paid: true, status: "paid" });
  });

  it(specCall("GET /api/business-owner/payments/stripe-connect/"), async () => {
    const answer = await call(world.owner, "GET", CONNECT);
    expect(answer.status).toBe(200);
    expectShape(answer.body, ConnectedAccount);
    await expectOwnerOnly("GET", CONNECT, undefined, own);
  });

  it(specCall("POST /api/business-owner/payments/stripe-connect/"), async () => {
    const answer = await call(world.owner, "POST", CONNECT, { default_currency: "eur" });
    expect(answer.status).toBe(200);
    expect(expectShape(answer.body, ConnectedAccount).default_currency).toBe("eur");
    await expectOwnerOnly("POST", CONNECT, { default_currency: "eur" }, own);
  });
});

describe("the athlete's payments", () => {
  it(specCall("GET api/athlete/payments/plans/"), async () => {
    const plan = await newPlan();
    await call(world.owner, "POST", `${PLANS}${plan.id}/assignments/`, {
      assignments: [world.athlete.id],
    });
    const answer = await call(world.athlete, "GET", "/api/athlete/payments/plans/");
    expect(answer.status).toBe(200);
    const plans = expectShape(answer.body, z.array(PaymentPlan));
    expect(plans.map((item) => item.id)).toContain(plan.id);
    const other = await call(world.otherAthlete, "GET", "/api/athlete/payments/plans/");
    expect(expectShape(other.body, z.array(PaymentPlan))).toEqual([]);
  });

  it(specCall("GET api/athlete/payments/"), async () => {
    const answer = await call(world.athlete, "GET", "/api/athlete/payments/");
    expect(answer.status).toBe(200);
    const payments = expectShape(answer.body, z.array(Payment));
    expect(payments.every((payment) => payment.athlete_id === world.athlete.id)).toBe(true);
    const other = await call(world.otherAthlete, "GET", "/api/athlete/payments/");
    expect(other.body).toEqual([]);
  });

  it(specCall("POST api/athlete/payments/{paymentId}/pay/"), async () => {
    await call(world.owner, "POST", CONNECT, { default_currency: "eur", connect: true });
    const account = [...stripe.accounts.values()].find(
      (item) => (item.metadata as { business_id: string }).business_id === String(world.businessId),
    )!;
    await stripe.completeOnboarding(account.id as string);
    // A plan's payments are paid online; those the owner records by hand are settled by hand.
    const plan = await newPlan();
    await call(world.owner, "POST", `${PLANS}${plan.id}/assignments/`, {
      assignments: [world.athlete.id],
    });
    const payments = await call(world.athlete, "GET", "/api/athlete/payments/");
    const paymentId = expectShape(payments.body, z.array(Payment)).find(
      (payment) => payment.amount === monthly.amount && !payment.is_paid,
    )!.id;
    const url = `/api/athlete/payments/${paymentId}/pay/`;
    const refused = await call(world.otherAthlete, "POST", url);
    expect([403, 404]).toContain(refused.status);
    const answer = await call(world.athlete, "POST", url);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ checkout_url: expect.stringContaining("checkout") });
  });
});
