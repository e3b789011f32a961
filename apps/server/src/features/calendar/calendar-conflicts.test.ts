import type { CalendarWorkout } from "@coach/shared/calendar/calendar.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  calendarCalls,
  calendarPeople,
  caller,
  expectStatus,
  fixedPowerRide,
  type Person,
  paths,
  todayInZone,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";

/** Versions of calendar workouts and the lock order of calendar and zone writes (decision 083). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const { create } = calendarCalls(() => ctx, call);

describe("calendar workout edits that present a version", () => {
  it("let one of 50 simultaneous edits of version 1 win; the 49 others get 409 and the winner", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const date = addDays(todayInZone("UTC"), 1);
    const workout = await create(coach, athlete.id, date, fixedPowerRide());
    expect(workout.version).toBe(1);
    const p = paths(athlete.id);
    const editors: { person: Person; name: string }[] = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? { person: athlete, name: "Athlete Tester" }
        : { person: coach, name: "Coach Tester" },
    );
    const answers = await Promise.all(
      editors.map(({ person }, index) =>
        call(person, "PUT", p.workout(workout.id), {
          ...fixedPowerRide(`Ride ${index}`),
          date,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const winner = editors[winnerIndex]!;
    const won = answers[winnerIndex]!.json() as CalendarWorkout;
    expect(won).toMatchObject({ name: `Ride ${winnerIndex}`, version: 2 });
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toEqual({
        code: "conflict",
        detail: `This was changed by ${winner.name} meanwhile`,
        changedBy: { id: winner.person.id, name: winner.name },
        current: won,
      });
    }
    // The one acknowledged edit is the stored one.
    const stored = await call(coach, "GET", p.workout(workout.id));
    expect(stored.json()).toEqual(won);
  });

  it("count a move as a change: an edit loaded before it is refused, naming the mover", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const today = todayInZone("UTC");
    const workout = await create(athlete, athlete.id, addDays(today, 1), fixedPowerRide());
    const p = paths(athlete.id);
    const moved = await call(coach, "POST", p.move(workout.id), { date: addDays(today, 2) });
    expectStatus(moved, 200);
    expect(moved.json().version).toBe(2);
    const edit = { ...fixedPowerRide("Renamed"), date: addDays(today, 1), version: 1 };
    const stale = await call(athlete, "PUT", p.workout(workout.id), edit);
    expectStatus(stale, 409);
    expect(stale.json().detail).toBe("This was changed by Coach Tester meanwhile");
    expect(stale.json().current).toMatchObject({ date: addDays(today, 2), version: 2 });
    // Overwrite: the same edit with the version of the 409's current state.
    const overwrite = await call(athlete, "PUT", p.workout(workout.id), { ...edit, version: 2 });
    expectStatus(overwrite, 200);
    expect(overwrite.json()).toMatchObject({
      name: "Renamed",
      date: addDays(today, 1),
      version: 3,
    });
  });

  it("take edits without a version (the spec's client): the last one stands", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const date = addDays(todayInZone("UTC"), 1);
    const workout = await create(coach, athlete.id, date, fixedPowerRide());
    const p = paths(athlete.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(index % 2 === 0 ? athlete : coach, "PUT", p.workout(workout.id), {
          ...fixedPowerRide(`Ride ${index}`),
          date,
        }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 200);
    // Ten edits after version 1, one at a time: versions 2 to 11, none lost.
    const versions = answers.map((answer) => answer.json().version).sort((a, b) => a - b);
    expect(versions).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const last = answers.find((answer) => answer.json().version === 11)!.json();
    expect((await call(coach, "GET", p.workout(workout.id))).json()).toEqual(last);
  });
});

describe("zone writes racing multi-workout calendar writes", () => {
  it("answer no 500 (no deadlock) to 5 rounds of 25 zone updates racing 25 shifts and batch moves", async () => {
    const { athlete } = await calendarPeople(ctx);
    const today = todayInZone("UTC");
    const p = paths(athlete.id);
    // 120 rides over 40 days from tomorrow, three a day: every zone update recomputes them all,
    // and every shift or batch move moves them all. Made latest first, so that the order a
    // zone update reads them in (the table's) is not the order a shift does (by date).
    const ids: number[] = [];
    for (let day = 40; day >= 1; day--) {
      for (let index = 0; index < 3; index++) {
        ids.push((await create(athlete, athlete.id, addDays(today, day), fixedPowerRide())).id);
      }
    }
    const cycling = (ftpW: number) => {
      const methods = defaultAccountZones().cyclingMethods;
      methods.power.threshold = ftpW;
      return methods;
    };
    const failures: string[] = [];
    for (let round = 0; round < 5; round++) {
      // Each round moves the rides one day later, then back: they end where they started.
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, index) => {
          const days = index % 4 < 2 ? 1 : -1;
          return [
            call(athlete, "POST", "/api/athlete/zones/", {
              methodType: "cyclingMethods",
              data: cycling(200 + round * 25 + index),
            }),
            index % 2 === 0
              ? call(athlete, "POST", p.shift, { fromDate: addDays(today, 1), days })
              : call(athlete, "POST", p.batch, { ids: [...ids].reverse(), action: "move", days }),
          ];
        }).flat(),
      );
      for (const answer of answers) if (answer.statusCode !== 200) failures.push(answer.body);
    }
    expect(failures).toEqual([]);
    const rides = await call(athlete, "GET", p.range(addDays(today, -5), addDays(today, 50)));
    expect(rides.json().workouts).toHaveLength(120);
    // 250 requests over 120 rows, against the other test files running beside it: what it
    // proves is the absence of 500s, not a speed.
  }, 60_000);
});

describe("race and unavailability edits that present a version", () => {
  it("refuse a stale race edit with the current race and its editor; Overwrite then saves", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const date = addDays(todayInZone("UTC"), 30);
    const created = await call(athlete, "POST", p.races, { date, name: "City 10K", priority: "B" });
    expectStatus(created, 201);
    const race = created.json();
    expect(race.version).toBe(1);
    const theirs = await call(coach, "PUT", p.race(race.id), {
      date,
      name: "City 10K",
      priority: "A",
      version: 1,
    });
    expectStatus(theirs, 200);
    expect(theirs.json()).toMatchObject({ priority: "A", version: 2 });
    const mine = { date, name: "City 10 km", priority: "B", version: 1 };
    const stale = await call(athlete, "PUT", p.race(race.id), mine);
    expectStatus(stale, 409);
    expect(stale.json()).toEqual({
      code: "conflict",
      detail: "This was changed by Coach Tester meanwhile",
      changedBy: { id: coach.id, name: "Coach Tester" },
      current: theirs.json(),
    });
    const overwrite = await call(athlete, "PUT", p.race(race.id), { ...mine, version: 2 });
    expectStatus(overwrite, 200);
    expect(overwrite.json()).toMatchObject({ name: "City 10 km", priority: "B", version: 3 });
    // Without a version (the spec's client), the write stands whatever the version.
    const plain = await call(coach, "PUT", p.race(race.id), { date, name: "Spring 10K" });
    expectStatus(plain, 200);
    expect(plain.json()).toMatchObject({ name: "Spring 10K", version: 4 });
  });

  it("let one of 50 simultaneous unavailability edits of version 1 win", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const p = paths(athlete.id);
    const startDate = addDays(todayInZone("UTC"), 5);
    const created = await call(athlete, "POST", p.unavailability, {
      startDate,
      endDate: startDate,
      reason: "Travel",
    });
    expectStatus(created, 201);
    const id = created.json().id;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(index % 2 === 0 ? athlete : coach, "PUT", p.unavailable(id), {
          startDate,
          endDate: startDate,
          reason: `Trip ${index}`,
          version: 1,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const won = answers[winnerIndex]!.json();
    expect(won).toMatchObject({ reason: `Trip ${winnerIndex}`, version: 2 });
    const name = winnerIndex % 2 === 0 ? "Athlete Tester" : "Coach Tester";
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toMatchObject({ detail: `This was changed by ${name} meanwhile` });
      expect(answer.json().current).toEqual(won);
    }
    const stored = await call(coach, "GET", p.unavailability);
    expect(stored.json().items).toEqual([won]);
  });
});
