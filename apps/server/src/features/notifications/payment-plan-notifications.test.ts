import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories";
import { noticesOf } from "../../../test/notification-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { raisePaymentPlanNotification } from "./notifications.service";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("raisePaymentPlanNotification", () => {
  it("stores the payment notice in the caller's transaction, once per event of a payment", async () => {
    const athlete = await createUser(ctx.db, "athlete");
    const notice = {
      userId: athlete.id,
      side: "athlete" as const,
      event: "due",
      paymentId: 31,
      paymentPlanId: 7,
      athleteId: athlete.id,
      content: "Your payment of 80.00 EUR for Marathon coaching is due on 2026-12-01",
    };
    const stored = await ctx.db.transaction((tx) =>
      raisePaymentPlanNotification(ctx.deps, tx, notice),
    );
    expect(stored).toMatchObject({ userId: athlete.id, notificationType: "payment_plan" });
    // The same reminder again (a job run twice) adds nothing; the next event of it does.
    expect(
      await ctx.db.transaction((tx) => raisePaymentPlanNotification(ctx.deps, tx, notice)),
    ).toBeUndefined();
    await ctx.db.transaction((tx) =>
      raisePaymentPlanNotification(ctx.deps, tx, { ...notice, event: "paid", content: "Paid" }),
    );

    const notices = await noticesOf(ctx, athlete.id, "payment_plan");
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      side: "athlete",
      category: "payments",
      content: notice.content,
      data: { event: "due", paymentId: 31, paymentPlanId: 7, athlete_id: athlete.id },
    });
    expect(ctx.platform.events.emitted).toContainEqual(
      expect.objectContaining({
        type: "notification.created",
        userId: athlete.id,
        notificationType: "payment_plan",
      }),
    );
  });

  it("leaves nothing when the payment's transaction rolls back", async () => {
    const coach = await createUser(ctx.db, "coach");
    await expect(
      ctx.db.transaction(async (tx) => {
        await raisePaymentPlanNotification(ctx.deps, tx, {
          userId: coach.id,
          side: "coach",
          event: "paid",
          paymentId: 5,
          paymentPlanId: null,
          athleteId: null,
          content: "A payment arrived",
        });
        throw new Error("payment failed");
      }),
    ).rejects.toThrow("payment failed");
    expect(await noticesOf(ctx, coach.id, "payment_plan")).toEqual([]);
  });
});
