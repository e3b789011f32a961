import {
  MacrocycleResponseSchema,
  type MacrocycleWeek,
  SaveMacrocycleResponseSchema,
} from "@coach/shared/macrocycle/macrocycle.schemas";
import { messages } from "@coach/shared/validation/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarPeople, caller, expectStatus, type Person } from "../../../test/calendar-support";
import { insertActivity, insertPlanned } from "../../../test/performance-support";
import { recordQueries } from "../../../test/record-queries";
import { createTestApp, type TestContext } from "../../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);

const path = (athleteId: number) => `/api/athlete/${athleteId}/macrocycle/`;
const range = (athleteId: number, startDate: string, endDate: string) =>
  `${path(athleteId)}?startDate=${startDate}&endDate=${endDate}`;
const week = (weekStart: string, fields: object = {}) => ({
  weekStart,
  phase: "Base 1",
  targetStress: 400,
  note: "",
  ...fields,
});

async function weeksOf(person: Person, athleteId: number, start: string, end: string) {
  const response = await call(person, "GET", range(athleteId, start, end));
  expectStatus(response, 200);
  return MacrocycleResponseSchema.parse(response.json()).weeks as MacrocycleWeek[];
}

describe("who may read and plan an athlete's season", () => {
  it("coaches who can see the athlete; the athlete gets 403, others 404, no token 401", async () => {
    const { athlete, coach, owner, outsider, otherOwner, otherAthlete } = await calendarPeople(ctx);
    const get = range(athlete.id, "2026-01-05", "2026-01-11");
    const body = { weeks: [week("2026-01-05")] };
    for (const person of [coach, owner]) {
      expectStatus(await call(person, "GET", get), 200);
      expectStatus(await call(person, "PUT", path(athlete.id), body), 200);
    }
    for (const [method, payload] of [
      ["GET", undefined],
      ["PUT", body],
    ] as const) {
      const target = method === "GET" ? get : path(athlete.id);
      const own = await call(athlete, method, target, payload);
      expectStatus(own, 403);
      expect(own.json()).toEqual({ detail: messages.permissionDenied });
      for (const person of [outsider, otherOwner, otherAthlete]) {
        expectStatus(await call(person, method, target, payload), 404);
      }
      expectStatus(await call(null, method, target, payload), 401);
    }
    // Nobody refused changed anything: the owner's save is the last one.
    const [saved] = await weeksOf(coach, athlete.id, "2026-01-05", "2026-01-11");
    expect(saved).toMatchObject({ phase: "Base 1", targetStress: 400 });
    // A coach may plan their own season.
    expectStatus(await call(coach, "PUT", path(coach.id), body), 200);
  });
});

describe("the season", () => {
  it("lists every week of the range, null where nothing is planned", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    // Wednesday to the next Tuesday: the two weeks holding them.
    const weeks = await weeksOf(coach, athlete.id, "2026-01-07", "2026-01-13");
    expect(weeks).toEqual([
      {
        weekStart: "2026-01-05",
        phase: null,
        targetStress: null,
        note: "",
        plannedStress: 0,
        completedStress: 0,
        // No plan saved: version 0.
        version: 0,
      },
      {
        weekStart: "2026-01-12",
        phase: null,
        targetStress: null,
        note: "",
        plannedStress: 0,
        completedStress: 0,
        // No plan saved: version 0.
        version: 0,
      },
    ]);
  });

  it("upserts weeks, clears a week sent without a phase, and sums planned and completed stress", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    // Week of 2 March 2026: planned 60 + 40 (Monday and Sunday), done 55 + 30 (one without stress).
    await insertPlanned(ctx, athlete.id, "2026-03-02", 60);
    await insertPlanned(ctx, athlete.id, "2026-03-08", 40);
    await insertPlanned(ctx, athlete.id, "2026-03-09", 70);
    await insertActivity(ctx, athlete.id, { date: "2026-03-02", stress: 55 });
    await insertActivity(ctx, athlete.id, { date: "2026-03-08", stress: 30 });
    await insertActivity(ctx, athlete.id, { date: "2026-03-08", stress: null });
    await insertActivity(ctx, athlete.id, { date: "2026-03-01", stress: 999 });

    const first = await call(coach, "PUT", path(athlete.id), {
      weeks: [
        week("2026-03-02", { phase: "Build 2", targetStress: 500, note: " Camp " }),
        week("2026-03-09", { phase: "Rest", targetStress: 200 }),
      ],
    });
    expectStatus(first, 200);
    const answer = SaveMacrocycleResponseSchema.parse(first.json());
    expect(answer.message).toBe(messages.macrocycleSaved);
    expect(answer.weeks).toEqual([
      {
        weekStart: "2026-03-02",
        phase: "Build 2",
        targetStress: 500,
        note: "Camp",
        plannedStress: 100,
        completedStress: 85,
        // Saved once.
        version: 1,
      },
      {
        weekStart: "2026-03-09",
        phase: "Rest",
        targetStress: 200,
        note: "",
        plannedStress: 70,
        completedStress: 0,
        version: 1,
      },
    ]);

    const second = await call(coach, "PUT", path(athlete.id), {
      weeks: [
        week("2026-03-02", { phase: "Peak", targetStress: 450 }),
        week("2026-03-09", { phase: null }),
      ],
    });
    expectStatus(second, 200);
    const weeks = await weeksOf(coach, athlete.id, "2026-02-23", "2026-03-15");
    expect(weeks.map((w) => [w.weekStart, w.phase, w.targetStress, w.note])).toEqual([
      ["2026-02-23", null, null, ""],
      ["2026-03-02", "Peak", 450, ""],
      ["2026-03-09", null, null, ""],
    ]);
    expect(weeks[0]!.completedStress).toBe(999);
  });

  it("refuses weeks that do not start on Monday, bad targets and repeated weeks", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    const refused = async (weeks: object[], message: string) => {
      const response = await call(coach, "PUT", path(athlete.id), { weeks });
      expectStatus(response, 400);
      expect(response.json().error.message).toBe(message);
    };
    await refused([week("2026-03-03")], messages.macrocycleWeekNotMonday);
    await refused([week("2026-03-02", { targetStress: 3001 })], messages.macrocycleTargetRange);
    await refused([week("2026-03-02", { targetStress: -5 })], messages.macrocycleTargetRange);
    await refused([week("2026-03-02"), week("2026-03-02")], messages.macrocycleWeekRepeated);
    const badPhase = await call(coach, "PUT", path(athlete.id), {
      weeks: [week("2026-03-02", { phase: "Custom" })],
    });
    expectStatus(badPhase, 400);
    const reversed = await call(coach, "GET", range(athlete.id, "2026-03-09", "2026-03-02"));
    expect(reversed.json().error.message).toBe(messages.dateRangeOrder);
    const tooLong = await call(coach, "GET", range(athlete.id, "2026-01-01", "2028-01-01"));
    expect(tooLong.json().error.message).toBe(messages.macrocycleRangeTooLong);
    expect(await weeksOf(coach, athlete.id, "2026-03-02", "2026-03-02")).toMatchObject([
      { phase: null },
    ]);
  });

  it("reads a half-year in as many queries as a week", async () => {
    const { athlete, coach } = await calendarPeople(ctx);
    await weeksOf(coach, athlete.id, "2026-01-05", "2026-01-11"); // signs in first
    const one = await recordQueries(ctx.db, () =>
      weeksOf(coach, athlete.id, "2026-01-05", "2026-01-11"),
    );
    const weeks = Array.from({ length: 26 }, (_, index) => {
      const monday = new Date(Date.UTC(2026, 0, 5 + index * 7)).toISOString().slice(0, 10);
      return week(monday, { targetStress: 300 + index });
    });
    expectStatus(await call(coach, "PUT", path(athlete.id), { weeks }), 200);
    const many = await recordQueries(ctx.db, () =>
      weeksOf(coach, athlete.id, "2026-01-05", "2026-07-05"),
    );
    expect(many.length).toBe(one.length);
  });
});

