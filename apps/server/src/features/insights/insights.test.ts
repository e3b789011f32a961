import { todayIn } from "@coach/shared/calendar/athlete-today";
import {
  type InsightsResponse,
  InsightsResponseSchema,
  type OverviewResponse,
  OverviewResponseSchema,
  type RacesRecordsResponse,
  RacesRecordsResponseSchema,
} from "@coach/shared/insights/insights.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPeople, caller, expectStatus } from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { users } from "../../db/schema";
import { insightsRows, zoneTime } from "./insights-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const rows = insightsRows(() => ctx);

function withFtp(powerW: number) {
  const zones = defaultAccountZones();
  zones.cyclingMethods.power.threshold = powerW;
  return zones;
}

const urls = (athleteId: number) => ({
  insights: (query: string) => `/api/athlete/${athleteId}/insights/?${query}`,
  racesRecords: `/api/athlete/${athleteId}/races-records/`,
  overview: `/api/athlete/${athleteId}/overview/`,
});

async function getInsights(athleteId: number, person: { id: number; email: string }, q: string) {
  const response = await call(person, "GET", urls(athleteId).insights(q));
  expectStatus(response, 200);
  return InsightsResponseSchema.parse(response.json()) as InsightsResponse;
}

describe("who may read the pages", () => {
  it.each(["insights", "racesRecords", "overview"] as const)(
    "%s: the athlete, their coach and the owner; 404 for another business, 401 without a token",
    async (page) => {
      const people = await calendarPeople(ctx);
      const p = urls(people.athlete.id);
      const url =
        page === "insights" ? p.insights("startDate=2026-01-01&endDate=2026-01-31") : p[page];
      for (const person of [people.athlete, people.coach, people.owner]) {
        expectStatus(await call(person, "GET", url), 200);
      }
      for (const person of [people.outsider, people.otherOwner, people.otherAthlete]) {
        expectStatus(await call(person, "GET", url), 404);
      }
      expect((await call(null, "GET", url)).statusCode).toBe(401);
      // An athlete id that does not exist looks the same as one not seen.
      expectStatus(await call(people.coach, "GET", urls(2_000_000_000).overview), 404);
    },
  );

  it("refuses a bad insights query with the field's message", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const missing = await call(coach, "GET", urls(athlete.id).insights("endDate=2026-01-31"));
    expectStatus(missing, 400);
    expect(missing.json().fields.startDate).toEqual([messages.required]);
    const tooLong = await call(
      coach,
      "GET",
      urls(athlete.id).insights("startDate=2024-01-01&endDate=2026-01-02"),
    );
    expectStatus(tooLong, 400);
    expect(tooLong.json().fields.endDate).toEqual([messages.insightsRangeTooLong]);
    const badPeriod = await call(
      athlete,
      "GET",
      urls(athlete.id).insights("startDate=2026-01-01&endDate=2026-01-31&period=day"),
    );
    expectStatus(badPeriod, 400);
    expect(Object.keys(badPeriod.json().fields)).toEqual(["period"]);
  });
});

