import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, expectStatus } from "../../../test/calendar-support";
import { createUser, linkCoach } from "../../../test/factories";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { canAccess } from "../access/access.service";
import { findAccessibleAthletes } from "./plans.repository";
import { APPLY, planBody, planCalls, planPeople, regularPlan } from "./plans-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const { createPlan, planWorkoutsOf, assignmentsOf } = planCalls(() => ctx, call);

describe("applying a plan's queries", () => {
  it("are as many for 20 athletes as for one, in one transaction", async () => {
    const { coach } = await planPeople(ctx);
    const athletes = [];
    for (let i = 0; i < 21; i++) {
      const athlete = await createUser(ctx.db, "athlete");
      await linkCoach(ctx.db, coach.id, athlete.id);
      athletes.push(athlete);
    }
    const plan = await createPlan(coach, planBody("Twelve weeks", regularPlan(12, 5)));
    expect(plan.workoutsCount).toBe(60);
    // Sign in first, so that the login's queries are not counted.
    await call(coach, "GET", "/api/plan-library/");

    const applyTo = (ids: number[]) =>
      recordQueries(ctx.db, async () => {
        const response = await call(coach, "POST", APPLY, {
          planId: plan.id,
          athletes: ids,
          startDates: Object.fromEntries(ids.map((id) => [id, "2041-01-07"])),
        });
        expectStatus(response, 200);
      });
    const one = await applyTo([athletes[0]!.id]);
    const twenty = await applyTo(athletes.slice(1).map((athlete) => athlete.id));

    expect(twenty.length).toBe(one.length);
    expect(one.length).toBeLessThanOrEqual(10);
    const transactionStatements = (texts: string[]) =>
      texts.filter((text) => /^(begin|commit|rollback)/i.test(text.trim()));
    expect(transactionStatements(twenty).map((text) => text.trim().toLowerCase())).toEqual([
      "begin",
      "commit",
    ]);
    // 12 weeks x (5 workouts + 2 rest days) each.
    expect(await planWorkoutsOf(athletes.map((athlete) => athlete.id))).toHaveLength(21 * 84);
    expect(await assignmentsOf(plan.id)).toHaveLength(21);
  });
});

describe("the batch access rule of apply", () => {
  it("agrees with canAccess for every role", async () => {
    const people = await planPeople(ctx);
    const everyone = Object.values(people).filter(
      (value): value is typeof people.coach => typeof value === "object" && "email" in value,
    );
    const athleteIds = everyone.map((person) => person.id);
    for (const viewer of everyone) {
      const allowed = new Set(
        (await findAccessibleAthletes(ctx.db, viewer, athleteIds)).map((row) => row.id),
      );
      for (const athleteId of athleteIds) {
        const expected = await canAccess(ctx.db, viewer, { athleteId });
        expect(allowed.has(athleteId), `${viewer.email} -> ${athleteId}`).toBe(expected);
      }
    }
  });
});