describe("season saves that present the weeks' versions (decision 083)", () => {
  it("let one of 50 simultaneous saves of a new week win; the others get 409 and the winner", async () => {
    const { athlete, coach, owner } = await calendarPeople(ctx);
    // The week had no plan when both pages loaded it: version 0.
    const editors = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? { person: coach, name: "Coach Tester" }
        : { person: owner, name: "Owner Tester" },
    );
    const answers = await Promise.all(
      editors.map(({ person }, index) =>
        call(person, "PUT", path(athlete.id), {
          weeks: [week("2026-03-02", { targetStress: 300 + index, version: 0 })],
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winnerIndex = statuses.indexOf(200);
    const won = answers[winnerIndex]!.json().weeks;
    expect(won).toEqual([
      expect.objectContaining({
        weekStart: "2026-03-02",
        targetStress: 300 + winnerIndex,
        version: 1,
      }),
    ]);
    for (const answer of answers.filter((_, index) => index !== winnerIndex)) {
      expect(answer.json()).toEqual({
        code: "conflict",
        detail: `This was changed by ${editors[winnerIndex]!.name} meanwhile`,
        changedBy: { id: editors[winnerIndex]!.person.id, name: editors[winnerIndex]!.name },
        current: { weeks: won },
      });
    }
    expect(await weeksOf(coach, athlete.id, "2026-03-02", "2026-03-08")).toEqual(won);
  });

  it("refuse a whole save when one week is stale, and save it with the current versions", async () => {
    const { athlete, coach, owner } = await calendarPeople(ctx);
    const first = await call(coach, "PUT", path(athlete.id), {
      weeks: [week("2026-03-02", { version: 0 }), week("2026-03-09", { version: 0 })],
    });
    expectStatus(first, 200);
    expectStatus(
      await call(owner, "PUT", path(athlete.id), {
        weeks: [week("2026-03-09", { phase: null, version: 1 })],
      }),
      200,
    );
    // The coach's page still holds both weeks at version 1; the second was cleared meanwhile.
    const mine = [
      week("2026-03-02", { targetStress: 450, version: 1 }),
      week("2026-03-09", { targetStress: 150, version: 1 }),
    ];
    const stale = await call(coach, "PUT", path(athlete.id), { weeks: mine });
    expectStatus(stale, 409);
    // A cleared week keeps no row, so who cleared it is not known.
    expect(stale.json().detail).toBe("This was changed by someone else meanwhile");
    expect(stale.json().current.weeks.map((w: { version: number }) => w.version)).toEqual([1, 0]);
    const [kept] = await weeksOf(coach, athlete.id, "2026-03-02", "2026-03-08");
    expect(kept).toMatchObject({ targetStress: 400, version: 1 });
    const overwrite = await call(coach, "PUT", path(athlete.id), {
      weeks: [mine[0], { ...mine[1], version: 0 }],
    });
    expectStatus(overwrite, 200);
    expect(overwrite.json().weeks.map((w: { targetStress: number }) => w.targetStress)).toEqual([
      450, 150,
    ]);
  });
});
