import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { businessAthletes } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function athletesSeenBy(email: string) {
  const { tokens } = await login(ctx.app, email);
  return ctx.app.inject({
    method: "GET",
    url: "/api/coach/athletes/",
    headers: bearer(tokens.access),
  });
}

describe("GET api/coach/athletes/", () => {
  it("shows a coach their athletes, an owner the whole business, and refuses athletes", async () => {
    const owner = await createUser(ctx.db, "owner");
    const coach = await createUser(ctx.db, "coach");
    const business = await createBusiness(ctx.db, owner.id, [coach.id]);
    const ownersAthlete = await createUser(ctx.db, "athlete", { firstName: "Zoe" });
    const coachesAthlete = await createUser(ctx.db, "athlete", { firstName: "Adam" });
    const outsider = await createUser(ctx.db, "athlete");
    const otherCoach = await createUser(ctx.db, "coach");
    await linkCoach(ctx.db, owner.id, ownersAthlete.id, business.id);
    await linkCoach(ctx.db, coach.id, coachesAthlete.id, business.id);
    await linkCoach(ctx.db, otherCoach.id, outsider.id);

    const forCoach = (await athletesSeenBy(coach.email)).json();
    expect(forCoach.athletes.map((a: { id: number }) => a.id)).toEqual([coachesAthlete.id]);
    expect(forCoach.athletes[0]).toMatchObject({
      fullName: "Adam Tester",
      first_name: "Adam",
      coachId: coach.id,
      muted: false,
    });

    const forOwner = (await athletesSeenBy(owner.email)).json();
    expect(forOwner.athletes.map((a: { id: number }) => a.id)).toEqual([
      coachesAthlete.id,
      ownersAthlete.id,
    ]);

    const forOther = (await athletesSeenBy(otherCoach.email)).json();
    expect(forOther.athletes.map((a: { id: number }) => a.id)).toEqual([outsider.id]);

    // An athlete of the business whom nobody coaches is the owner's to see, without a coach.
    const unassigned = await createUser(ctx.db, "athlete", { firstName: "Uma" });
    await ctx.db
      .insert(businessAthletes)
      .values({ businessId: business.id, athleteId: unassigned.id });
    const withUnassigned = (await athletesSeenBy(owner.email)).json();
    expect(
      withUnassigned.athletes.find((a: { id: number }) => a.id === unassigned.id),
    ).toMatchObject({ fullName: "Uma Tester", coachId: null });
    expect((await athletesSeenBy(coach.email)).json().athletes).toHaveLength(1);

    // Invited and registered without a name yet: listed under the address.
    const unnamed = await createUser(ctx.db, "athlete", { firstName: "", lastName: "" });
    await linkCoach(ctx.db, coach.id, unnamed.id, business.id);
    const withUnnamed = (await athletesSeenBy(coach.email)).json();
    expect(withUnnamed.athletes.find((a: { id: number }) => a.id === unnamed.id)).toMatchObject({
      fullName: unnamed.email,
      name: unnamed.email,
    });
    expect((await athletesSeenBy(otherCoach.email)).json().athletes).toHaveLength(1);

    const forAthlete = await athletesSeenBy(outsider.email);
    expect(forAthlete.statusCode).toBe(403);
    expect(forAthlete.json()).toEqual({
      detail: "You do not have permission to perform this action.",
    });
  });
});
