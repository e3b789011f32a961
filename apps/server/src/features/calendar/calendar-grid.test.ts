import {
  CalendarGridActivitySchema,
  type CalendarGridResponse,
  CalendarGridResponseSchema,
  type CalendarRangeResponse,
  CalendarRangeResponseSchema,
  type CalendarWorkout,
  CalendarWorkoutSchema,
} from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarPeople,
  caller,
  expectStatus,
  insertCalendarActivity,
  paths,
  restDay,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

/**
 * A calendar of three days around the athlete's today: yesterday a run matched by an activity
 * 5 % longer than planned and a missed run, today a rest day, tomorrow a run to come.
 */
async function threeDays() {
  const people = await calendarPeople(ctx, "UTC");
  const { athlete, coach } = people;
  const today = todayInZone("UTC");
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);
  const create = async (date: string, body: object) => {
    const response = await call(coach, "POST", paths(athlete.id).workouts, { ...body, date });
    expectStatus(response, 201);
    return response.json() as CalendarWorkout;
  };
  const done = await create(yesterday, run("Done run"));
  const missed = await create(yesterday, run("Missed run"));
  const rest = await create(today, restDay());
  const coming = await create(tomorrow, run("Coming run"));
  await insertCalendarActivity(ctx, athlete.id, {
    date: yesterday,
    sport: 1,
    name: "Morning run",
    summary: { durationSec: 1890, movingTimeSec: 1890, distanceM: 6000, stress: null },
    matchedWorkoutId: done.id,
    deviation: 5,
  });
  const range = paths(athlete.id).range(yesterday, tomorrow);
  return { ...people, range, workouts: { done, missed, rest, coming } };
}

describe("the month grid's answer (view=grid)", () => {
  it("carries each workout's name, sport, totals and flag, and no steps", async () => {
    const { coach, range, workouts } = await threeDays();
    const response = await call(coach, "GET", `${range}&view=grid`);
    expectStatus(response, 200);
    const answer = response.json() as CalendarGridResponse;
    // The schema drops keys it does not know: equal means the answer holds nothing more.
    expect(CalendarGridResponseSchema.parse(answer)).toEqual(answer);
    // The run is 10 min in zone 2 and 20 min in zone 4: 1800 s, stress 20 + 80.
    const run = { type: 1, totalDuration: 1800, totalStress: 100 };
    expect(answer.workouts).toEqual([
      expect.objectContaining({ id: workouts.done.id, name: "Done run", flag: "success", ...run }),
      expect.objectContaining({ id: workouts.missed.id, name: "Missed run", flag: "failure" }),
      expect.objectContaining({ id: workouts.rest.id, type: 60, totalDuration: 0 }),
      expect.objectContaining({ id: workouts.coming.id, flag: "scheduled", ...run }),
    ]);
    for (const workout of answer.workouts) {
      expect(Object.keys(workout).sort()).toEqual([
        "date",
        "flag",
        "id",
        "name",
        "position",
        "totalDistance",
        "totalDuration",
        "totalStress",
        "type",
      ]);
    }
    // The completed figures come as in the whole answer.
    expect(answer.activities).toEqual([
      expect.objectContaining({
        activity_name: "Morning run",
        completed_duration_seconds: 1890,
        flag: "success",
      }),
    ]);
  });

  it("draws the same workouts, days and flags as the whole answer, in the same order", async () => {
    const { coach, range } = await threeDays();
    const grid = (await call(coach, "GET", `${range}&view=grid`)).json() as CalendarGridResponse;
    const full = (await call(coach, "GET", range)).json() as CalendarRangeResponse;
    expect(grid.workouts).toEqual(
      full.workouts.map((workout) => ({
        id: workout.id,
        date: workout.date,
        position: workout.position,
        name: workout.name,
        type: workout.type,
        totalDuration: workout.totalDuration,
        totalDistance: workout.totalDistance,
        totalStress: workout.totalStress,
        flag: workout.flag,
      })),
    );
    const { workouts: _grid, activities: gridActivities, ...gridRest } = grid;
    const { workouts: _full, activities: fullActivities, ...fullRest } = full;
    expect(gridRest).toEqual(fullRest);
    // The grid's activities are the whole answer's, cut to what the grid draws.
    expect(gridActivities).toEqual(
      fullActivities.map((activity) => CalendarGridActivitySchema.parse(activity)),
    );
  });

  it("leaves the steps to the workout's own call, which answers them whole", async () => {
    const { coach, athlete, workouts } = await threeDays();
    const response = await call(coach, "GET", paths(athlete.id).workout(workouts.coming.id));
    expectStatus(response, 200);
    const workout = CalendarWorkoutSchema.parse(response.json());
    expect(workout.steps).toEqual([
      expect.objectContaining({ action: "Warm up", duration: 600, lowerZone: 2 }),
      expect.objectContaining({ action: "Work", duration: 1200, lowerZone: 4 }),
    ]);
    expect(workout.instructions).toBe("Steady, controlled.");
  });

  it("is refused for an unknown view, and for people who may not see the calendar", async () => {
    const { coach, outsider, range } = await threeDays();
    expectStatus(await call(coach, "GET", `${range}&view=steps`), 400);
    expectStatus(await call(outsider, "GET", `${range}&view=grid`), 404);
  });
});

describe("the specification's range call (no view)", () => {
  it("still answers every workout whole: steps, texts, creator and version", async () => {
    const { coach, range, workouts } = await threeDays();
    const response = await call(coach, "GET", range);
    expectStatus(response, 200);
    const answer = response.json() as CalendarRangeResponse;
    expect(CalendarRangeResponseSchema.parse(answer)).toEqual(answer);
    const coming = answer.workouts.find((workout) => workout.id === workouts.coming.id)!;
    expect(coming).toEqual(workouts.coming);
    expect(coming.steps.map((step) => step.stepType === "step" && step.action)).toEqual([
      "Warm up",
      "Work",
    ]);
    expect(coming).toMatchObject({
      instructions: "Steady, controlled.",
      basedOn: "Duration",
      subtype: 100,
      creatorName: expect.any(String),
      version: 1,
    });
  });
});
