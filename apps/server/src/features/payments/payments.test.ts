import { paymentMessages } from "@coach/shared/payments/payment-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { noticesOf } from "../../../test/notification-support";
import {
  assign,
  createPlan,
  PAYMENTS,
  PLANS,
  paymentPeople,
  runJob,
} from "../../../test/payments-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";

// 10 March 2026, 09:00 UTC: "today" for payments is 2026-03-10.
const clock = fakeClock("2026-03-10T09:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const monthly = {
  title: "Marathon coaching",
  description: "Weekly plan",
  amount: 8000,
  plan_type: "monthly_recurring",
};

describe("payment plans", () => {
  it("are made in the business's default currency, usd until the owner picks another", async () => {
    const { owner } = await paymentPeople(ctx);
    const usd = await createPlan(call, owner, monthly);
    expect(usd).toMatchObject({ ...monthly, currency: "usd", assignments: [] });
    const currency = await call(owner, "POST", `${PAYMENTS}stripe-connect/`, {
      default_currency: "eur",
    });
    expect(currency.statusCode, currency.body).toBe(200);
    // No Stripe keys in this test app: not connected, no onboarding link, Stripe not available.
    expect(currency.json()).toEqual({
      connected: false,
      default_currency: "eur",
      connect_setup_url: null,
      stripe_available: false,
    });
    for (const planType of ["one_off", "yearly_recurring", "manual"]) {
      const plan = await createPlan(call, owner, { ...monthly, plan_type: planType });
      expect(plan).toMatchObject({ plan_type: planType, currency: "eur" });
    }
    const list = await call(owner, "GET", PLANS);
    expect(list.json().map((plan: { plan_type: string }) => plan.plan_type)).toEqual([
      "monthly_recurring",
      "one_off",
      "yearly_recurring",
      "manual",
    ]);
  });

  it("refuses amounts that are not whole minor units, and unknown types or currencies", async () => {
    const { owner } = await paymentPeople(ctx);
    for (const body of [
      { ...monthly, amount: 80.5 },
      { ...monthly, amount: 0 },
      { ...monthly, amount: undefined },
      { ...monthly, plan_type: "weekly" },
      { ...monthly, title: " " },
    ]) {
      const response = await call(owner, "POST", PLANS, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const currency = await call(owner, "POST", `${PAYMENTS}stripe-connect/`, {
      default_currency: "chf",
    });
    expect(currency.statusCode).toBe(400);
  });

  it("edits the title and description, not the price", async () => {
    const { owner, otherOwner } = await paymentPeople(ctx);
    const plan = await createPlan(call, owner, monthly);
    const edited = await call(owner, "PUT", `${PLANS}${plan.id}/`, {
      title: "Half marathon",
      description: "Three runs a week",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Half marathon", amount: 8000 });
    // Another business's owner cannot tell the plan exists.
    const foreign = await call(otherOwner, "PUT", `${PLANS}${plan.id}/`, { title: "Mine" });
    expect(foreign.statusCode).toBe(404);
  });

  it("are money: a coach who is not the owner and an athlete get 403 on every route", async () => {
    const { coach, anna } = await paymentPeople(ctx);
    const routes: [string, string][] = [
      ["GET", PLANS],
      ["POST", PLANS],
      ["PUT", `${PLANS}1/`],
      ["GET", `${PLANS}1/assignments/`],
      ["POST", `${PLANS}1/assignments/`],
      ["DELETE", `${PLANS}1/assignments/2/`],
      ["GET", PAYMENTS],
      ["POST", PAYMENTS],
      ["POST", `${PAYMENTS}1/mark-paid/`],
      ["GET", `${PAYMENTS}stripe-connect/`],
      ["POST", `${PAYMENTS}stripe-connect/`],
    ];
    for (const person of [coach, anna]) {
      for (const [method, url] of routes) {
        const response = await call(
          person,
          method as "GET",
          url,
          method === "GET" ? undefined : {},
        );
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const signedOut = await call(null, "GET", PAYMENTS);
    expect(signedOut.statusCode).toBe(401);
  });
});

describe("assignments", () => {
  it("a monthly plan: the first payment due today, shown to that athlete only", async () => {
    const { owner, anna, ben, otherOwner, otherAthlete } = await paymentPeople(ctx);
    await call(owner, "POST", `${PAYMENTS}stripe-connect/`, { default_currency: "eur" });
    const plan = await createPlan(call, owner, monthly);
    expect(await assign(call, owner, plan.id, [anna.id])).toEqual({ assignments: [anna.id] });
    // Assigning again adds nothing.
    expect(await assign(call, owner, plan.id, [anna.id])).toEqual({ assignments: [anna.id] });

    const plans = await call(anna, "GET", "/api/athlete/payments/plans/");
    expect(plans.json()).toEqual([
      {
        id: plan.id,
        title: "Marathon coaching",
        description: "Weekly plan",
        amount: 8000,
        currency: "eur",
        plan_type: "monthly_recurring",
      },
    ]);
    const payments = await call(anna, "GET", "/api/athlete/payments/");
    expect(payments.json()).toEqual([
      expect.objectContaining({
        athlete_id: anna.id,
        athlete_name: "Anna Runner",
        amount: 8000,
        currency: "eur",
        due_date: "2026-03-10",
        payment_date: "2026-03-10",
        is_paid: false,
        status: "pending",
        paid_at: null,
        plan_title: "Marathon coaching",
      }),
    ]);
    const assigned = await noticesOf(ctx, anna.id, "payment_plan");
    expect(assigned.map((notice) => notice.content)).toEqual([
      'The payment plan "Marathon coaching" (€80.00/mo.) was assigned to you',
    ]);

    // Ben, of the same business, and another business's athlete see none of it.
    expect((await call(ben, "GET", "/api/athlete/payments/")).json()).toEqual([]);
    expect((await call(ben, "GET", "/api/athlete/payments/plans/")).json()).toEqual([]);
    expect((await call(otherAthlete, "GET", "/api/athlete/payments/")).json()).toEqual([]);
    // Another owner sees no payment of this business, and cannot assign its plan.
    expect((await call(otherOwner, "GET", PAYMENTS)).json()).toEqual([]);
    const foreign = await call(otherOwner, "POST", `${PLANS}${plan.id}/assignments/`, {
      assignments: [otherAthlete.id],
    });
    expect(foreign.statusCode).toBe(404);
    // Nor can the owner assign a plan to an athlete who is not the business's.
    const outsider = await call(owner, "POST", `${PLANS}${plan.id}/assignments/`, {
      assignments: [otherAthlete.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.message).toBe(paymentMessages.athleteNotYours);
  });

  it("one-off plans make one payment, manual plans none", async () => {
    const { owner, anna, ben } = await paymentPeople(ctx);
    const oneOff = await createPlan(call, owner, {
      ...monthly,
      plan_type: "one_off",
      amount: 15000,
    });
    const manual = await createPlan(call, owner, { ...monthly, plan_type: "manual", amount: 2500 });
    await assign(call, owner, oneOff.id, [anna.id]);
    await assign(call, owner, manual.id, [anna.id, ben.id]);
    const list = (await call(owner, "GET", PAYMENTS)).json();
    expect(
      list.map((p: { amount: number; athlete_id: number }) => [p.athlete_id, p.amount]),
    ).toEqual([[anna.id, 15000]]);
    const assignments = await call(owner, "GET", `${PLANS}${manual.id}/assignments/`);
    expect(assignments.json()).toEqual({ assignments: [anna.id, ben.id].sort((a, b) => a - b) });
    await runJob(ctx, "payments.recurring", "2027-06-01T00:00:00Z");
    expect((await call(owner, "GET", PAYMENTS)).json()).toHaveLength(1);
  });

  it("cancelling stops the plan: 404 a second time, and no payment comes after", async () => {
    const { owner, anna } = await paymentPeople(ctx);
    const plan = await createPlan(call, owner, monthly);
    await assign(call, owner, plan.id, [anna.id]);
    const cancelled = await call(owner, "DELETE", `${PLANS}${plan.id}/assignments/${anna.id}/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ assignments: [] });
    const again = await call(owner, "DELETE", `${PLANS}${plan.id}/assignments/${anna.id}/`);
    expect(again.statusCode).toBe(404);
    // The payment due today stays owed; the job makes no April payment.
    await runJob(ctx, "payments.recurring", "2026-04-09T00:00:00Z");
    const payments = (await call(anna, "GET", "/api/athlete/payments/")).json();
    expect(payments.map((p: { due_date: string }) => p.due_date)).toEqual(["2026-03-10"]);
    expect((await call(anna, "GET", "/api/athlete/payments/plans/")).json()).toEqual([]);
  });
});

describe("the recurring payments job", () => {
  it("creates each next payment 7 days before it falls due, once, and reminds the athlete", async () => {
    const { owner, anna, ben } = await paymentPeople(ctx);
    const plan = await createPlan(call, owner, monthly);
    const yearly = await createPlan(call, owner, {
      ...monthly,
      plan_type: "yearly_recurring",
      amount: 90000,
    });
    await assign(call, owner, plan.id, [anna.id]);
    await assign(call, owner, yearly.id, [ben.id]);
    const dueDates = async (person: typeof anna) =>
      ((await call(person, "GET", "/api/athlete/payments/")).json() as { due_date: string }[])
        .map((payment) => payment.due_date)
        .sort();

    // 2 April: April's payment (due 10 April) is 8 days away, not yet made.
    await runJob(ctx, "payments.recurring", "2026-04-02T12:00:00Z");
    expect(await dueDates(anna)).toEqual(["2026-03-10"]);
    // 3 April: 7 days before; twice, as a second instance would.
    await Promise.all([
      runJob(ctx, "payments.recurring", "2026-04-03T00:20:00Z"),
      runJob(ctx, "payments.recurring", "2026-04-03T00:20:00Z"),
    ]);
    await runJob(ctx, "payments.recurring", "2026-04-03T01:20:00Z");
    expect(await dueDates(anna)).toEqual(["2026-03-10", "2026-04-10"]);
    const reminders = await noticesOf(ctx, anna.id, "payment_plan");
    expect(reminders.map((notice) => notice.content)).toContain(
      'Your payment of $80.00 for "Marathon coaching" is due on Apr 10, 2026',
    );
    // A run after a long stop makes every missed month, each once: May, June, July.
    await runJob(ctx, "payments.recurring", "2026-07-05T00:00:00Z");
    expect(await dueDates(anna)).toEqual([
      "2026-03-10",
      "2026-04-10",
      "2026-05-10",
      "2026-06-10",
      "2026-07-10",
    ]);
    // The yearly plan waits for March 2027.
    expect(await dueDates(ben)).toEqual(["2026-03-10"]);
    await runJob(ctx, "payments.recurring", "2027-03-03T00:00:00Z");
    expect(await dueDates(ben)).toEqual(["2026-03-10", "2027-03-10"]);
  });
});

describe("payments", () => {
  it("recorded by hand: athlete_id, amount and payment_date each required", async () => {
    const { owner, anna } = await paymentPeople(ctx);
    const body = { athlete_id: anna.id, amount: 5000, is_paid: false, payment_date: "2026-03-20" };
    for (const missing of ["athlete_id", "amount", "payment_date"]) {
      const response = await call(owner, "POST", PAYMENTS, { ...body, [missing]: undefined });
      expect(response.statusCode, missing).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), missing).toContain(missing);
    }
    const recorded = await call(owner, "POST", PAYMENTS, body);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      athlete_id: anna.id,
      amount: 5000,
      currency: "usd",
      due_date: "2026-03-20",
      status: "pending",
      plan_id: null,
    });
    const paid = await call(owner, "POST", PAYMENTS, {
      ...body,
      is_paid: true,
      payment_date: "2026-03-01",
    });
    expect(paid.json()).toMatchObject({
      status: "paid",
      is_paid: true,
      paid_at: "2026-03-10T09:00:00.000Z",
    });
  });

  it("marked paid by the owner, once; the athlete is told", async () => {
    const { owner, anna, otherOwner } = await paymentPeople(ctx);
    const recorded = await call(owner, "POST", PAYMENTS, {
      athlete_id: anna.id,
      amount: 4250,
      payment_date: "2026-03-12",
    });
    const id = recorded.json().id;
    const foreign = await call(otherOwner, "POST", `${PAYMENTS}${id}/mark-paid/`);
    expect(foreign.statusCode).toBe(404);
    const marked = await call(owner, "POST", `${PAYMENTS}${id}/mark-paid/`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: "paid", paid_at: "2026-03-10T09:00:00.000Z" });
    clock.advance(60_000);
    const again = await call(owner, "POST", `${PAYMENTS}${id}/mark-paid/`);
    expect(again.json().paid_at).toBe("2026-03-10T09:00:00.000Z");
    clock.set("2026-03-10T09:00:00Z");
    const notices = await noticesOf(ctx, anna.id, "payment_plan");
    expect(notices.map((notice) => notice.content)).toEqual([
      "Your payment of $42.50 due on Mar 12, 2026 was marked as paid",
    ]);
  });

  it("filter by status and athlete; received by paid_at, newest first, the rest by due date, latest first", async () => {
    const { owner, anna, ben } = await paymentPeople(ctx);
    const record = async (athleteId: number, date: string, isPaid = false) =>
      (
        await call(owner, "POST", PAYMENTS, {
          athlete_id: athleteId,
          amount: 1000,
          is_paid: isPaid,
          payment_date: date,
        })
      ).json().id as number;
    const overdue = await record(anna.id, "2026-03-01");
    const dueLater = await record(anna.id, "2026-03-30");
    const dueSoon = await record(ben.id, "2026-03-15");
    const paidFirst = await record(ben.id, "2026-02-01", true);
    clock.advance(3_600_000);
    const paidSecond = await record(anna.id, "2026-02-15", true);
    clock.set("2026-03-10T09:00:00Z");
    const ids = async (query: string) =>
      ((await call(owner, "GET", `${PAYMENTS}${query}`)).json() as { id: number }[]).map(
        (p) => p.id,
      );
    expect(await ids("")).toEqual([paidSecond, paidFirst, dueLater, dueSoon, overdue]);
    expect(await ids("?status=paid")).toEqual([paidSecond, paidFirst]);
    expect(await ids("?status=pending")).toEqual([dueLater, dueSoon]);
    expect(await ids("?status=overdue")).toEqual([overdue]);
    expect(await ids(`?athlete=${ben.id}`)).toEqual([paidFirst, dueSoon]);
    expect(await ids(`?status=pending&athlete=${anna.id}`)).toEqual([dueLater]);
  });

  it("overdue after the due date: both sides are told once", async () => {
    const { owner, anna } = await paymentPeople(ctx);
    await call(owner, "POST", PAYMENTS, {
      athlete_id: anna.id,
      amount: 3000,
      payment_date: "2026-03-10",
    });
    // On its due date it is still due, not overdue.
    await runJob(ctx, "payments.overdue", "2026-03-10T23:00:00Z");
    expect(await noticesOf(ctx, anna.id, "payment_plan")).toEqual([]);
    clock.set("2026-03-11T00:30:00Z");
    const list = (await call(anna, "GET", "/api/athlete/payments/")).json();
    expect(list[0].status).toBe("overdue");
    await runJob(ctx, "payments.overdue", "2026-03-11T00:25:00Z");
    await runJob(ctx, "payments.overdue", "2026-03-11T01:25:00Z");
    clock.set("2026-03-10T09:00:00Z");
    expect((await noticesOf(ctx, anna.id, "payment_plan")).map((n) => n.content)).toEqual([
      "Your payment of $30.00 was due on Mar 10, 2026 and is overdue",
    ]);
    expect((await noticesOf(ctx, owner.id, "payment_plan")).map((n) => n.content)).toEqual([
      "Anna Runner's payment of $30.00 was due on Mar 10, 2026 and is overdue",
    ]);
  });

  it("Pay explains that online payment is not set up when the business has no Stripe", async () => {
    const { owner, anna, ben } = await paymentPeople(ctx);
    const recorded = await call(owner, "POST", PAYMENTS, {
      athlete_id: anna.id,
      amount: 3000,
      payment_date: "2026-03-20",
    });
    const id = recorded.json().id;
    const pay = await call(anna, "POST", `/api/athlete/payments/${id}/pay/`);
    expect(pay.statusCode).toBe(400);
    expect(pay.json().error.message).toBe(paymentMessages.onlinePaymentNotSetUp);
    // Another athlete cannot pay (nor see) it.
    const other = await call(ben, "POST", `/api/athlete/payments/${id}/pay/`);
    expect(other.statusCode).toBe(404);
  });
});
