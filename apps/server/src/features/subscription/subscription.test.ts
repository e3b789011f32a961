import { messages } from "@coach/shared/validation/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createUser, linkCoach } from "../../../test/factories";
import { type FakeStripe, startFakeStripe } from "../../../test/fake-stripe";
import { PLANS, paymentPeople } from "../../../test/payments-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { subscriptions } from "../../db/schema";
import { fakeClock } from "../../platform/clock";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = fakeClock(new Date());
let ctx: TestContext;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await createTestApp(
    {
      AUTH_RATE_LIMIT: "100000",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      STRIPE_SUBSCRIPTION_PRICES:
        "athletes-10-monthly:price_10m:10:MONTHLY:2900:usd,athletes-10-yearly:price_10y:10:YEARLY:29000:usd",
    },
    { clock },
  );
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook/`);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
const call = caller(() => ctx);
const SUBSCRIPTION = "/api/subscription/";
const newPlan = { title: "Coaching", amount: 5000, plan_type: "one_off" };
const DUE = { code: "due_subscription", error: { message: messages.activateSubscription } };

async function statusOf(person: { id: number; email: string }) {
  return (await call(person, "GET", SUBSCRIPTION)).json();
}

/** The owner pays through Checkout: the fake's Pay button, and Stripe's events to the app. */
async function subscribe(owner: { id: number; email: string }, plan = "athletes-10-monthly") {
  const put = await call(owner, "PUT", SUBSCRIPTION, { selected_plan: plan });
  expect(put.statusCode, put.body).toBe(200);
  const sessionId = /checkout\/(cs_test_[a-f0-9]+)$/.exec(put.json().url)![1]!;
  await stripe.payCheckout(sessionId);
  return stripe.checkoutSessions.get(sessionId)!;
}

describe("the free trial", () => {
  it("runs 30 days from the owner's registration; then writes answer 405 due_subscription", async () => {
    clock.set(new Date());
    const { owner, coach, anna } = await paymentPeople(ctx);
    const subscription = await statusOf(owner);
    expect(subscription).toEqual({
      status: "trialing",
      plan: null,
      athlete_units: 999999,
      used_athlete_units: 2,
      details: {
        is_canceled: false,
        trial_ends_at: new Date(owner.createdAt.getTime() + 30 * DAY_MS).toISOString(),
        current_period_end: null,
      },
      availableSubscriptions: [
        {
          key: "athletes-10-monthly",
          athlete_units: 10,
          recurring_interval: "MONTHLY",
          billing: "mo",
          amount: 2900,
          currency: "usd",
        },
        {
          key: "athletes-10-yearly",
          athlete_units: 10,
          recurring_interval: "YEARLY",
          billing: "year",
          amount: 29000,
          currency: "usd",
        },
      ],
      selected_plan: null,
      can_manage: true,
      billing_available: true,
    });
    // The business's coach is covered by the owner's subscription but does not manage it.
    expect(await statusOf(coach)).toMatchObject({ status: "trialing", can_manage: false });

    clock.set(new Date(owner.createdAt.getTime() + 30 * DAY_MS - 60_000));
    expect((await call(owner, "POST", PLANS, newPlan)).statusCode).toBe(201);

    clock.set(new Date(owner.createdAt.getTime() + 30 * DAY_MS));
    expect((await statusOf(owner)).status).toBe("trial_expired");
    const refused = await call(owner, "POST", PLANS, newPlan);
    expect(refused.statusCode).toBe(405);
    expect(refused.json()).toEqual(DUE);
    // The coach's writes too; reads stay open; the athlete is never refused.
    const group = await call(coach, "POST", "/api/coach/athletes-groups/", {
      groupName: "Marathoners",
      groupDescription: "",
    });
    expect(group.statusCode).toBe(405);
    expect((await call(owner, "GET", PLANS)).statusCode).toBe(200);
    const athleteWrite = await call(anna, "POST", "/api/notifications/mark-read/", {
      notification_ids: null,
    });
    expect(athleteWrite.statusCode).toBe(200);
    const athletePay = await call(anna, "POST", "/api/athlete/payments/999999/pay/");
    expect(athletePay.statusCode).toBe(404);

    // Exempt: the subscription itself. The owner upgrades through Checkout.
    await subscribe(owner);
    const active = await statusOf(owner);
    expect(active).toMatchObject({
      status: "active",
      plan: "athletes-10-monthly",
      selected_plan: "athletes-10-monthly",
      athlete_units: 10,
      used_athlete_units: 2,
    });
    expect((await call(owner, "POST", PLANS, newPlan)).statusCode).toBe(201);
    clock.set(new Date());
  });
});

describe("statuses from Stripe's webhooks", () => {
  async function subscribedOwner() {
    const people = await paymentPeople(ctx);
    await subscribe(people.owner);
    const [row] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, people.owner.id));
    const subscription = stripe.subscriptions.get(row!.stripeSubscriptionId!)!;
    return { ...people, row: row!, subscription };
  }

  function subscriptionEvent(
    type: string,
    subscription: Record<string, unknown>,
    changes: Record<string, unknown>,
    createdSec: number,
  ) {
    return stripe.event(type, { ...subscription, ...changes }, { created: createdSec });
  }

  it.each([
    ["past_due", "past_due", 201],
    ["unpaid", "unpaid", 405],
    ["canceled", "cancelled", 405],
    ["active", "active", 201],
  ])("Stripe's %s is %s (a write answers %i)", async (stripeStatus, status, writeStatus) => {
    const { owner, row, subscription } = await subscribedOwner();
    const event = subscriptionEvent(
      "customer.subscription.updated",
      subscription,
      { status: stripeStatus },
      row.lastEventCreatedSec! + 10,
    );
    expect((await stripe.sendEvent(event))?.status).toBe(200);
    expect((await statusOf(owner)).status).toBe(status);
    expect((await call(owner, "POST", PLANS, newPlan)).statusCode).toBe(writeStatus);
  });

  it("deleted is cancelled; inviting athletes then says to activate the subscription", async () => {
    const { owner, row, subscription } = await subscribedOwner();
    await stripe.sendEvent(
      subscriptionEvent(
        "customer.subscription.deleted",
        subscription,
        { status: "canceled" },
        row.lastEventCreatedSec! + 1,
      ),
    );
    expect(await statusOf(owner)).toMatchObject({
      status: "cancelled",
      details: { is_canceled: true },
    });
    const invite = await call(owner, "POST", "/api/invitations/send", {
      email: "new.athlete@example.com",
      from_athlete_to_coach: false,
      onBoardingId: null,
      messageFromCoach: "",
    });
    expect(invite.statusCode).toBe(405);
    expect(invite.json()).toEqual({
      code: "due_subscription",
      error: { message: "Please activate your subscription before inviting new athletes." },
    });
    // Reactivating goes through Checkout again.
    await subscribe(owner);
    expect((await statusOf(owner)).status).toBe("active");
  });

  it("an older event delivered late, or a replayed one, changes nothing", async () => {
    const { owner, row, subscription } = await subscribedOwner();
    const newer = subscriptionEvent(
      "customer.subscription.updated",
      subscription,
      { status: "past_due" },
      row.lastEventCreatedSec! + 20,
    );
    const older = subscriptionEvent(
      "customer.subscription.updated",
      subscription,
      { status: "unpaid" },
      row.lastEventCreatedSec! + 10,
    );
    await stripe.sendEvent(newer);
    await stripe.sendEvent(older);
    expect((await statusOf(owner)).status).toBe("past_due");
    const replay = await stripe.sendEvent(newer);
    expect(await replay?.json()).toEqual({ received: true, duplicate: true });
  });

  it("Update payment method opens Stripe's customer portal for the account's customer", async () => {
    const { owner, coach, row } = await subscribedOwner();
    const portal = await call(owner, "POST", "/api/subscription/portal/");
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toBe(
      `${stripe.url}/billing/${row.stripeCustomerId}?return_url=${encodeURIComponent("http://localhost:3000/admin-center/subscription")}`,
    );
    // Only the account's holder manages it.
    expect((await call(coach, "POST", "/api/subscription/portal/")).statusCode).toBe(403);
    expect(
      (await call(coach, "PUT", SUBSCRIPTION, { selected_plan: "athletes-10-monthly" })).statusCode,
    ).toBe(403);
  });
});

describe("athlete slots", () => {
  it("more athletes than slots blocks writes but not removing athletes", async () => {
    const { owner, business, row, subscription } = await (async () => {
      const people = await paymentPeople(ctx);
      await subscribe(people.owner);
      const [stored] = await ctx.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, people.owner.id));
      return {
        ...people,
        row: stored!,
        subscription: stripe.subscriptions.get(stored!.stripeSubscriptionId!)!,
      };
    })();
    expect(row.athleteUnits).toBe(10);
    const added: number[] = [];
    for (let index = 0; index < 9; index++) {
      const athlete = await createUser(ctx.db, "athlete");
      await linkCoach(ctx.db, owner.id, athlete.id, business.id);
      added.push(athlete.id);
    }
    // 2 + 9 = 11 athletes for 10 slots.
    expect(await statusOf(owner)).toMatchObject({ used_athlete_units: 11, athlete_units: 10 });
    const blocked = await call(owner, "POST", PLANS, newPlan);
    expect(blocked.statusCode).toBe(405);
    expect(blocked.json()).toEqual(DUE);
    expect(subscription.status).toBe("active");

    // Section 4's way out stays open: muting and removing athletes are not refused.
    const mute = await call(owner, "POST", "/api/coach/mute/", { athlete: added[0], mute: true });
    expect(mute.statusCode, mute.body).toBe(200);
    const remove = await call(owner, "POST", "/api/coach/athletes/remove", { athlete: added[0] });
    expect(remove.statusCode, remove.body).toBe(200);
    // 10 athletes for 10 slots: writes work again.
    expect(await statusOf(owner)).toMatchObject({ used_athlete_units: 10, athlete_units: 10 });
    expect((await call(owner, "POST", PLANS, newPlan)).statusCode).toBe(201);
  });
});

describe("the administrator's override", () => {
  it("sets an account's status and slots; anyone else gets 403", async () => {
    const { owner, coach } = await paymentPeople(ctx);
    const admin = await createUser(ctx.db, "coach");
    ctx.deps.config.adminUserIds.push(admin.id);
    const body = { email: owner.email, status: "cancelled", athlete_units: 5 };
    expect((await call(owner, "PUT", "/api/admin/subscriptions/", body)).statusCode).toBe(403);
    const set = await call(admin, "PUT", "/api/admin/subscriptions/", body);
    expect(set.statusCode, set.body).toBe(200);
    expect(await statusOf(coach)).toMatchObject({ status: "cancelled", athlete_units: 5 });
    expect((await call(owner, "POST", PLANS, newPlan)).json()).toEqual(DUE);
    await call(admin, "PUT", "/api/admin/subscriptions/", { ...body, status: "active" });
    expect((await call(owner, "POST", PLANS, newPlan)).statusCode).toBe(201);
  });
});