describe("training insights", () => {
  /** March 2026: the 1st and the 8th are Sundays, the 2nd a Monday. */
  async function marchAthlete() {
    const people = await calendarPeople(ctx, "America/New_York");
    const id = people.athlete.id;
    const plannedRun = await rows.insertWorkout(id, {
      date: "2026-03-02",
      type: SportId.running,
      durationSec: 3000,
      distanceM: 9000,
      stress: 50,
    });
    await rows.insertWorkout(id, { date: "2026-03-04", type: SportId.cycling, durationSec: 3600 });
    await rows.insertWorkout(id, { date: "2026-03-05", type: SportId.restDay });
    await rows.insertWorkout(id, { date: "2026-03-05", type: SportId.note });
    await rows.insertActivity(id, {
      date: "2026-03-01",
      sport: SportId.running,
      summary: {
        durationSec: 1800,
        movingTimeSec: 1700,
        distanceM: 5000,
        stress: { method: "pace", stress: 30, intensityFactor: 0.8, threshold: 4 },
        timeInZones: { heartRate: zoneTime([0, 600, 1200, 0, 0, 0, 0]), power: null, pace: null },
      },
    });
    await rows.insertActivity(id, {
      date: "2026-03-02",
      sport: SportId.running,
      matchedWorkoutId: plannedRun,
      summary: {
        durationSec: 3600,
        movingTimeSec: 3500,
        distanceM: 10_000,
        stress: { method: "pace", stress: 60, intensityFactor: 0.8, threshold: 4 },
        timeInZones: {
          heartRate: zoneTime([0, 0, 3000, 600, 0, 0, 0]),
          power: null,
          pace: zoneTime([0, 100, 200, 300, 400, 500, 600]),
        },
      },
    });
    await rows.insertActivity(id, {
      date: "2026-03-08",
      sport: SportId.cycling,
      summary: { durationSec: 7200, movingTimeSec: 7000, distanceM: 60_000, stress: null },
    });
    // Outside the range.
    await rows.insertActivity(id, {
      date: "2026-02-28",
      sport: SportId.running,
      summary: { durationSec: 999, distanceM: 1, stress: null },
    });
    return people;
  }

  it("sums per ISO week (Monday start) and sport, with compliance per week", async () => {
    const { athlete, coach } = await marchAthlete();
    const answer = await getInsights(
      athlete.id,
      coach,
      "startDate=2026-03-01&endDate=2026-03-31&period=week",
    );
    expect(answer.periods.map((period) => period.start)).toEqual([
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
    ]);
    const [sundayWeek, mondayWeek] = answer.periods;
    expect(sundayWeek!.sports).toEqual([
      {
        sport: SportId.running,
        completed: { count: 1, durationSec: 1800, distanceM: 5000, stress: 30 },
        planned: { count: 0, durationSec: 0, distanceM: 0, stress: 0 },
      },
    ]);
    expect(mondayWeek!.sports).toEqual([
      {
        sport: SportId.running,
        completed: { count: 1, durationSec: 3600, distanceM: 10_000, stress: 60 },
        planned: { count: 1, durationSec: 3000, distanceM: 9000, stress: 50 },
      },
      {
        sport: SportId.cycling,
        completed: { count: 1, durationSec: 7200, distanceM: 60_000, stress: 0 },
        // The rest day and the note of that week are not planned training.
        planned: { count: 1, durationSec: 3600, distanceM: 0, stress: 0 },
      },
    ]);
    // The run was matched, the ride missed: 3600 s done of 6600 s planned.
    expect(mondayWeek!.compliance).toEqual({
      due: 2,
      completed: 1,
      missed: 1,
      percent: 50,
      plannedDurationSec: 6600,
      completedDurationSec: 3600,
      durationPercent: 54.5,
    });
    expect(answer.periods[2]!.sports).toEqual([]);
    expect(answer.compliance).toMatchObject({ due: 2, completed: 1, missed: 1 });
    expect(answer.timeInZones).toEqual([
      {
        sport: SportId.running,
        heartRate: { zoneNames: zoneTime([]).zoneNames, seconds: [0, 600, 4200, 600, 0, 0, 0] },
        power: null,
        pace: { zoneNames: zoneTime([]).zoneNames, seconds: [0, 100, 200, 300, 400, 500, 600] },
      },
    ]);
  });

  it("sums per month", async () => {
    const { athlete } = await marchAthlete();
    const answer = await getInsights(
      athlete.id,
      athlete,
      "startDate=2026-02-01&endDate=2026-03-31&period=month",
    );
    expect(answer.periods.map((period) => [period.start, period.end])).toEqual([
      ["2026-02-01", "2026-02-28"],
      ["2026-03-01", "2026-03-31"],
    ]);
    expect(answer.periods[0]!.sports[0]!.completed).toEqual({
      count: 1,
      durationSec: 999,
      distanceM: 1,
      stress: 0,
    });
    expect(answer.periods[1]!.sports.find((s) => s.sport === SportId.running)!.completed).toEqual({
      count: 2,
      durationSec: 5400,
      distanceM: 15_000,
      stress: 90,
    });
  });

  it("counts compliance against the athlete's today: matched, missed, and not yet due", async () => {
    const timeZone = "Pacific/Kiritimati";
    const { athlete, coach } = await calendarPeople(ctx, timeZone);
    const today = todayIn(timeZone);
    const matched = await rows.insertWorkout(athlete.id, {
      date: addDays(today, -1),
      type: SportId.running,
      durationSec: 3000,
    });
    await rows.insertWorkout(athlete.id, {
      date: addDays(today, -2),
      type: SportId.running,
      durationSec: 1000,
    });
    await rows.insertWorkout(athlete.id, { date: today, type: SportId.running, durationSec: 500 });
    await rows.insertWorkout(athlete.id, {
      date: addDays(today, 1),
      type: SportId.cycling,
      durationSec: 4000,
    });
    await rows.insertActivity(athlete.id, {
      date: addDays(today, -1),
      sport: SportId.running,
      matchedWorkoutId: matched,
      summary: { durationSec: 2400, distanceM: 7000, stress: null },
    });
    const answer = await getInsights(
      athlete.id,
      coach,
      `startDate=${addDays(today, -3)}&endDate=${addDays(today, 3)}`,
    );
    expect(answer.today).toBe(today);
    expect(answer.compliance).toEqual({
      due: 2,
      completed: 1,
      missed: 1,
      percent: 50,
      plannedDurationSec: 4000,
      completedDurationSec: 2400,
      durationPercent: 60,
    });
  });

  it("answers zeros and empty lists for an athlete without data", async () => {
    const { athlete } = await calendarPeople(ctx);
    const answer = await getInsights(
      athlete.id,
      athlete,
      "startDate=2026-01-05&endDate=2026-01-11",
    );
    expect(answer.periods).toHaveLength(1);
    expect(answer.periods[0]!.sports).toEqual([]);
    expect(answer.totals).toEqual([]);
    expect(answer.timeInZones).toEqual([]);
    expect(answer.compliance).toMatchObject({ due: 0, percent: null, durationPercent: null });
  });
});

