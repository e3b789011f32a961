import { todayIn } from "@coach/shared/calendar/athlete-today";
import {
  type CalendarGridResponse,
  type CalendarRangeResponse,
  CalendarRangeResponseSchema,
} from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CalendarActivityFields,
  calendarPeople,
  caller,
  expectStatus,
  insertCalendarActivity,
  paths,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { athleteRecords, calendarWorkouts } from "../../db/schema";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

describe("flags against the athlete's today", () => {
  // UTC+14 and UTC-11: for most of every day their dates differ from each other and from UTC.
  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])(
    "are failure before and scheduled from today in %s",
    async (timeZone) => {
      const { athlete, coach } = await calendarPeople(ctx, timeZone);
      const today = todayInZone(timeZone);
      const dates = [addDays(today, -1), today, addDays(today, 1)];
      for (const date of dates) {
        const created = await call(coach, "POST", paths(athlete.id).workouts, { ...run(), date });
        expectStatus(created, 201);
      }
      const response = await call(coach, "GET", paths(athlete.id).range(dates[0]!, dates[2]!));
      const answer = response.json() as CalendarRangeResponse;
      expect(answer.today).toBe(today);
      expect(answer.workouts.map((workout) => [workout.date, workout.flag])).toEqual([
        [dates[0], "failure"],
        [dates[1], "scheduled"],
        [dates[2], "scheduled"],
      ]);
    },
  );

  it("reads the time zone's date, not the server's", () => {
    const instant = new Date("2030-06-15T12:00:00Z");
    expect(todayIn("Pacific/Kiritimati", instant)).toBe("2030-06-16");
    expect(todayIn("Pacific/Pago_Pago", instant)).toBe("2030-06-15");
    expect(todayIn("Pacific/Pago_Pago", new Date("2030-06-15T10:59:00Z"))).toBe("2030-06-14");
    expect(todayIn("Not/A_Zone", instant)).toBe("2030-06-15");
  });
});

/** A stored activity of this file's database (see insertCalendarActivity). */
const insertActivity = (athleteId: number, fields: CalendarActivityFields) =>
  insertCalendarActivity(ctx, athleteId, fields);

describe("completed activities in the range", () => {
  it("carry their summary's duration, distance and stress", async () => {
    const { athlete, coach, otherAthlete } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const planned = await call(coach, "POST", p.workouts, { ...run(), date: "2033-03-07" });
    expectStatus(planned, 201);
    const rideId = await insertActivity(athlete.id, {
      date: "2033-03-07",
      sport: 2,
      name: "Long ride",
      // Timer time differs from moving time: the calendar's duration is the timer's.
      summary: {
        durationSec: 7260,
        movingTimeSec: 6900,
        distanceM: 61_250.5,
        stress: { method: "power", stress: 142.4, intensityFactor: 0.81, threshold: 250 },
      },
      matchedWorkoutId: planned.json().id,
    });
    const swimId = await insertActivity(athlete.id, {
      date: "2033-03-09",
      sport: 3,
      name: "Open water",
      summary: { durationSec: 1800, movingTimeSec: 1800, distanceM: null, stress: null },
    });
    // Outside the range, and another athlete's: neither is answered.
    await insertActivity(athlete.id, {
      date: "2033-03-14",
      sport: 1,
      name: "Later run",
      summary: { durationSec: 3000, movingTimeSec: 3000, distanceM: 10_000, stress: null },
    });
    await insertActivity(otherAthlete.id, {
      date: "2033-03-08",
      sport: 1,
      name: "Not yours",
      summary: { durationSec: 999, movingTimeSec: 999, distanceM: 1000, stress: null },
    });

    const response = await call(coach, "GET", p.range("2033-03-07", "2033-03-13"));
    expectStatus(response, 200);
    const answer = CalendarRangeResponseSchema.parse(response.json());
    expect(answer.activities).toEqual([
      expect.objectContaining({
        id: rideId,
        date: "2033-03-07",
        sport: 2,
        activity_name: "Long ride",
        activity_type: "cycle",
        matched_workout_id: planned.json().id,
        completed_duration_seconds: 7260,
        completed_distance: 61_250.5,
        actual_stress: 142.4,
        // The matched run() is 10 min in zone 2 and 20 min in zone 4: 1800 s, stress 20 + 80.
        based_on: "duration",
        planned_duration_seconds: 1800,
        expected_stress: 100,
      }),
      expect.objectContaining({
        id: swimId,
        activity_name: "Open water",
        flag: "unplanned",
        status: "unplanned",
        matched_workout_id: null,
        matched_workout_data: null,
        completed_duration_seconds: 1800,
        completed_distance: null,
        actual_stress: null,
        planned_duration_seconds: null,
      }),
    ]);
  });
});

