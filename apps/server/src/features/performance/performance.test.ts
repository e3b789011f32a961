import {
  type PerformanceResponse,
  PerformanceResponseSchema,
} from "@coach/shared/performance/performance.schemas";
import { addDays, daysBetween } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarPeople,
  caller,
  expectStatus,
  type Person,
  todayInZone,
} from "../../../test/calendar-support";
import { effort, insertActivity, insertPlanned } from "../../../test/performance-support";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const url = (athleteId: number, startDate: string, endDate: string) =>
  `/api/athlete/${athleteId}/performance/?startDate=${startDate}&endDate=${endDate}`;

async function performanceOf(person: Person, athleteId: number, start: string, end: string) {
  const response = await call(person, "GET", url(athleteId, start, end));
  expectStatus(response, 200);
  // The answer is exactly what the contract's schema reads.
  return PerformanceResponseSchema.parse(response.json()) as PerformanceResponse;
}

const K_CTL = Math.exp(-1 / 42);
const K_ATL = Math.exp(-1 / 7);

describe("who may read an athlete's performance", () => {
  it("coaches who can see the athlete; the athlete gets 403, others 404, no token 401", async () => {
    const { athlete, coach, owner, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    const path = url(athlete.id, "2025-01-01", "2025-01-31");
    for (const person of [coach, owner]) expectStatus(await call(person, "GET", path), 200);
    const own = await call(athlete, "GET", path);
    expectStatus(own, 403);
    expect(own.json()).toEqual({ detail: messages.permissionDenied });
    for (const person of [outsider, otherOwner, otherAthlete]) {
      expectStatus(await call(person, "GET", path), 404);
    }
    expectStatus(await call(null, "GET", path), 401);
    // A coach may look at their own performance.
    expectStatus(await call(coach, "GET", url(coach.id, "2025-01-01", "2025-01-31")), 200);
  });

  it("checks the range", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const reversed = await call(coach, "GET", url(athlete.id, "2025-02-01", "2025-01-01"));
    expectStatus(reversed, 400);
    expect(reversed.json().error.message).toBe(messages.dateRangeOrder);
    const tooLong = await call(coach, "GET", url(athlete.id, "2023-01-01", "2025-01-02"));
    expect(tooLong.json().error.message).toBe(messages.performanceRangeTooLong);
  });
});

