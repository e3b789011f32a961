import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";
import { DEMO_PASSWORD, seedDemoIfEmpty } from "./seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("demo data", () => {
  it("creates an owner who coaches, a second coach and four athletes with zones, once", async () => {
    const first = await seedDemoIfEmpty(ctx.db);
    expect(first.created).toBe(true);
    expect(first.accounts).toHaveLength(6);
    const again = await seedDemoIfEmpty(ctx.db);
    expect(again.created).toBe(false);

    const owner = await login(ctx.app, "owner@demo.coach", DEMO_PASSWORD);
    expect(owner.data.details).toMatchObject({
      isCoach: true,
      isBusinessOwner: true,
      domain: "hart",
    });
    const athletes = await ctx.app.inject({
      method: "GET",
      url: "/api/coach/athletes/",
      headers: { authorization: `Bearer ${owner.tokens.access}` },
    });
    expect(athletes.json().athletes).toHaveLength(4);

    const coach = await login(ctx.app, "coach@demo.coach", DEMO_PASSWORD);
    const coachAthletes = await ctx.app.inject({
      method: "GET",
      url: "/api/coach/athletes/",
      headers: { authorization: `Bearer ${coach.tokens.access}` },
    });
    expect(coachAthletes.json().athletes.map((a: { fullName: string }) => a.fullName)).toEqual([
      "Chloe Dubois",
      "Dan Kowalski",
    ]);

    const anna = await login(ctx.app, "anna@demo.athlete", DEMO_PASSWORD);
    expect(anna.data.details).toMatchObject({
      hasCoach: true,
      coachName: "Olivia Hart",
      domain: "hart",
    });
    const zones = anna.data.details as unknown as {
      zones: { cyclingMethods: { power: { threshold: number; zones: unknown[] } } };
    };
    expect(zones.zones.cyclingMethods.power.threshold).toBe(210);
    expect(zones.zones.cyclingMethods.power.zones).toHaveLength(5);

    const counts = await ctx.db.execute<{ users: number; links: number }>(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from coach_athletes) as links`,
    );
    expect(counts.rows[0]).toEqual({ users: 6, links: 4 });
  });
});