describe("races and records", () => {
  it("lists races by priority with results and the best efforts across activities", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const today = todayIn("UTC");
    const id = athlete.id;
    await rows.insertRace(id, {
      date: addDays(today, 10),
      name: "Marathon",
      priority: "A",
      distanceM: 42_195,
    });
    await rows.insertRace(id, { date: addDays(today, 3), name: "Tune-up", priority: "B" });
    await rows.insertRace(id, {
      date: addDays(today, -5),
      name: "Park 10k",
      priority: "C",
      distanceM: 10_000,
    });
    await rows.insertRace(id, { date: addDays(today, -40), name: "Missed race", priority: "B" });
    const warmUp = { durationSec: 900, distanceM: 3000, stress: null };
    await rows.insertActivity(id, {
      date: addDays(today, -5),
      sport: 1,
      name: "Warm-up",
      summary: warmUp,
    });
    const raceRun = await rows.insertActivity(id, {
      date: addDays(today, -5),
      sport: SportId.running,
      name: "Race",
      summary: { durationSec: 2460, distanceM: 10_050, stress: null },
      bestEfforts: [
        { distanceM: 1000, timeSec: 240, startSec: 0, endSec: 240, speedMps: 1000 / 240 },
        { distanceM: 5000, timeSec: 1300, startSec: 0, endSec: 1300, speedMps: 5000 / 1300 },
      ],
    });
    const track = await rows.insertActivity(id, {
      date: addDays(today, -20),
      sport: SportId.running,
      bestEfforts: [
        { distanceM: 1000, timeSec: 230, startSec: 0, endSec: 230, speedMps: 1000 / 230 },
        { distanceM: 5000, timeSec: 1320, startSec: 0, endSec: 1320, speedMps: 5000 / 1320 },
      ],
    });
    const rideA = await rows.insertActivity(id, {
      date: addDays(today, -30),
      sport: SportId.cycling,
      meanMax: [
        { durationSec: 60, powerW: 300 },
        { durationSec: 300, powerW: 250 },
      ],
    });
    const rideB = await rows.insertActivity(id, {
      date: addDays(today, -10),
      sport: SportId.cycling,
      meanMax: [
        { durationSec: 60, powerW: 320 },
        { durationSec: 300, powerW: 240 },
      ],
    });
    await rows.insertRecord(id, {
      key: "running_speed",
      range: 5000,
      value: 3.85,
      date: addDays(today, -5),
      activityId: raceRun,
    });

    const response = await call(coach, "GET", urls(id).racesRecords);
    expectStatus(response, 200);
    const answer = RacesRecordsResponseSchema.parse(response.json()) as RacesRecordsResponse;
    expect(answer.upcoming.map((race) => [race.name, race.priority, race.daysToGo])).toEqual([
      ["Tune-up", "B", 3],
      ["Marathon", "A", 10],
    ]);
    expect(
      answer.past.map((race) => [race.name, race.priority, race.result?.activityId ?? null]),
    ).toEqual([
      ["Park 10k", "C", raceRun],
      ["Missed race", "B", null],
    ]);
    expect(answer.past[0]!.result).toEqual({
      activityId: raceRun,
      name: "Race",
      sport: SportId.running,
      durationSec: 2460,
      distanceM: 10_050,
    });
    expect(
      answer.distanceBests.map((best) => [best.distanceM, best.timeSec, best.activityId]),
    ).toEqual([
      [1000, 230, track],
      [5000, 1300, raceRun],
    ]);
    expect(answer.distanceBests[0]!.date).toBe(addDays(today, -20));
    expect(
      answer.durationBests.map((best) => [
        best.sport,
        best.durationSec,
        best.powerW,
        best.activityId,
      ]),
    ).toEqual([
      [SportId.cycling, 60, 320, rideB],
      [SportId.cycling, 300, 250, rideA],
    ]);
    expect(answer.records).toEqual([
      expect.objectContaining({
        key: "running_speed",
        sport: SportId.running,
        range: 5000,
        value: 3.85,
        activityId: raceRun,
      }),
    ]);
  });

  it("answers empty lists without races, activities or records", async () => {
    const { athlete } = await calendarPeople(ctx);
    const answer = (await call(athlete, "GET", urls(athlete.id).racesRecords)).json();
    expect(answer).toEqual({
      today: todayIn("UTC"),
      upcoming: [],
      past: [],
      distanceBests: [],
      durationBests: [],
      records: [],
    });
  });
});