describe("the fitness series", () => {
  it("gives hand-checked CTL, ATL and TSB for one 100 TSS day", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await insertActivity(ctx, athlete.id, { date: "2025-03-03", stress: 60 });
    await insertActivity(ctx, athlete.id, { date: "2025-03-03", stress: 40 });
    await insertActivity(ctx, athlete.id, { date: "2025-03-04", stress: null });
    const answer = await performanceOf(coach, athlete.id, "2025-03-02", "2025-03-05");
    expect(answer.hasActivities).toBe(true);
    expect(answer.days.map((day) => day.date)).toEqual([
      "2025-03-02",
      "2025-03-03",
      "2025-03-04",
      "2025-03-05",
    ]);
    const [before, day1, day2] = answer.days;
    expect(before).toMatchObject({ completedStress: 0, ctl: 0, atl: 0, tsb: 0 });
    expect(day1!.completedStress).toBe(100);
    expect(day1!.ctl).toBeCloseTo(2.35, 2);
    expect(day1!.atl).toBeCloseTo(13.31, 2);
    expect(day1!.tsb).toBe(0);
    // Form is shown the next day: 2.3528 − 13.3122.
    expect(day2!.tsb).toBeCloseTo(-10.96, 2);
    expect(day2!.ctl).toBeCloseTo(2.2975, 3);
    expect(answer.days.every((day) => !day.isProjection)).toBe(true);
  });

  it("warms up on the 180 days before the range", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await insertActivity(ctx, athlete.id, { date: "2025-01-01", stress: 100 });
    // Older than the warm-up: not read.
    await insertActivity(ctx, athlete.id, { date: "2024-08-01", stress: 500 });
    const answer = await performanceOf(coach, athlete.id, "2025-03-02", "2025-03-02");
    const days = daysBetween("2025-01-01", "2025-03-02");
    expect(answer.days[0]!.ctl).toBeCloseTo(100 * (1 - K_CTL) * K_CTL ** days, 6);
    expect(answer.days[0]!.atl).toBeCloseTo(100 * (1 - K_ATL) * K_ATL ** days, 9);
  });

  it("projects CTL and ATL after today from planned stress", async () => {
    const { athlete, coach } = await calendarPeople(ctx, "Pacific/Auckland");
    const today = todayInZone("Pacific/Auckland");
    await insertPlanned(ctx, athlete.id, addDays(today, 2), 70);
    await insertPlanned(ctx, athlete.id, addDays(today, 2), 30);
    await insertPlanned(ctx, athlete.id, addDays(today, -1), 80);
    const answer = await performanceOf(coach, athlete.id, addDays(today, -1), addDays(today, 3));
    expect(answer.today).toBe(today);
    expect(answer.hasActivities).toBe(false);
    const [yesterday, now, tomorrow, inTwo] = answer.days;
    // A missed workout in the past is no load.
    expect(yesterday).toMatchObject({ plannedStress: 80, ctl: 0, isProjection: false });
    expect(now!.isProjection).toBe(false);
    expect(tomorrow).toMatchObject({ ctl: 0, isProjection: true });
    expect(inTwo!.plannedStress).toBe(100);
    expect(inTwo!.ctl).toBeCloseTo(2.35, 2);
    expect(inTwo!.isProjection).toBe(true);
  });
});

describe("the curves", () => {
  it("take each best from the activity that holds it, within the range", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const first = await insertActivity(ctx, athlete.id, {
      date: "2025-05-01",
      stress: 80,
      meanMax: [
        { durationSec: 5, powerW: 900 },
        { durationSec: 60, powerW: 420 },
      ],
    });
    const second = await insertActivity(ctx, athlete.id, {
      date: "2025-05-03",
      stress: 90,
      meanMax: [
        { durationSec: 5, powerW: 950 },
        { durationSec: 60, powerW: 400 },
        { durationSec: 1200, powerW: 280 },
      ],
    });
    // Outside the range: its bigger numbers are not bests of the range.
    await insertActivity(ctx, athlete.id, {
      date: "2025-04-01",
      stress: 90,
      meanMax: [{ durationSec: 5, powerW: 1500 }],
    });
    const run = await insertActivity(ctx, athlete.id, {
      date: "2025-05-02",
      sport: 1,
      stress: 50,
      bestEfforts: [effort(1000, 245), effort(5000, 1300)],
    });
    const swim = await insertActivity(ctx, athlete.id, {
      date: "2025-05-04",
      sport: 3,
      stress: 40,
      bestEfforts: [effort(100, 95)],
    });
    const faster = await insertActivity(ctx, athlete.id, {
      date: "2025-05-05",
      sport: 1,
      stress: 50,
      bestEfforts: [effort(1000, 238)],
    });
    const answer = await performanceOf(coach, athlete.id, "2025-05-01", "2025-05-31");
    expect(answer.powerCurve).toEqual([
      { durationSec: 5, powerW: 950, activityId: second, date: "2025-05-03" },
      { durationSec: 60, powerW: 420, activityId: first, date: "2025-05-01" },
      { durationSec: 1200, powerW: 280, activityId: second, date: "2025-05-03" },
    ]);
    expect(answer.paceCurves.running).toEqual([
      { distanceM: 1000, timeSec: 238, activityId: faster, date: "2025-05-05" },
      { distanceM: 5000, timeSec: 1300, activityId: run, date: "2025-05-02" },
    ]);
    expect(answer.paceCurves.swimming).toEqual([
      { distanceM: 100, timeSec: 95, activityId: swim, date: "2025-05-04" },
    ]);
  });

  it("are empty, with no activities, for a new athlete", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const answer = await performanceOf(coach, athlete.id, "2025-05-01", "2025-05-31");
    expect(answer.hasActivities).toBe(false);
    expect(answer.powerCurve).toEqual([]);
    expect(answer.paceCurves).toEqual({ running: [], swimming: [] });
    expect(answer.days.every((day) => day.ctl === 0 && day.completedStress === 0)).toBe(true);
    expect(answer.thresholds).toEqual({ current: [], history: [] });
  });

  it("cost the same number of queries for one activity as for many", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const read = () => performanceOf(coach, athlete.id, "2025-06-01", "2025-06-30");
    await insertActivity(ctx, athlete.id, {
      date: "2025-06-02",
      stress: 50,
      meanMax: [{ durationSec: 5, powerW: 800 }],
    });
    await read(); // signs in first, so the login's queries are not counted
    const few = await recordQueries(ctx.db, read);
    for (let day = 3; day < 20; day++) {
      await insertActivity(ctx, athlete.id, {
        date: `2025-06-${String(day).padStart(2, "0")}`,
        sport: day % 2 ? 1 : 2,
        stress: 50,
        meanMax: [{ durationSec: 5, powerW: 800 + day }],
        bestEfforts: [effort(1000, 300 - day)],
      });
      await insertPlanned(ctx, athlete.id, `2025-06-${String(day).padStart(2, "0")}`, 60);
    }
    const many = await recordQueries(ctx.db, read);
    expect(many.length).toBe(few.length);
    // Authentication and access, then the four reads of the service.
    expect(many.length).toBeLessThanOrEqual(8);
  });
});

