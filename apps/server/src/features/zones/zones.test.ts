import type { CalendarRangeResponse } from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarPeople,
  caller,
  expectStatus,
  fixedPowerRide,
  paths,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { users } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const ZONES = "/api/athlete/zones/";

function cyclingWithFtp(ftpW: number) {
  const cycling = defaultAccountZones().cyclingMethods;
  cycling.power.threshold = ftpW;
  return cycling;
}

describe("zones routes for every role", () => {
  it("give the athlete, their coach and the owner the athlete's zones, defaults first", async () => {
    const { athlete, coach, owner } = await calendarPeople(ctx);
    // Never written: version 1, the column's default.
    const own = await call(athlete, "GET", ZONES);
    expectStatus(own, 200);
    expect(own.json()).toEqual({ ...defaultAccountZones(), version: 1 });
    for (const person of [coach, owner]) {
      const response = await call(person, "GET", `${ZONES}?athlete=${athlete.id}`);
      expectStatus(response, 200);
      expect(response.json()).toEqual({ ...defaultAccountZones(), version: 1 });
    }
    // Each of the three writes bumps the version by one: 2, 3, 4.
    for (const [person, ftpW, version] of [
      [athlete, 210, 2],
      [coach, 220, 3],
      [owner, 230, 4],
    ] as const) {
      const body = {
        methodType: "cyclingMethods",
        ...(person === athlete ? {} : { athlete: athlete.id }),
        data: cyclingWithFtp(ftpW),
      };
      const response = await call(person, "POST", ZONES, body);
      expectStatus(response, 200);
      expect(response.json()).toEqual({
        message: "Updated",
        zones: { ...defaultAccountZones(), cyclingMethods: cyclingWithFtp(ftpW), version },
      });
    }
    const read = await call(athlete, "GET", ZONES);
    expect(read.json().cyclingMethods.power.threshold).toBe(230);
    expect(read.json().runningMethods).toEqual(defaultAccountZones().runningMethods);
  });

  it("keep both of two simultaneous changes to different sports (no lost update)", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    for (let round = 0; round < 5; round++) {
      const running = defaultAccountZones().runningMethods;
      running.ftpHr.threshold = 170 + round;
      const answers = await Promise.all([
        call(athlete, "POST", ZONES, {
          methodType: "cyclingMethods",
          data: cyclingWithFtp(250 + round),
        }),
        call(coach, "POST", ZONES, {
          methodType: "runningMethods",
          athlete: athlete.id,
          data: running,
        }),
      ]);
      for (const answer of answers) expectStatus(answer, 200);
      const read = (await call(athlete, "GET", ZONES)).json();
      expect(read.cyclingMethods.power.threshold).toBe(250 + round);
      expect(read.runningMethods.ftpHr.threshold).toBe(170 + round);
    }
  });

  it("answer no 500 to 25 zone updates racing 25 calendar workout edits", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const today = todayInZone("UTC");
    const ids: number[] = [];
    for (const offset of [0, 1, 2]) {
      const created = await call(coach, "POST", p.workouts, {
        ...fixedPowerRide(),
        date: addDays(today, offset),
      });
      expectStatus(created, 201);
      ids.push(created.json().id);
    }
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => [
        call(athlete, "POST", ZONES, {
          methodType: "cyclingMethods",
          data: cyclingWithFtp(200 + index),
        }),
        call(coach, "PUT", p.workout(ids[index % ids.length]!), {
          ...fixedPowerRide(`Ride ${index}`),
          date: addDays(today, index % ids.length),
        }),
      ]).flat(),
    );
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body),
    ).toEqual([]);
  });

  it("answer 404 to a coach of another business and another athlete, 401 without a token", async () => {
    const { athlete, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    const update = { methodType: "cyclingMethods", athlete: athlete.id, data: cyclingWithFtp(300) };
    for (const person of [outsider, otherOwner, otherAthlete]) {
      expect((await call(person, "GET", `${ZONES}?athlete=${athlete.id}`)).statusCode).toBe(404);
      expect((await call(person, "POST", ZONES, update)).statusCode).toBe(404);
    }
    expect((await call(null, "GET", ZONES)).statusCode).toBe(401);
    expect((await call(null, "POST", ZONES, update)).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, athlete.id));
    expect(row!.zones).toEqual({});
    const unknown = { ...update, athlete: "someone" };
    expect((await call(athlete, "POST", ZONES, unknown)).statusCode).toBe(404);
  });

  it("validates thresholds with their bounds and exact messages", async () => {
    const { athlete } = await calendarPeople(ctx);
    const tooHigh = await call(athlete, "POST", ZONES, {
      methodType: "cyclingMethods",
      data: cyclingWithFtp(500),
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.message).toBe(messages.thresholdPowerRange);
    const running = defaultAccountZones().runningMethods;
    running.ftpHr.threshold = 100;
    const lowHeartRate = await call(athlete, "POST", ZONES, {
      methodType: "runningMethods",
      data: running,
    });
    expect(lowHeartRate.json().error.message).toBe(messages.thresholdHeartRateRange);
    const swimming = defaultAccountZones().swimmingMethods;
    swimming.tpace.zones[1] = { low: 80, high: 91 };
    const overlapping = await call(athlete, "POST", ZONES, {
      methodType: "swimmingMethods",
      data: swimming,
    });
    expect(overlapping.json().error.message).toBe(messages.zoneRangesInvalid);
    expect((await call(athlete, "GET", ZONES)).json()).toEqual({
      ...defaultAccountZones(),
      version: 1,
    });
  });
});

