import { DEFAULT_TEST_WORKOUTS } from "@coach/shared/sports/test-workouts";
import { addDays } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarCalls,
  calendarPeople,
  caller,
  expectStatus,
  type Method,
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
const notFound = { code: "not_found", error: { message: "Not found." } };

/** Every calendar route, in an order that works on an athlete's fresh calendar. */
async function everyRoute(person: Person, athleteId: number) {
  const p = paths(athleteId);
  const statuses: Record<string, number> = {};
  const record = async (key: string, method: Method, url: string, payload?: object) => {
    const response = await call(person, method, url, payload);
    statuses[key] = response.statusCode;
    return response;
  };
  const created = (await record("create", "POST", p.workouts, { ...run(), date: D })).json();
  await record("range", "GET", p.range(D, addDays(D, 6)));
  await record("get", "GET", p.workout(created.id));
  await record("update", "PUT", p.workout(created.id), { ...run("Renamed"), date: D });
  await record("move", "POST", p.move(created.id), { date: addDays(D, 1), position: 0 });
  const copy = (await record("copy", "POST", p.copy(created.id), { date: addDays(D, 2) })).json();
  await record("batch", "POST", p.batch, { ids: [copy.id], action: "move", days: 1 });
  await record("shift", "POST", p.shift, { fromDate: D, days: 1 });
  await record("delete", "DELETE", p.workout(created.id));
  const race = (
    await record("createRace", "POST", p.races, { date: D, name: "Spring 10k", priority: "A" })
  ).json();
  await record("races", "GET", p.races);
  await record("updateRace", "PUT", p.race(race.id), { date: D, name: "Spring 10 km" });
  await record("deleteRace", "DELETE", p.race(race.id));
  const off = (
    await record("createUnavailability", "POST", p.unavailability, {
      startDate: D,
      endDate: addDays(D, 2),
      reason: "Travel",
    })
  ).json();
  await record("unavailability", "GET", p.unavailability);
  await record("updateUnavailability", "PUT", p.unavailable(off.id), {
    startDate: D,
    endDate: D,
    reason: "Travel",
    note: "Flight",
  });
  await record("deleteUnavailability", "DELETE", p.unavailable(off.id));
  return statuses;
}

const everyRouteSucceeds = {
  create: 201,
  range: 200,
  get: 200,
  update: 200,
  move: 200,
  copy: 201,
  batch: 200,
  shift: 200,
  delete: 204,
  createRace: 201,
  races: 200,
  updateRace: 200,
  deleteRace: 204,
  createUnavailability: 201,
  unavailability: 200,
  updateUnavailability: 200,
  deleteUnavailability: 204,
};

