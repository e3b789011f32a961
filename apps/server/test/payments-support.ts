import { expect } from "vitest";
import type { caller } from "./calendar-support";
import { createBusiness, createUser, linkCoach } from "./factories";
import type { TestContext } from "./test-app";

/** Helpers of the payments and subscription tests (not a test file itself). */

/**
 * A business (owner and a second coach) with two athletes coached in it; and another
 * business's owner with an athlete of their own: who must see nothing of the first.
 */
export async function paymentPeople(ctx: TestContext) {
  const db = ctx.db;
  const owner = await createUser(db, "owner", { firstName: "Olivia", lastName: "Hart" });
  const coach = await createUser(db, "coach", { firstName: "Colin", lastName: "Coach" });
  const business = await createBusiness(db, owner.id, [coach.id]);
  const anna = await createUser(db, "athlete", { firstName: "Anna", lastName: "Runner" });
  const ben = await createUser(db, "athlete", { firstName: "Ben", lastName: "Rider" });
  await linkCoach(db, owner.id, anna.id, business.id);
  await linkCoach(db, coach.id, ben.id, business.id);
  const otherOwner = await createUser(db, "owner");
  const otherBusiness = await createBusiness(db, otherOwner.id);
  const otherAthlete = await createUser(db, "athlete");
  await linkCoach(db, otherOwner.id, otherAthlete.id, otherBusiness.id);
  return { owner, coach, business, anna, ben, otherOwner, otherBusiness, otherAthlete };
}

type Call = ReturnType<typeof caller>;
type Person = { id: number; email: string };

export const PAYMENTS = "/api/business-owner/payments/";
export const PLANS = "/api/business-owner/payments/plans/";

export async function createPlan(call: Call, owner: Person, body: object) {
  const response = await call(owner, "POST", PLANS, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; currency: string };
}

export async function assign(call: Call, owner: Person, planId: number, athleteIds: number[]) {
  const response = await call(owner, "POST", `${PLANS}${planId}/assignments/`, {
    assignments: athleteIds,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { assignments: number[] };
}

/** Runs a job through its worker, as the clock would read at `at` (the dev jobs route). */
export async function runJob(ctx: TestContext, name: string, at: string) {
  const response = await ctx.app.inject({
    method: "POST",
    url: `/api/dev/jobs/run/${name}`,
    payload: { at },
  });
  expect(response.statusCode, response.body).toBe(200);
}
