import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller } from "../../../test/calendar-support";
import { createUser, linkCoach } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { users } from "../../db/schema";
import { peopleWorld } from "./my-athletes-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const PATH = "/api/athlete/coaches/";

describe("GET api/athlete/coaches/", () => {
  it("answers the caller's own coaches, whatever their role", async () => {
    const world = await peopleWorld(ctx);
    await ctx.db
      .update(users)
      .set({ jobTitle: "Head coach", profilePictureUrl: "https://example.com/carl.png" })
      .where(eq(users.id, world.coach.id));
    // A second coach for the same athlete.
    await linkCoach(ctx.db, world.otherCoach.id, world.coachesAthlete.id);

    const forAthlete = await call(world.coachesAthlete, "GET", PATH);
    expect(forAthlete.statusCode).toBe(200);
    expect(forAthlete.json().coaches).toEqual([
      {
        id: world.coach.id,
        name: "Carl Coach",
        email: world.coach.email,
        jobTitle: "Head coach",
        profilePictureUrl: "https://example.com/carl.png",
      },
      expect.objectContaining({ id: world.otherCoach.id }),
    ]);
    expect((await call(world.unassigned, "GET", PATH)).json()).toEqual({ coaches: [] });

    // Coaches and owners answer for themselves: nobody coaches them here.
    for (const person of [world.coach, world.owner, world.otherCoach, world.otherOwner]) {
      expect((await call(person, "GET", PATH)).json()).toEqual({ coaches: [] });
    }
    // A coach who is coached sees their coach.
    const coachedCoach = await createUser(ctx.db, "coach");
    await linkCoach(ctx.db, world.otherOwner.id, coachedCoach.id);
    expect((await call(coachedCoach, "GET", PATH)).json().coaches).toEqual([
      expect.objectContaining({ id: world.otherOwner.id }),
    ]);
    expect((await call(null, "GET", PATH)).statusCode).toBe(401);
  });
});