describe("calendar routes for every role", () => {
  it("let the athlete, their coach and the business owner use every route", async () => {
    const { athlete, coach, owner } = await calendarPeople(ctx);
    for (const person of [athlete, coach, owner]) {
      expect(await everyRoute(person, athlete.id), person.email).toEqual(everyRouteSucceeds);
    }
  });

  it("answer 404 to a coach of another business and to another athlete, and change nothing", async () => {
    const { athlete, coach, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    const workout = await create(coach, athlete.id, D);
    const p = paths(athlete.id);
    const race = (await call(athlete, "POST", p.races, { date: D, name: "Race" })).json();
    const off = (
      await call(athlete, "POST", p.unavailability, { startDate: D, endDate: D, reason: "Ill" })
    ).json();
    const calls: [Method, string, object?][] = [
      ["GET", p.range(D, D)],
      ["POST", p.workouts, { ...run(), date: D }],
      ["GET", p.workout(workout.id)],
      ["PUT", p.workout(workout.id), { ...run("Hijacked"), date: D }],
      ["POST", p.move(workout.id), { date: addDays(D, 1) }],
      ["POST", p.copy(workout.id), { date: addDays(D, 1) }],
      ["POST", p.batch, { ids: [workout.id], action: "delete" }],
      ["POST", p.shift, { fromDate: D, days: 3 }],
      ["DELETE", p.workout(workout.id)],
      ["GET", p.races],
      ["POST", p.races, { date: D, name: "Race" }],
      ["PUT", p.race(race.id), { date: D, name: "Hijacked" }],
      ["DELETE", p.race(race.id)],
      ["GET", p.unavailability],
      ["POST", p.unavailability, { startDate: D, endDate: D, reason: "Ill" }],
      ["PUT", p.unavailable(off.id), { startDate: D, endDate: D, reason: "Hijacked" }],
      ["DELETE", p.unavailable(off.id)],
      ["POST", p.feed],
    ];
    for (const person of [outsider, otherOwner, otherAthlete]) {
      for (const [method, url, payload] of calls) {
        const response = await call(person, method, url, payload);
        expect(response.statusCode, `${person.email} ${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
    for (const [method, url, payload] of calls) {
      const response = await call(null, method, url, payload);
      expect(response.statusCode, `anonymous ${method} ${url}`).toBe(401);
      expect(response.json().code).toBe("no_auth_cred_provided");
    }
    const after = await range(athlete, athlete.id, D, addDays(D, 10));
    expect(after.workouts.map((item) => [item.name, item.date])).toEqual([["Tempo run", D]]);
    expect(after.races.map((item) => item.name)).toEqual(["Race"]);
    expect(after.unavailability.map((item) => item.reason)).toEqual(["Ill"]);
  });

  it("never reaches another athlete's workout through an athlete the caller may see", async () => {
    const { athlete, coach, otherAthlete, outsider } = await calendarPeople(ctx);
    const foreign = await create(outsider, otherAthlete.id, D);
    const p = paths(athlete.id);
    const calls: [Method, string, object?][] = [
      ["GET", p.workout(foreign.id)],
      ["PUT", p.workout(foreign.id), { ...run(), date: D }],
      ["POST", p.move(foreign.id), { date: D }],
      ["POST", p.copy(foreign.id), { date: D }],
      ["DELETE", p.workout(foreign.id)],
      ["POST", p.batch, { ids: [foreign.id], action: "delete" }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(coach, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await storedCount(otherAthlete.id)).toBe(1);
    expect(await storedCount(athlete.id)).toBe(0);
  });
});

describe("planned workouts", () => {
  it("computes totals on the server and answers the workout as stored", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const workout = await create(coach, athlete.id, D);
    expect(workout).toMatchObject({
      athleteId: athlete.id,
      date: D,
      position: 0,
      name: "Tempo run",
      totalDuration: 1800,
      totalStress: 100,
      sourceLibraryId: null,
      planAssignmentId: null,
      flag: "scheduled",
      creator: coach.id,
      creatorName: "Coach Tester",
    });
    expect(workout.steps.map((step) => step.stepType === "step" && step.stress)).toEqual([20, 80]);
    const read = await call(athlete, "GET", paths(athlete.id).workout(workout.id));
    expect(read.json()).toEqual(workout);
    expect((await range(athlete, athlete.id, D, D)).workouts).toEqual([workout]);
  });

  it("adds library workouts the caller can see, built-in tests included", async () => {
    const { athlete, coach, outsider } = await calendarPeople(ctx);
    const mine = (await call(coach, "POST", "/api/coach/library/", run("Library tempo"))).json();
    const foreign = (await call(outsider, "POST", "/api/coach/library/", run("Secret"))).json();
    const p = paths(athlete.id);
    const fromLibrary = await call(coach, "POST", p.workouts, {
      libraryWorkoutId: mine.id,
      date: D,
    });
    expectStatus(fromLibrary, 201);
    expect(fromLibrary.json()).toMatchObject({
      name: "Library tempo",
      sourceLibraryId: mine.id,
      totalStress: 100,
    });
    const builtIn = DEFAULT_TEST_WORKOUTS[0]!;
    const test = await call(athlete, "POST", p.workouts, { libraryWorkoutId: builtIn.id, date: D });
    expectStatus(test, 201);
    expect(test.json()).toMatchObject({ name: builtIn.name, sourceLibraryId: builtIn.id });
    const hidden = await call(coach, "POST", p.workouts, { libraryWorkoutId: foreign.id, date: D });
    expect(hidden.statusCode).toBe(404);
    const unknown = await call(coach, "POST", p.workouts, { libraryWorkoutId: "nope", date: D });
    expect(unknown.statusCode).toBe(404);
    expect(await layout(athlete, athlete.id)).toEqual([
      `Library tempo@${D}#0`,
      `${builtIn.name}@${D}#1`,
    ]);
  });

  it("applies the library's rules and exact messages to a typed workout", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const cases: [object, string, string][] = [
      [{ ...run(), method: 3 }, "method", "The Power method is not offered for Running."],
      [{ ...run(), subtype: 200 }, "subtype", "This subtype is not a Running subtype."],
      [{ ...run(), type: 99 }, "type", "Unknown sport type."],
      [{ ...restDay(), method: 1 }, "method", "The Heartrate method is not offered for Rest day."],
      [
        { ...run(), subtype: 103 },
        "steps",
        "A Long Run workout must last between 120 and 180 minutes.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(coach, "POST", p.workouts, { ...body, date: D });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields[field]).toEqual([message]);
    }
    const blank = await call(coach, "POST", p.workouts, { ...run(), name: "", date: D });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(messages.required);
    const badDate = await call(coach, "POST", p.workouts, { ...run(), date: "2031-02-30" });
    expect(badDate.json().error.message).toBe(messages.dateInvalid);
    expect(await storedCount(athlete.id)).toBe(0);
  });

  it("updates content, date and position; deletes", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const first = await create(coach, athlete.id, D, run("First"));
    await create(coach, athlete.id, D, run("Second"));
    const updated = await call(athlete, "PUT", p.workout(first.id), {
      ...run("First, longer"),
      steps: [...run().steps, ...run().steps],
      date: addDays(D, 1),
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ totalDuration: 3600, totalStress: 200 });
    expect(await layout(athlete, athlete.id)).toEqual([
      `Second@${D}#1`,
      `First, longer@${addDays(D, 1)}#0`,
    ]);
    expectStatus(await call(coach, "DELETE", p.workout(first.id)), 204);
    expect((await call(coach, "GET", p.workout(first.id))).statusCode).toBe(404);
    expect((await call(coach, "DELETE", p.workout(first.id))).statusCode).toBe(404);
  });

  it("moves within a day and to another day at a position, and copies", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const a = await create(coach, athlete.id, D, run("A"));
    await create(coach, athlete.id, D, run("B"));
    const c = await create(coach, athlete.id, D, run("C"));
    const d = await create(coach, athlete.id, addDays(D, 1), run("D"));
    expectStatus(await call(coach, "POST", p.move(c.id), { date: D, position: 0 }), 200);
    expect(await layout(athlete, athlete.id)).toEqual([
      `C@${D}#0`,
      `A@${D}#1`,
      `B@${D}#2`,
      `D@${addDays(D, 1)}#0`,
    ]);
    const moved = await call(athlete, "POST", p.move(a.id), { date: addDays(D, 1), position: 0 });
    expect(moved.json()).toMatchObject({ date: addDays(D, 1), position: 0 });
    const copied = await call(coach, "POST", p.copy(d.id), { date: D });
    expectStatus(copied, 201);
    expect(copied.json()).toMatchObject({ name: "D", totalStress: 100 });
    expect(copied.json().id).not.toBe(d.id);
    expect(await layout(athlete, athlete.id)).toEqual([
      `C@${D}#0`,
      `B@${D}#2`,
      `D@${D}#3`,
      `A@${addDays(D, 1)}#0`,
      `D@${addDays(D, 1)}#1`,
    ]);
  });

  it("moves and deletes several workouts at once, all or none", async () => {
    const { athlete, coach, outsider, otherAthlete } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const a = await create(coach, athlete.id, D, run("A"));
    const b = await create(coach, athlete.id, addDays(D, 2), run("B"));
    const stay = await create(coach, athlete.id, addDays(D, 9), run("Stay"));
    const byDays = await call(coach, "POST", p.batch, {
      ids: [a.id, b.id],
      action: "move",
      days: 7,
    });
    expectStatus(byDays, 200);
    expect(byDays.json().ids.sort()).toEqual([a.id, b.id].sort());
    expect(await layout(athlete, athlete.id)).toEqual([
      `A@${addDays(D, 7)}#0`,
      `Stay@${addDays(D, 9)}#0`,
      `B@${addDays(D, 9)}#1`,
    ]);
    const byDate = { ids: [a.id, b.id], action: "move", date: addDays(D, 1) };
    expectStatus(await call(athlete, "POST", p.batch, byDate), 200);
    expect(await layout(athlete, athlete.id)).toEqual([
      `A@${addDays(D, 1)}#0`,
      `B@${addDays(D, 3)}#0`,
      `Stay@${addDays(D, 9)}#0`,
    ]);
    const foreign = await create(outsider, otherAthlete.id, D);
    const mixed = { ids: [a.id, foreign.id], action: "delete" };
    expect((await call(coach, "POST", p.batch, mixed)).statusCode).toBe(404);
    expect(await storedCount(athlete.id)).toBe(3);
    const both = await call(coach, "POST", p.batch, { ids: [a.id, stay.id], action: "delete" });
    expectStatus(both, 200);
    expect(await layout(athlete, athlete.id)).toEqual([`B@${addDays(D, 3)}#0`]);
    const noTarget = await call(coach, "POST", p.batch, { ids: [b.id], action: "move" });
    expect(noTarget.json().error.message).toBe(messages.calendarMoveNeedsTarget);
  });

  it("shifts every workout from a day onward, rest days included", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    await create(coach, athlete.id, D, run("Before"));
    await create(coach, athlete.id, addDays(D, 1), run("From"));
    await create(coach, athlete.id, addDays(D, 3), restDay());
    await create(coach, athlete.id, addDays(D, 4), run("Later"));
    const shifted = await call(coach, "POST", p.shift, { fromDate: addDays(D, 1), days: 2 });
    expectStatus(shifted, 200);
    expect(shifted.json()).toEqual({ moved: 3 });
    expect(await layout(athlete, athlete.id)).toEqual([
      `Before@${D}#0`,
      `From@${addDays(D, 3)}#0`,
      `Rest day@${addDays(D, 5)}#0`,
      `Later@${addDays(D, 6)}#0`,
    ]);
    const back = await call(athlete, "POST", p.shift, { fromDate: addDays(D, 3), days: -3 });
    expectStatus(back, 200);
    expect(await layout(athlete, athlete.id)).toEqual([
      `Before@${D}#0`,
      `From@${D}#1`,
      `Rest day@${addDays(D, 2)}#0`,
      `Later@${addDays(D, 3)}#0`,
    ]);
    const zero = await call(athlete, "POST", p.shift, { fromDate: D, days: 0 });
    expect(zero.json().error.message).toBe(messages.calendarShiftDaysZero);
  });
});

describe("OpenAPI", () => {
  it("documents the calendar routes under the calendar tag", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json();
    const calendarPaths = Object.keys(document.paths).filter((path) => path.includes("calendar"));
    expect(calendarPaths.sort()).toEqual(
      [
        "/api/athlete/{id}/calendar/workouts/",
        "/api/athlete/{id}/calendar/workouts/batch/",
        "/api/athlete/{id}/calendar/workouts/{workoutId}/",
        "/api/athlete/{id}/calendar/workouts/{workoutId}/move/",
        "/api/athlete/{id}/calendar/workouts/{workoutId}/copy/",
        "/api/athlete/{id}/calendar/shift/",
        "/api/athlete/{id}/calendar/races/",
        "/api/athlete/{id}/calendar/races/{raceId}/",
        "/api/athlete/{id}/calendar/unavailability/",
        "/api/athlete/{id}/calendar/unavailability/{unavailabilityId}/",
        "/api/athlete/{id}/calendar/feed/",
        "/api/calendar/feed/{file}",
      ].sort(),
    );
    for (const path of calendarPaths) {
      for (const operation of Object.values(document.paths[path]) as { tags: string[] }[]) {
        expect(operation.tags).toEqual(["calendar"]);
      }
    }
  });
});