describe("overview", () => {
  it("is empty (no invented numbers) for a new athlete", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const response = await call(coach, "GET", urls(athlete.id).overview);
    expectStatus(response, 200);
    const answer = OverviewResponseSchema.parse(response.json()) as OverviewResponse;
    const today = todayIn("UTC");
    expect(answer).toEqual({
      athlete: {
        id: athlete.id,
        fullName: "Athlete Tester",
        email: athlete.email,
        sports: [],
        trainingDays: [],
        displayUnits: "Metric",
        timezone: "UTC",
      },
      today,
      todayWorkouts: [],
      nextRace: null,
      week: { start: startOfIsoWeek(today), end: addDays(startOfIsoWeek(today), 6), sports: [] },
      lastActivities: [],
      thresholds: {
        runningHeartRateBpm: null,
        runningPaceSecPerKm: null,
        cyclingHeartRateBpm: null,
        cyclingPowerW: null,
        swimmingPaceSecPer100m: null,
      },
    });
  });

  it("summarises today, the next race, this week and the last five activities", async () => {
    const timeZone = "Pacific/Pago_Pago";
    const { athlete } = await calendarPeople(ctx, timeZone);
    const id = athlete.id;
    await ctx.db
      .update(users)
      .set({
        displayUnits: "Imperial",
        profile: { sports: ["running", "cycling"], trainingDays: ["Monday", "Thursday"] },
        zones: withFtp(250),
      })
      .where(eq(users.id, id));
    const today = todayIn(timeZone);
    const weekStart = startOfIsoWeek(today);
    const planned = await rows.insertWorkout(id, {
      date: today,
      type: SportId.running,
      durationSec: 3600,
      distanceM: 10_000,
      stress: 70,
    });
    // Last week's workout is not this week's.
    await rows.insertWorkout(id, { date: addDays(weekStart, -1), type: 1, durationSec: 9999 });
    await rows.insertRace(id, { date: addDays(today, 30), name: "Later", priority: "C" });
    await rows.insertRace(id, { date: addDays(today, 12), name: "Next", priority: "A" });
    await rows.insertRace(id, { date: addDays(today, -1), name: "Past", priority: "B" });
    const ids: number[] = [];
    for (let daysAgo = 6; daysAgo >= 1; daysAgo -= 1) {
      ids.push(
        await rows.insertActivity(id, {
          date: addDays(weekStart, -daysAgo),
          sport: SportId.cycling,
          summary: { durationSec: daysAgo * 100, distanceM: null, stress: null },
        }),
      );
    }
    const doneToday = await rows.insertActivity(id, {
      date: today,
      sport: SportId.running,
      name: "Morning run",
      matchedWorkoutId: planned,
      summary: {
        durationSec: 3300,
        distanceM: 9500,
        stress: { method: "pace", stress: 65.5, intensityFactor: 0.85, threshold: 4 },
      },
    });

    const answer = (await call(athlete, "GET", urls(id).overview)).json() as OverviewResponse;
    expect(answer.athlete).toMatchObject({
      sports: ["running", "cycling"],
      trainingDays: ["Monday", "Thursday"],
      displayUnits: "Imperial",
      timezone: timeZone,
    });
    expect(answer.today).toBe(today);
    expect(answer.todayWorkouts).toEqual([
      {
        id: planned,
        name: expect.any(String),
        sport: SportId.running,
        durationSec: 3600,
        distanceM: 10_000,
        stress: 70,
        activityId: doneToday,
      },
    ]);
    expect(answer.nextRace).toMatchObject({ name: "Next", priority: "A", daysToGo: 12 });
    expect(answer.week).toEqual({
      start: weekStart,
      end: addDays(weekStart, 6),
      sports: [
        {
          sport: SportId.running,
          completed: { count: 1, durationSec: 3300, distanceM: 9500, stress: 65.5 },
          planned: { count: 1, durationSec: 3600, distanceM: 10_000, stress: 70 },
        },
      ],
    });
    // Newest first; the oldest of the six earlier rides is left out.
    expect(answer.lastActivities.map((activity) => activity.id)).toEqual([
      doneToday,
      ...ids.slice(2).reverse(),
    ]);
    expect(answer.lastActivities[0]).toEqual({
      id: doneToday,
      date: today,
      name: "Morning run",
      sport: SportId.running,
      durationSec: 3300,
      distanceM: 9500,
      stress: 65.5,
    });
    expect(answer.thresholds.cyclingPowerW).toBe(250);
  });
});