describe("records in the range", () => {
  it("are the athlete's accepted records set on the range's days", async () => {
    const { athlete, coach, otherAthlete } = await calendarPeople(ctx);
    const rideId = await insertActivity(athlete.id, {
      date: "2033-05-04",
      sport: 2,
      name: "Hill ride",
      summary: { durationSec: 3600, movingTimeSec: 3600, distanceM: 30_000, stress: null },
    });
    await ctx.db.insert(athleteRecords).values([
      // 5 km in 20:00 (running_speed in m/s) and 20 minutes at 280 W.
      {
        athleteId: athlete.id,
        key: "running_speed",
        range: "5000",
        value: 5000 / 1200,
        date: "2033-05-02",
      },
      {
        athleteId: athlete.id,
        key: "cycling_power",
        range: "1200",
        value: 280,
        date: "2033-05-04",
        activityId: rideId,
      },
      // Outside the range, and another athlete's: neither is answered.
      { athleteId: athlete.id, key: "cycling_power", range: "60", value: 500, date: "2033-05-09" },
      {
        athleteId: otherAthlete.id,
        key: "cycling_power",
        range: "60",
        value: 600,
        date: "2033-05-04",
      },
    ]);

    const response = await call(coach, "GET", paths(athlete.id).range("2033-05-01", "2033-05-07"));
    expectStatus(response, 200);
    const answer = CalendarRangeResponseSchema.parse(response.json());
    expect(answer.records).toEqual([
      expect.objectContaining({
        key: "running_speed",
        sport: 1,
        range: 5000,
        value: 5000 / 1200,
        date: "2033-05-02",
        activityId: null,
      }),
      expect.objectContaining({
        key: "cycling_power",
        sport: 2,
        range: 1200,
        value: 280,
        date: "2033-05-04",
        activityId: rideId,
      }),
    ]);
  });
});

describe("the range call's queries", () => {
  const countQueries = async (work: () => Promise<unknown>) =>
    (await recordQueries(ctx.db, work)).length;

  it("are as many for a year of data as for one day", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const start = "2032-01-01";
    const body = run();
    const totals = computeWorkoutTotals(body, null);
    const rows = Array.from({ length: 365 * 3 }, (_, index) => ({
      ...body,
      name: `Session ${index}`,
      athleteId: athlete.id,
      date: addDays(start, Math.floor(index / 3)),
      position: index % 3,
      steps: totals.steps,
      totalDuration: totals.totalDuration,
      totalDistance: totals.totalDistance,
      totalStress: totals.totalStress,
      createdBy: coach.id,
    }));
    await ctx.db.insert(calendarWorkouts).values(rows);
    // A completed activity a week: their figures come in the same one query.
    for (let week = 0; week < 52; week++) {
      await insertActivity(athlete.id, {
        date: addDays(start, week * 7),
        sport: 1,
        name: `Run ${week}`,
        summary: { durationSec: 3600, movingTimeSec: 3500, distanceM: 10_000, stress: null },
      });
    }
    const p = paths(athlete.id);
    await call(coach, "POST", p.races, { date: addDays(start, 100), name: "A race" });
    await call(coach, "POST", p.unavailability, {
      startDate: start,
      endDate: addDays(start, 2),
      reason: "Travel",
    });
    for (const person of [coach, athlete]) {
      // Answers are kept (decision 127): before each measured call the kept range and the
      // session's user are forgotten, as a change of either would, so that a whole read counts.
      await call(person, "GET", p.range(start, start));
      const forgetKept = () => {
        ctx.deps.answers.changed(`athlete:${athlete.id}`);
        ctx.deps.answers.changed(`user:${person.id}`);
      };
      let oneDay: CalendarRangeResponse | undefined;
      let oneYear: CalendarRangeResponse | undefined;
      const dayQueries = await countQueries(async () => {
        forgetKept();
        oneDay = (await call(person, "GET", p.range(start, start))).json();
      });
      const yearQueries = await countQueries(async () => {
        forgetKept();
        oneYear = (await call(person, "GET", p.range(start, addDays(start, 364)))).json();
      });
      // The answer is written as JSON text: it must be exactly what the contract parses.
      expect(CalendarRangeResponseSchema.parse(oneYear)).toEqual(oneYear);
      expect(oneDay!.workouts).toHaveLength(3);
      expect(oneYear!.workouts).toHaveLength(365 * 3);
      expect(oneYear!.races).toHaveLength(1);
      expect(oneYear!.unavailability).toHaveLength(1);
      expect(oneYear!.activities).toHaveLength(52);
      expect(yearQueries).toBe(dayQueries);
      // Sign-in user, (for a coach, the athlete read with the access rule in one statement),
      // workouts, the other events (races, unavailability and activities in one statement),
      // records.
      expect(dayQueries).toBe(person === coach ? 5 : 4);
      // The grid's answer of the same ranges: as many queries, whatever the range holds.
      let gridYear: CalendarGridResponse | undefined;
      const gridDayQueries = await countQueries(() => {
        forgetKept();
        return call(person, "GET", `${p.range(start, start)}&view=grid`);
      });
      const gridYearQueries = await countQueries(async () => {
        forgetKept();
        gridYear = (
          await call(person, "GET", `${p.range(start, addDays(start, 364))}&view=grid`)
        ).json();
      });
      expect(gridYear!.workouts).toHaveLength(365 * 3);
      // The grid reads its workouts in the events' statement: one query fewer.
      expect(gridDayQueries).toBe(dayQueries - 1);
      expect(gridYearQueries).toBe(gridDayQueries);
    }
  });
});
