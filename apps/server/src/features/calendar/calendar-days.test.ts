import { DEFAULT_TEST_WORKOUTS } from "@coach/shared/sports/test-workouts";
import { addDays } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarCalls,
  calendarPeople,
  caller,
  expectStatus,
  note,
  type Person,
  paths,
  restDay,
  run,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const { create, range, layout: layoutOf, storedCount } = calendarCalls(() => ctx, call);

const D = "2031-03-03";
const layout = (person: Person, athleteId: number) =>
  layoutOf(person, athleteId, D, addDays(D, 30));

describe("rest days (plan builder rules on the calendar)", () => {
  const restDayNotEmpty = "Cannot add a rest day there.";
  const workoutOnRestDay = "Cannot add a workout there a rest day is declared";

  async function refused(response: { statusCode: number; body: string }, message: string) {
    expectStatus(response, 400);
    expect(JSON.parse(response.body)).toEqual({
      code: "validation_error",
      error: { message },
      fields: { date: [message] },
    });
  }

  it("refuses a rest day on a day with a workout, and a workout on a rest day", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const busy = addDays(D, 1);
    await create(coach, athlete.id, busy, run());
    await create(coach, athlete.id, D, restDay());
    await refused(
      await call(coach, "POST", p.workouts, { ...restDay(), date: busy }),
      restDayNotEmpty,
    );
    await refused(await call(coach, "POST", p.workouts, { ...run(), date: D }), workoutOnRestDay);
    await refused(
      await call(coach, "POST", p.workouts, { ...restDay(), date: D }),
      restDayNotEmpty,
    );
    const builtIn = { libraryWorkoutId: DEFAULT_TEST_WORKOUTS[0]!.id, date: D };
    await refused(await call(coach, "POST", p.workouts, builtIn), workoutOnRestDay);
    // A note is not a workout: it may sit on a rest day, and a rest day beside it.
    expectStatus(await call(coach, "POST", p.workouts, { ...note(), date: D }), 201);
    const noteDay = addDays(D, 2);
    await create(coach, athlete.id, noteDay, note());
    expectStatus(await call(coach, "POST", p.workouts, { ...restDay(), date: noteDay }), 201);
    expect(await storedCount(athlete.id)).toBe(5);
  });

  it("applies to update, move, copy, batch and shift", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const rest = await create(coach, athlete.id, D, restDay());
    const workout = await create(coach, athlete.id, addDays(D, 1), run());
    await create(coach, athlete.id, addDays(D, 1), run("Second"));
    const before = await layout(athlete, athlete.id);
    await refused(await call(coach, "POST", p.move(workout.id), { date: D }), workoutOnRestDay);
    await refused(
      await call(coach, "POST", p.move(rest.id), { date: addDays(D, 1) }),
      restDayNotEmpty,
    );
    await refused(await call(coach, "POST", p.copy(workout.id), { date: D }), workoutOnRestDay);
    await refused(
      await call(coach, "POST", p.copy(rest.id), { date: addDays(D, 1) }),
      restDayNotEmpty,
    );
    await refused(
      await call(coach, "PUT", p.workout(workout.id), { ...run(), date: D }),
      workoutOnRestDay,
    );
    await refused(
      await call(coach, "PUT", p.workout(workout.id), { ...restDay(), date: addDays(D, 1) }),
      restDayNotEmpty,
    );
    await refused(
      await call(coach, "POST", p.batch, { ids: [workout.id], action: "move", days: -1 }),
      workoutOnRestDay,
    );
    await refused(
      await call(coach, "POST", p.batch, { ids: [rest.id], action: "move", date: addDays(D, 1) }),
      restDayNotEmpty,
    );
    await refused(
      await call(coach, "POST", p.shift, { fromDate: addDays(D, 1), days: -1 }),
      workoutOnRestDay,
    );
    expect(await layout(athlete, athlete.id)).toEqual(before);
    // Moved together by the same offset, a rest day and the next day's workouts stay apart.
    const together = { ids: [rest.id, workout.id], action: "move", days: 5 };
    expectStatus(await call(coach, "POST", p.batch, together), 200);
    await refused(
      await call(coach, "POST", p.batch, { ids: [rest.id], action: "move", days: -4 }),
      restDayNotEmpty,
    );
    // A rest day moves to an empty day, and can become a workout.
    expectStatus(await call(coach, "POST", p.move(rest.id), { date: D, position: 0 }), 200);
    expectStatus(
      await call(coach, "PUT", p.workout(rest.id), { ...run("Was rest"), date: D }),
      200,
    );
  });
});