describe("a zone change", () => {
  it("recomputes the stress of planned workouts from today on, not past ones", async () => {
    const timeZone = "Pacific/Kiritimati";
    const { athlete, coach } = await calendarPeople(ctx, timeZone);
    const set = (ftpW: number) =>
      call(coach, "POST", ZONES, {
        methodType: "cyclingMethods",
        athlete: athlete.id,
        data: cyclingWithFtp(ftpW),
      });
    expectStatus(await set(250), 200);
    const today = todayInZone(timeZone);
    const dates = [addDays(today, -1), today, addDays(today, 1)];
    const p = paths(athlete.id);
    for (const date of dates) {
      expectStatus(await call(coach, "POST", p.workouts, { ...fixedPowerRide(), date }), 201);
    }
    expectStatus(await call(coach, "POST", p.workouts, { ...run(), date: dates[2] }), 201);
    const stresses = async () => {
      const response = await call(athlete, "GET", p.range(dates[0]!, dates[2]!));
      const answer = response.json() as CalendarRangeResponse;
      return answer.workouts.map((workout) => [workout.date, workout.name, workout.totalStress]);
    };
    // 200 W of a 250 W FTP is 80 %, zone 3: 60 min x 3.
    expect(await stresses()).toEqual([
      [dates[0], "Steady ride", 180],
      [dates[1], "Steady ride", 180],
      [dates[2], "Steady ride", 180],
      [dates[2], "Tempo run", 100],
    ]);
    // 200 W of a 200 W FTP is 100 %, zone 4: 60 min x 4. The past ride keeps its stress.
    expectStatus(await set(200), 200);
    expect(await stresses()).toEqual([
      [dates[0], "Steady ride", 180],
      [dates[1], "Steady ride", 240],
      [dates[2], "Steady ride", 240],
      [dates[2], "Tempo run", 100],
    ]);
    const { workouts } = (await call(athlete, "GET", p.range(dates[1]!, dates[1]!))).json();
    const [step] = workouts[0].steps;
    expect(step).toMatchObject({ lowerZone: 4, upperZone: 4, stress: 240 });
  });
});

describe("OpenAPI", () => {
  it("documents the zones routes under the zones tag", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operations = document.paths["/api/athlete/zones/"];
    expect(Object.keys(operations).sort()).toEqual(["get", "post"]);
    for (const operation of Object.values(operations) as { tags: string[] }[]) {
      expect(operation.tags).toEqual(["zones"]);
    }
  });
});
