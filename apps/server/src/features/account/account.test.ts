import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createBusiness, createUser, linkCoach, login } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signedIn(role: "athlete" | "coach" | "owner", overrides = {}) {
  const user = await createUser(ctx.db, role, overrides);
  const { tokens } = await login(ctx.app, user.email);
  return { user, headers: bearer(tokens.access) };
}

describe("account info", () => {
  it("carries the account details and general settings", async () => {
    const owner = await createUser(ctx.db, "owner");
    const business = await createBusiness(ctx.db, owner.id);
    const { user, headers } = await signedIn("athlete");
    await linkCoach(ctx.db, owner.id, user.id, business.id);
    const response = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    expect(response.statusCode).toBe(200);
    const { details, settings } = response.json();
    expect(details).toMatchObject({
      id: user.id,
      isCoach: false,
      isBusinessOwner: false,
      hasCoach: true,
      coachName: "Owner Tester",
      fullName: "Athlete Tester",
      displayUnits: "Metric",
      domain: business.subdomain,
      businessName: business.businessName,
      firstSetup: true,
      trackers: {
        garmin: false,
        strava: false,
        polar: false,
        suunto: false,
        coros: false,
        wahoo: false,
      },
    });
    expect(settings.general).toEqual({ dateFormat: "MMM D, YYYY", displayUnits: "Metric" });
  });

  it("tells the user's date in their zone, and when it ends", async () => {
    // Kathmandu keeps UTC+5:45 all year: its days end at 18:15 UTC, and the day that ends at
    // 18:15 UTC on a date is that date there.
    const { headers } = await signedIn("athlete", { timezone: "Asia/Kathmandu" });
    const asked = Date.now();
    const response = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    const { today, todayEndsAt } = response.json().details;
    expect(todayEndsAt).toMatch(/^\d{4}-\d{2}-\d{2}T18:15:00\.000Z$/);
    expect(today).toBe(todayEndsAt.slice(0, 10));
    const endsInMs = Date.parse(todayEndsAt) - asked;
    expect(endsInMs).toBeGreaterThan(0);
    expect(endsInMs).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it("GET info/f marks the first setup done", async () => {
    const { headers } = await signedIn("athlete", { firstSetup: false });
    const before = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    expect(before.json().details.firstSetup).toBe(false);
    const done = await ctx.app.inject({ method: "GET", url: "/api/account/info/f", headers });
    expect(done.json().details.firstSetup).toBe(true);
    const after = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    expect(after.json().details.firstSetup).toBe(true);
  });
});

describe("updates", () => {
  it("updates the profile with 'Profile Updated' and keeps fields not sent", async () => {
    const { headers } = await signedIn("athlete");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/update/profile/",
      headers,
      payload: {
        profile: { sports: ["running", "swimming"], trainingDays: ["Monday", "Saturday"] },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Profile Updated");
    expect(body.details.profile).toEqual({
      sports: ["running", "swimming"],
      trainingDays: ["Monday", "Saturday"],
      trainingAvailability: {},
    });
    expect(body.details.firstName).toBe("Athlete");
  });

  it("refuses a weekday that does not exist and loses nothing", async () => {
    const { headers } = await signedIn("athlete");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/update/profile/",
      headers,
      payload: { profile: { trainingDays: ["Funday"] } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(["profile.trainingDays.0"]);
  });

  it("updates general settings with 'General Settings Updated'", async () => {
    const { headers } = await signedIn("coach");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/account/update/general/",
      headers,
      payload: { dateFormat: "DD/MM/YYYY", displayUnits: "Imperial" },
    });
    expect(response.json()).toMatchObject({
      message: "General Settings Updated",
      settings: { general: { dateFormat: "DD/MM/YYYY", displayUnits: "Imperial" } },
      details: { displayUnits: "Imperial" },
    });
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/account/update/general/",
      headers,
      payload: { displayUnits: "Furlongs" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("visited athlete", () => {
  it("remembers an athlete the coach coaches, and refuses one they do not", async () => {
    const { user: coach, headers } = await signedIn("coach");
    const mine = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    await linkCoach(ctx.db, coach.id, mine.id);
    const put = (athleteId: number | null) =>
      ctx.app.inject({
        method: "PUT",
        url: "/api/account/visited-athlete/",
        headers,
        payload: { athleteId },
      });
    expect((await put(mine.id)).statusCode).toBe(204);
    const info = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    expect(info.json().details.visitedAthleteId).toBe(mine.id);
    expect((await put(stranger.id)).statusCode).toBe(404);
    expect((await put(coach.id)).statusCode).toBe(204);
    const own = await ctx.app.inject({ method: "GET", url: "/api/account/info/", headers });
    expect(own.json().details.visitedAthleteId).toBeNull();
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the API's error shape", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", error: { message: "Not found." } });
  });
});