describe("the range call", () => {
  it("answers workouts, races and unavailability of an inclusive range", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    await create(coach, athlete.id, addDays(D, -1), run("Before"));
    await create(coach, athlete.id, D, run("First day"));
    await create(coach, athlete.id, addDays(D, 6), run("Last day"));
    await create(coach, athlete.id, addDays(D, 7), run("After"));
    await call(coach, "POST", p.races, { date: addDays(D, 3), name: "Club 5k", distance: 5000 });
    await call(coach, "POST", p.races, { date: addDays(D, 8), name: "Later race" });
    const span = { startDate: addDays(D, -2), endDate: D, reason: "Travel" };
    await call(coach, "POST", p.unavailability, span);
    await call(coach, "POST", p.unavailability, {
      ...span,
      startDate: addDays(D, 7),
      endDate: addDays(D, 9),
    });
    const answer = await range(athlete, athlete.id, D, addDays(D, 6));
    expect(answer.workouts.map((workout) => workout.name)).toEqual(["First day", "Last day"]);
    expect(answer.races).toEqual([
      expect.objectContaining({ name: "Club 5k", distance: 5000, priority: "C", notes: "" }),
    ]);
    expect(answer.unavailability).toEqual([
      expect.objectContaining({
        startDate: addDays(D, -2),
        endDate: D,
        reason: "Travel",
        note: "",
      }),
    ]);
    expect(answer.activities).toEqual([]);
  });

  it("refuses a reversed range, one over 400 days, and another athlete in the query", async () => {
    const { athlete, coach, otherAthlete } = await calendarPeople(ctx);
    const base = `/api/athlete/${athlete.id}/calendar/workouts/`;
    const reversed = await call(coach, "GET", `${base}?startDate=${D}&endDate=${addDays(D, -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.endDate).toEqual([messages.dateRangeOrder]);
    const ok = await call(coach, "GET", `${base}?startDate=${D}&endDate=${addDays(D, 399)}`);
    expect(ok.statusCode).toBe(200);
    const long = await call(coach, "GET", `${base}?startDate=${D}&endDate=${addDays(D, 400)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(messages.calendarRangeTooLong);
    const missing = await call(coach, "GET", base);
    expect(missing.statusCode).toBe(400);
    const other = `${base}?startDate=${D}&endDate=${D}&athlete=${otherAthlete.id}`;
    expect((await call(coach, "GET", other)).json().fields.athlete).toEqual([
      messages.calendarAthleteMismatch,
    ]);
  });
});

describe("races and unavailability", () => {
  it("are created, listed, updated and deleted with validation", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const race = await call(coach, "POST", p.races, {
      date: D,
      name: "City Marathon",
      distance: 42195,
      priority: "A",
      notes: "Goal race",
    });
    expectStatus(race, 201);
    const { id } = race.json();
    const changed = await call(athlete, "PUT", p.race(id), {
      date: addDays(D, 7),
      name: "City Marathon",
    });
    expect(changed.json()).toEqual({
      id,
      athleteId: athlete.id,
      date: addDays(D, 7),
      name: "City Marathon",
      distance: null,
      priority: "C",
      notes: "",
      // Created as version 1; the update is the second (decision 083).
      version: 2,
    });
    expect((await call(coach, "GET", p.races)).json().items).toHaveLength(1);
    const badPriority = await call(coach, "POST", p.races, { date: D, name: "X", priority: "D" });
    expect(badPriority.statusCode).toBe(400);
    const noName = await call(coach, "POST", p.races, { date: D, name: " " });
    expect(noName.json().fields.name).toEqual([messages.required]);
    expectStatus(await call(coach, "DELETE", p.race(id)), 204);
    expect((await call(coach, "PUT", p.race(id), { date: D, name: "Gone" })).statusCode).toBe(404);

    const reversed = { startDate: D, endDate: addDays(D, -1), reason: "Ill" };
    const refused = await call(coach, "POST", p.unavailability, reversed);
    expect(refused.json().fields.endDate).toEqual([messages.dateRangeOrder]);
    const off = await call(coach, "POST", p.unavailability, { ...reversed, endDate: D });
    expectStatus(off, 201);
    expect((await call(athlete, "GET", p.unavailability)).json().items).toEqual([off.json()]);
  });
});
