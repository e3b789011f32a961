import { AthleteProfileResponseSchema } from "@coach/shared/account/athlete-profile.schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { users } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function headersOf(user: { email: string }) {
  const { tokens } = await login(ctx.app, user.email);
  return bearer(tokens.access);
}

const getProfile = (athleteId: number | string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url: `/api/athlete/${athleteId}/profile/`, headers });

/** An owner's business with one coach, who coaches an athlete with a filled-in profile. */
async function coachedAthlete() {
  const owner = await createUser(ctx.db, "owner");
  const coach = await createUser(ctx.db, "coach", { firstName: "Cara", lastName: "Coach" });
  const business = await createBusiness(ctx.db, owner.id, [coach.id]);
  const athlete = await createUser(ctx.db, "athlete", {
    firstName: "Anna",
    lastName: "Berg",
    displayUnits: "Imperial",
    timezone: "Europe/Oslo",
    profile: {
      sports: ["running", "swimming"],
      trainingDays: ["Tuesday", "Saturday"],
      trainingAvailability: { Tuesday: 1.5, Saturday: 3 },
    },
  });
  await linkCoach(ctx.db, coach.id, athlete.id, business.id);
  return { owner, coach, athlete };
}

describe("GET /api/athlete/:id/profile/", () => {
  it("answers the athlete themselves with their profile, units, time zone and coaches", async () => {
    const { athlete, coach } = await coachedAthlete();
    const response = await getProfile(athlete.id, await headersOf(athlete));
    expect(response.statusCode).toBe(200);
    const body = AthleteProfileResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      id: athlete.id,
      fullName: "Anna Berg",
      email: athlete.email,
      displayUnits: "Imperial",
      timezone: "Europe/Oslo",
      profile: {
        sports: ["running", "swimming"],
        trainingDays: ["Tuesday", "Saturday"],
        trainingAvailability: { Tuesday: 1.5, Saturday: 3 },
      },
      coaches: [{ id: coach.id, fullName: "Cara Coach" }],
    });
    expect(new Date(body.memberSince).getTime()).toBe(athlete.createdAt.getTime());
  });

  it("answers the athlete's coach and their business's owner", async () => {
    const { athlete, coach, owner } = await coachedAthlete();
    const byCoach = await getProfile(athlete.id, await headersOf(coach));
    expect(byCoach.statusCode).toBe(200);
    expect(byCoach.json()).toMatchObject({ id: athlete.id, fullName: "Anna Berg" });
    const byOwner = await getProfile(athlete.id, await headersOf(owner));
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().coaches.map((c: { id: number }) => c.id)).toEqual([coach.id]);
  });

  it("lists every coach oldest first, and an athlete without a coach gets an empty list", async () => {
    const { athlete, coach } = await coachedAthlete();
    const second = await createUser(ctx.db, "coach", { firstName: "Sam", lastName: "Second" });
    await linkCoach(ctx.db, second.id, athlete.id);
    const both = await getProfile(athlete.id, await headersOf(athlete));
    expect(both.json().coaches.map((c: { id: number }) => c.id)).toEqual([coach.id, second.id]);

    const loner = await createUser(ctx.db, "athlete");
    const alone = await getProfile(loner.id, await headersOf(loner));
    expect(alone.json()).toMatchObject({
      coaches: [],
      profile: { sports: [], trainingDays: [], trainingAvailability: {} },
      displayUnits: "Metric",
      timezone: "UTC",
    });
  });

  it("keeps the profile fields an update does not send (the page saves them card by card)", async () => {
    const { athlete } = await coachedAthlete();
    const headers = await headersOf(athlete);
    const update = (profile: object) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/account/update/profile/",
        headers,
        payload: { profile },
      });
    expect((await update({ trainingAvailability: { Monday: 2 } })).statusCode).toBe(200);
    expect((await update({ sports: ["cycling"] })).statusCode).toBe(200);
    const response = await getProfile(athlete.id, headers);
    expect(response.json().profile).toEqual({
      sports: ["cycling"],
      trainingDays: ["Tuesday", "Saturday"],
      trainingAvailability: { Monday: 2 },
    });
  });

  it("answers a coach viewing their own id", async () => {
    const coach = await createUser(ctx.db, "coach");
    const response = await getProfile(coach.id, await headersOf(coach));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: coach.id, coaches: [] });
  });

  it("answers 404 to a coach of another business, another athlete and an unknown id", async () => {
    const { athlete } = await coachedAthlete();
    const otherOwner = await createUser(ctx.db, "owner");
    const otherCoach = await createUser(ctx.db, "coach");
    await createBusiness(ctx.db, otherOwner.id, [otherCoach.id]);
    const otherAthlete = await createUser(ctx.db, "athlete");
    for (const viewer of [otherCoach, otherOwner, otherAthlete]) {
      const response = await getProfile(athlete.id, await headersOf(viewer));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    const gone = await createUser(ctx.db, "athlete");
    await ctx.db.delete(users).where(eq(users.id, gone.id));
    expect((await getProfile(gone.id, await headersOf(otherOwner))).statusCode).toBe(404);
  });

  it("answers 401 without a token and 400 for an id that is not a number", async () => {
    const { athlete } = await coachedAthlete();
    expect((await getProfile(athlete.id)).statusCode).toBe(401);
    const bad = await getProfile("abc", await headersOf(athlete));
    expect(bad.statusCode).toBe(400);
  });
});