describe("the threshold history", () => {
  it("gets a row per changed method from each zones update, dated the athlete's today", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const today = todayInZone("UTC");
    const cycling = defaultAccountZones().cyclingMethods;
    cycling.power.threshold = 240;
    cycling.ftpHr.threshold = 165;
    const save = (data: object, methodType = "cyclingMethods") =>
      call(coach, "POST", "/api/athlete/zones/", { methodType, athlete: athlete.id, data });
    expectStatus(await save(cycling), 200);
    // The same thresholds again: nothing changed, no row.
    expectStatus(await save(cycling), 200);
    cycling.power.threshold = 255;
    expectStatus(await save(cycling), 200);
    const answer = await performanceOf(coach, athlete.id, addDays(today, -7), today);
    expect(answer.thresholds.history).toEqual([
      { methodType: "cyclingMethods", method: "ftpHr", threshold: 165, recordedOn: today },
      { methodType: "cyclingMethods", method: "power", threshold: 240, recordedOn: today },
      { methodType: "cyclingMethods", method: "power", threshold: 255, recordedOn: today },
    ]);
    expect(answer.thresholds.current).toEqual([
      { methodType: "cyclingMethods", method: "ftpHr", threshold: 165, recordedOn: null },
      { methodType: "cyclingMethods", method: "power", threshold: 255, recordedOn: null },
    ]);
    // A range that ends before the changes shows the saved thresholds only.
    const earlier = await performanceOf(coach, athlete.id, "2025-01-01", "2025-01-31");
    expect(earlier.thresholds.history).toEqual([]);
    expect(earlier.thresholds.current).toHaveLength(2);
  });

  it("is not written when the zones update is refused", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const cycling = defaultAccountZones().cyclingMethods;
    cycling.power.threshold = 900;
    const refused = await call(coach, "POST", "/api/athlete/zones/", {
      methodType: "cyclingMethods",
      athlete: athlete.id,
      data: cycling,
    });
    expectStatus(refused, 400);
    const today = todayInZone("UTC");
    const answer = await performanceOf(coach, athlete.id, today, today);
    expect(answer.thresholds).toEqual({ current: [], history: [] });
  });
});
