import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, note, paths, restDay, run } from "../../../test/calendar-support";
import { createUser, linkCoach } from "../../../test/factories";
import { noticeCounts, noticePeople, noticesOf } from "../../../test/notification-support";
import { insertActivity } from "../../../test/performance-support";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { fakeClock } from "../../platform/clock";
import { missedWorkoutsJob, notifyMissedWorkouts } from "./missed-workouts.job";

const clock = fakeClock("2026-11-24T00:00:00Z");
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" }, { clock });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const DAY = "2026-11-24";

async function plan(person: { id: number; email: string }, athleteId: number, body: object) {
  const response = await call(person, "POST", paths(athleteId).workouts, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe("the missed-workouts job", () => {
  it("runs hourly at minute 5 UTC", () => {
    expect(missedWorkoutsJob).toMatchObject({
      name: "notifications.missed-workouts",
      cron: "5 * * * *",
    });
  });

  it("tells the coaches once each athlete's own day has ended, in their time zone, once", async () => {
    // Dan trains in Auckland (UTC+13 in November), Lisa in Los Angeles (UTC−8); both have a run
    // planned on 24 November, and Dan a rest day, a note and a run he did (matched) besides.
    const auckland = await noticePeople(ctx, call, "Pacific/Auckland");
    const losAngeles = await noticePeople(ctx, call, "America/Los_Angeles");
    const { athlete: dan, coach: danCoach } = auckland;
    const { athlete: lisa, coach: lisaCoach } = losAngeles;
    const danRun = await plan(danCoach, dan.id, { ...run("Hill repeats"), date: DAY });
    await plan(danCoach, dan.id, { ...restDay(), date: "2026-11-23" });
    await plan(danCoach, dan.id, { ...note("Easy week"), date: DAY });
    const done = await plan(danCoach, dan.id, { ...run("Shakeout"), date: DAY });
    const activityId = await insertActivity(ctx, dan.id, { date: DAY, sport: 1, stress: 40 });
    const matched = await call(dan, "POST", `/api/activities/${activityId}/match/`, {
      workoutId: done.id,
    });
    expect(matched.statusCode, matched.body).toBe(200);
    await plan(danCoach, dan.id, { ...run("Tomorrow's tempo"), date: "2026-11-25" });
    const lisaRun = await plan(lisaCoach, lisa.id, { ...run("Long run"), date: DAY });
    // An athlete without a coach: nobody to tell.
    const loner = await createUser(ctx.db, "athlete");
    await plan(loner, loner.id, { ...run(), date: DAY });
    const coaches = [danCoach.id, auckland.mutingCoach.id, lisaCoach.id, losAngeles.mutingCoach.id];
    const others = [dan.id, lisa.id, loner.id, auckland.owner.id, auckland.outsider.id];

    // 11:05 UTC: 00:05 on the 25th in Auckland, 03:05 on the 24th in Los Angeles.
    clock.set("2026-11-24T11:05:00Z");
    expect(await notifyMissedWorkouts(ctx.deps)).toBe(1);
    const [notice] = await noticesOf(ctx, danCoach.id, "missed_workout");
    expect(notice).toMatchObject({
      side: "coach",
      category: "workouts",
      content: `Dan Runner missed "Hill repeats" planned on Nov 24, 2026`,
      data: {
        athlete_id: dan.id,
        athleteName: "Dan Runner",
        eventType: "workout",
        eventId: danRun.id,
        eventDate: DAY,
      },
    });
    // Run again, or by a second instance at the same time: nothing more.
    expect(await notifyMissedWorkouts(ctx.deps)).toBe(0);
    expect(await noticeCounts(ctx, [...coaches, ...others], "missed_workout")).toEqual({
      ...Object.fromEntries([...coaches, ...others].map((id) => [id, 0])),
      [danCoach.id]: 1,
    });

    // 08:05 UTC on the 25th: 00:05 in Los Angeles, where the 24th has now ended too.
    clock.set("2026-11-25T08:05:00Z");
    expect(await notifyMissedWorkouts(ctx.deps)).toBe(1);
    const [lisaNotice] = await noticesOf(ctx, lisaCoach.id, "missed_workout");
    expect(lisaNotice!.data).toMatchObject({ athlete_id: lisa.id, eventId: lisaRun.id });
    expect(await noticeCounts(ctx, [...coaches, ...others], "missed_workout")).toEqual({
      ...Object.fromEntries([...coaches, ...others].map((id) => [id, 0])),
      [danCoach.id]: 1,
      [lisaCoach.id]: 1,
    });
  });

  it("runs through the job queue too", async () => {
    const { athlete, coach } = await noticePeople(ctx, call, "UTC");
    await plan(coach, athlete.id, { ...run(), date: "2026-12-01" });
    clock.set("2026-12-02T00:05:00Z");
    await ctx.platform.jobs.send(missedWorkoutsJob, {});
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toHaveLength(1);
  });

  it("runs at once from the development endpoint, for end-to-end journeys", async () => {
    const { athlete, coach } = await noticePeople(ctx, call, "UTC");
    await plan(coach, athlete.id, { ...run(), date: "2026-12-03" });
    clock.set("2026-12-04T09:30:00Z");
    const ran = await ctx.app.inject({
      method: "POST",
      url: "/api/dev/jobs/run/notifications.missed-workouts",
    });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toEqual({ ran: "notifications.missed-workouts" });
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toHaveLength(1);
    // A job with a payload of its own needs it; an unknown job is not found.
    const withoutPayload = await ctx.app.inject({
      method: "POST",
      url: "/api/dev/jobs/run/notifications.push",
    });
    expect(withoutPayload.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: "POST", url: "/api/dev/jobs/run/no.such-job" });
    expect(unknown.statusCode).toBe(404);
  });

  it("runs from the development endpoint as of the instant it is given", async () => {
    const { athlete, coach } = await noticePeople(ctx, call, "UTC");
    await plan(coach, athlete.id, { ...run(), date: "2026-12-07" });
    clock.set("2026-12-07T10:00:00Z");
    const runAt = (at: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/dev/jobs/run/notifications.missed-workouts",
        payload: { at },
      });
    // The day of the workout has not ended at the clock's time: nothing yet.
    expect((await runAt(undefined)).statusCode).toBe(200);
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toEqual([]);
    // The next morning, through the same entry point.
    expect((await runAt("2026-12-08T07:00:00Z")).statusCode).toBe(200);
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toHaveLength(1);
    expect((await runAt("not a date")).statusCode).toBe(400);
  });

  it("reads an unknown time zone as UTC", async () => {
    const { athlete, coach } = await noticePeople(ctx, call, "Mars/Olympus_Mons");
    await plan(coach, athlete.id, { ...run(), date: "2026-12-05" });
    clock.set("2026-12-05T23:05:00Z");
    await notifyMissedWorkouts(ctx.deps);
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toEqual([]);
    clock.set("2026-12-06T00:05:00Z");
    await notifyMissedWorkouts(ctx.deps);
    expect(await noticesOf(ctx, coach.id, "missed_workout")).toHaveLength(1);
  });

  it("reads the same few statements for one athlete or many", async () => {
    const coach = await createUser(ctx.db, "coach");
    const planFor = async (count: number, date: string) => {
      for (let index = 0; index < count; index++) {
        const athlete = await createUser(ctx.db, "athlete", { timezone: "Europe/Paris" });
        await linkCoach(ctx.db, coach.id, athlete.id);
        await plan(coach, athlete.id, { ...run(), date });
      }
    };
    await planFor(1, "2026-12-10");
    await planFor(8, "2026-12-12");
    let stored = 0;
    clock.set("2026-12-10T23:05:00Z");
    const forOne = await recordQueries(ctx.db, async () => {
      stored = await notifyMissedWorkouts(ctx.deps);
    });
    expect(stored).toBe(1);
    clock.set("2026-12-12T23:05:00Z");
    const forEight = await recordQueries(ctx.db, async () => {
      stored = await notifyMissedWorkouts(ctx.deps);
    });
    expect(stored).toBe(8);
    expect(forEight.length).toBe(forOne.length);
    expect(forOne.length).toBeLessThanOrEqual(6);
  });
});
