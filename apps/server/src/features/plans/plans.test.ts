import { PlanSchema } from "@coach/shared/plans/plan.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  caller,
  expectStatus,
  fixedPowerRide,
  run,
  todayInZone,
} from "../../../test/calendar-support";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { activities, users } from "../../db/schema";
import {
  APPLY,
  BASE,
  forbidden,
  planBody,
  planCalls,
  planPeople,
  planWorkout,
  REMOVE,
  SHIFT,
  threeWeeks,
  UPDATE,
  week,
} from "./plans-test-support";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const call = caller(() => ctx);
const { createPlan, apply, planWorkoutsOf, layoutOf, assignmentsOf } = planCalls(() => ctx, call);

describe("plan routes for an athlete", () => {
  it("refuses every route with 403, and 401 without a token", async () => {
    const { coach, ann } = await planPeople(ctx);
    const plan = await createPlan(coach);
    const calls: [string, string, object?][] = [
      ["GET", BASE],
      ["GET", `${BASE}?id=${plan.id}`],
      ["POST", BASE, planBody()],
      ["PUT", BASE, { ...planBody(), id: plan.id }],
      ["DELETE", BASE, { planId: plan.id }],
      [
        "POST",
        APPLY,
        { planId: plan.id, athletes: [ann.id], startDates: { [ann.id]: "2040-01-02" } },
      ],
      ["POST", REMOVE, { planId: plan.id, entries: [{ assignmentId: 1 }] }],
      ["POST", UPDATE, { planId: plan.id, entries: [{ assignmentId: 1 }] }],
      ["POST", SHIFT, { assignmentId: 1, days: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(ann, method as "GET", url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(forbidden);
      expect((await call(null, method as "GET", url, payload)).statusCode).toBe(401);
    }
    expect(await assignmentsOf(plan.id)).toHaveLength(0);
  });
});

describe("a coach's own plans", () => {
  it("creates, lists, reads, updates and deletes them with the exact messages", async () => {
    const { coach } = await planPeople(ctx);
    const created = await call(coach, "POST", BASE, {
      ...planBody(" Base block "),
      structure: [week("Run", "R", "", "", "", "", ""), week("", "", "", "", "", "", "")],
      workoutsCount: 99,
      days: 99,
      periodization: {
        type: "Custom",
        emphasis: "Base",
        recovery: "3-1",
        weeks: [{ phase: "Base 1" }, { phase: "Base 2", isRecovery: true }, { phase: "Peak" }],
      },
    });
    expectStatus(created, 201);
    const { message, plan } = created.json();
    expect(message).toBe("Plan saved successfully");
    expect(PlanSchema.parse(plan)).toEqual(plan);
    expect(plan).toMatchObject({
      title: "Base block",
      name: "Base block",
      notes: "Keep it easy.",
      weeks: 2,
      workoutsCount: 1,
      days: 1,
      ownerId: coach.id,
      ownerName: "Cora Lane",
      canEdit: true,
      meta: { sports: [1], weeks: 2, workoutsCount: 1, days: 1 },
      assigned: {},
      weeklyStress: [100, 0],
    });
    // Step stress is the server's (the body said 999 per step).
    expect(plan.structure[0][0].workouts[0].totalStress).toBe(100);
    expect(
      plan.structure[0][0].workouts[0].steps.map((step: { stress: number }) => step.stress),
    ).toEqual([20, 80]);
    // The periodization keeps one entry per week of the plan.
    expect(plan.periodization.weeks.map((entry: { phase: string }) => entry.phase)).toEqual([
      "Base 1",
      "Base 2",
    ]);

    const list = await call(coach, "GET", BASE);
    expectStatus(list, 200);
    expect(list.json().plans).toEqual([
      expect.objectContaining({
        id: plan.id,
        title: "Base block",
        weeks: 2,
        workoutsCount: 1,
        updatedOn: plan.updatedOn,
      }),
    ]);
    expect(list.json().plans[0].structure).toBeUndefined();

    const read = await call(coach, "GET", `${BASE}?id=${plan.id}`);
    expectStatus(read, 200);
    expect(read.json()).toEqual(plan);

    const updated = await call(coach, "PUT", BASE, {
      id: plan.id,
      title: "Build block",
      notes: "",
      workouts: [week("Run", "", "", "Ride", "", "", "")],
    });
    expectStatus(updated, 200);
    expect(updated.json().message).toBe("Plan saved successfully");
    expect(updated.json().plan).toMatchObject({
      id: plan.id,
      title: "Build block",
      weeks: 1,
      workoutsCount: 2,
      days: 2,
      periodization: null,
    });

    const deleted = await call(coach, "DELETE", BASE, { planId: plan.id });
    expectStatus(deleted, 200);
    expect(deleted.json()).toEqual({ message: "Plan deleted successfully." });
    expect((await call(coach, "GET", `${BASE}?id=${plan.id}`)).statusCode).toBe(404);
    expect((await call(coach, "GET", BASE)).json().plans).toEqual([]);
  });

  it("lists a plan's sports without strength and with triathlon expanded", async () => {
    const { coach } = await planPeople(ctx);
    const strength = { ...run("Gym"), type: 4, subtype: null, method: null, steps: [] };
    const triathlon = { ...run("Brick"), type: 40, subtype: null, method: null, steps: [] };
    const structure = [week("", "", "", "", "", "", "")];
    structure[0]![0]!.workouts = [planWorkout(fixedPowerRide()), planWorkout(strength)];
    structure[0]![1]!.workouts = [planWorkout(triathlon)];
    const response = await call(coach, "POST", BASE, planBody("Mixed", structure));
    expectStatus(response, 201);
    const list = (await call(coach, "GET", BASE)).json().plans;
    expect(list[0].meta.sports).toEqual([2, 3, 1]);
    expect(response.json().plan.meta.sports).toEqual([2, 3, 1]);
  });

  it.each([
    [{ ...planBody(""), title: "" }, "title", "Plan name cannot be blank."],
    [{ ...planBody(), title: "   " }, "title", "Plan name cannot be blank."],
    [{ title: "No weeks", notes: "" }, "structure", "A plan without weeks cannot be saved."],
    [{ ...planBody(), structure: [] }, "structure", "A plan without weeks cannot be saved."],
  ])("refuses %j", async (body, field, text) => {
    const { coach } = await planPeople(ctx);
    const response = await call(coach, "POST", BASE, body);
    expectStatus(response, 400);
    expect(response.json().error.message).toBe(text);
    expect(response.json().fields[field]).toEqual([text]);
  });

  it("refuses a rest day holding a workout and a workout the library would refuse", async () => {
    const { coach } = await planPeople(ctx);
    const rest = threeWeeks();
    rest[0]![1]!.workouts = [planWorkout(run())];
    const restDay = await call(coach, "POST", BASE, planBody("T", rest));
    expectStatus(restDay, 400);
    expect(restDay.json().error.message).toBe("Cannot add a workout there a rest day is declared");

    const bad = threeWeeks();
    bad[1]![1]!.workouts[1] = planWorkout({ ...run(), method: 3 });
    const method = await call(coach, "POST", BASE, planBody("T", bad));
    expectStatus(method, 400);
    expect(method.json().fields).toEqual({
      "structure.1.1.workouts.1.method": ["The Power method is not offered for Running."],
    });
    expect((await call(coach, "GET", BASE)).json().plans).toEqual([]);
  });

  it("needs an id to update with PUT", async () => {
    const { coach } = await planPeople(ctx);
    const response = await call(coach, "PUT", BASE, planBody());
    expectStatus(response, 400);
    expect(Object.keys(response.json().fields)).toEqual(["id"]);
  });
});

describe("plans across a business", () => {
  it("are read and applied by colleagues, changed only by the owner of the plan or the business", async () => {
    const { coach, colleague, colleagueAthlete, owner, ann } = await planPeople(ctx);
    const plan = await createPlan(coach);

    const list = (await call(colleague, "GET", BASE)).json().plans;
    expect(list.map((card: { id: number; canEdit: boolean }) => [card.id, card.canEdit])).toEqual([
      [plan.id, false],
    ]);
    expectStatus(await call(colleague, "GET", `${BASE}?id=${plan.id}`), 200);

    for (const [method, payload] of [
      ["PUT", { ...planBody("Mine now"), id: plan.id }],
      ["POST", { ...planBody("Mine now"), id: plan.id }],
      ["DELETE", { planId: plan.id }],
    ] as const) {
      const response = await call(colleague, method, BASE, payload);
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }

    // The colleague applies it to their own athlete, not to the coach's.
    const applied = await apply(colleague, {
      planId: plan.id,
      athletes: [colleagueAthlete.id],
      startDates: { [colleagueAthlete.id]: "2040-01-02" },
    });
    expect(applied.assignments).toHaveLength(1);
    const refused = await call(colleague, "POST", APPLY, {
      planId: plan.id,
      athletes: [ann.id],
      startDates: { [ann.id]: "2040-01-02" },
    });
    expectStatus(refused, 404);
    expect(await planWorkoutsOf([ann.id])).toEqual([]);

    // Each sees only the assignments of athletes they may see; the owner sees both.
    await apply(coach, {
      planId: plan.id,
      athletes: [ann.id],
      startDates: { [ann.id]: "2040-01-09" },
    });
    const athletesIn = async (person: typeof coach) =>
      Object.values((await call(person, "GET", `${BASE}?id=${plan.id}`)).json().assigned)
        .map((row) => (row as { athleteId: number }).athleteId)
        .sort();
    expect(await athletesIn(colleague)).toEqual([colleagueAthlete.id]);
    expect(await athletesIn(coach)).toEqual([ann.id]);
    expect(await athletesIn(owner)).toEqual([ann.id, colleagueAthlete.id].sort());

    const ownerSaved = await call(owner, "PUT", BASE, { ...planBody("Owner's edit"), id: plan.id });
    expectStatus(ownerSaved, 200);
    expect(ownerSaved.json().plan).toMatchObject({
      title: "Owner's edit",
      ownerId: coach.id,
      canEdit: true,
    });
    expectStatus(await call(owner, "DELETE", BASE, { planId: plan.id }), 200);
  });

  it("are hidden from other businesses (404)", async () => {
    const { coach, outsider, outsiderAthlete, otherOwner } = await planPeople(ctx);
    const plan = await createPlan(coach);
    for (const person of [outsider, otherOwner]) {
      expect((await call(person, "GET", BASE)).json().plans).toEqual([]);
      const calls: [string, string, object?][] = [
        ["GET", `${BASE}?id=${plan.id}`],
        ["PUT", BASE, { ...planBody(), id: plan.id }],
        ["DELETE", BASE, { planId: plan.id }],
        [
          "POST",
          APPLY,
          {
            planId: plan.id,
            athletes: [outsiderAthlete.id],
            startDates: { [outsiderAthlete.id]: "2040-01-02" },
          },
        ],
        ["POST", REMOVE, { planId: plan.id, entries: ["1_1"] }],
        ["POST", UPDATE, { planId: plan.id, entries: ["1_1"] }],
      ];
      for (const [method, url, payload] of calls) {
        expect(
          (await call(person, method as "GET", url, payload)).statusCode,
          `${method} ${url}`,
        ).toBe(404);
      }
    }
    expect(await planWorkoutsOf([outsiderAthlete.id])).toEqual([]);
    for (const id of ["abc", "0", "99999999999"]) {
      expect((await call(coach, "GET", `${BASE}?id=${id}`)).statusCode).toBe(404);
    }
  });
});

describe("applying a plan", () => {
  it("puts day d of week w on start + 7w + d for each athlete, with rest days", async () => {
    const { coach, ann, bob } = await planPeople(ctx);
    const plan = await createPlan(coach);
    // Bob already has a workout on the first day: the plan's go after it.
    await call(coach, "POST", `/api/athlete/${bob.id}/calendar/workouts/`, {
      ...run("Own run"),
      date: "2040-03-07",
    });
    const answer = await apply(coach, {
      planId: String(plan.id),
      athletes: [ann.id, String(bob.id)],
      startDates: { [ann.id]: "2040-03-05", [bob.id]: "2040-03-07" },
    });
    expect(answer.message).toBe("Plan successfully applied");
    expect(answer.assignments).toEqual([
      expect.objectContaining({
        athleteId: ann.id,
        athleteName: "Ann Runner",
        s: "2040-03-05",
        e: "2040-03-25",
        status: "pending",
        planId: plan.id,
        workoutsCount: 11,
      }),
      expect.objectContaining({
        athleteId: bob.id,
        athleteName: "Bob Rider",
        s: "2040-03-07",
        e: "2040-03-27",
        status: "pending",
        workoutsCount: 11,
      }),
    ]);
    const expected = (start: string) => [
      `A1@${start}`,
      `Rest day@${addDays(start, 1)}`,
      `A3@${addDays(start, 2)}`,
      `A7@${addDays(start, 6)}`,
      `B2@${addDays(start, 8)}`,
      `B2b@${addDays(start, 8)}`,
      `Rest day@${addDays(start, 10)}`,
      `C1@${addDays(start, 14)}`,
      `C5@${addDays(start, 18)}`,
      `Rest day@${addDays(start, 19)}`,
      `C7@${addDays(start, 20)}`,
    ];
    expect(await layoutOf(ann.id)).toEqual(expected("2040-03-05"));
    expect(await layoutOf(bob.id)).toEqual(["Own run@2040-03-07", ...expected("2040-03-07")]);

    const rows = await planWorkoutsOf([ann.id, bob.id]);
    const bobFirstDay = rows.filter((row) => row.athleteId === bob.id && row.date === "2040-03-07");
    expect(bobFirstDay.map((row) => [row.name, row.position])).toEqual([
      ["Own run", 0],
      ["A1", 1],
    ]);
    const b2 = rows.filter((row) => row.athleteId === ann.id && row.date === "2040-03-13");
    expect(b2.map((row) => [row.name, row.position])).toEqual([
      ["B2", 0],
      ["B2b", 1],
    ]);
    for (const assignment of answer.assignments) {
      const own = rows.filter((row) => row.planAssignmentId === assignment.assignmentId);
      expect(own).toHaveLength(11);
      expect(
        own.every((row) => row.athleteId === assignment.athleteId && row.createdBy === coach.id),
      ).toBe(true);
    }
    expect(rows.find((row) => row.name === "A1")).toMatchObject({
      type: 1,
      totalStress: 100,
      totalDuration: 1800,
    });

    // The calendar shows them, linked to their assignment.
    const range = await call(
      coach,
      "GET",
      `/api/athlete/${ann.id}/calendar/workouts/?startDate=2040-03-01&endDate=2040-03-31&athlete=${ann.id}`,
    );
    expect(
      range
        .json()
        .workouts.map((workout: { planAssignmentId: number }) => workout.planAssignmentId),
    ).toEqual(Array(11).fill(answer.assignments[0]!.assignmentId));

    const assigned = (await call(coach, "GET", `${BASE}?id=${plan.id}`)).json().assigned;
    expect(assigned).toEqual({
      [`${ann.id}_${answer.assignments[0]!.assignmentId}`]: {
        s: "2040-03-05",
        e: "2040-03-25",
        athleteId: ann.id,
        athleteName: "Ann Runner",
        assignmentId: answer.assignments[0]!.assignmentId,
        status: "pending",
      },
      [`${bob.id}_${answer.assignments[1]!.assignmentId}`]: expect.objectContaining({
        s: "2040-03-07",
        e: "2040-03-27",
      }),
    });
  });

  it("ends the plan on a race day with endDates", async () => {
    const { coach, ann, bob } = await planPeople(ctx);
    const plan = await createPlan(coach);
    const answer = await apply(coach, {
      planId: plan.id,
      athletes: [ann.id, bob.id],
      startDates: { [bob.id]: "2040-05-01" },
      endDates: { [ann.id]: "2040-06-01" },
    });
    expect(answer.assignments.map((row) => [row.s, row.e])).toEqual([
      ["2040-05-12", "2040-06-01"],
      ["2040-05-01", "2040-05-21"],
    ]);
    expect((await layoutOf(ann.id)).at(-1)).toBe("C7@2040-06-01");

    const both = await call(coach, "POST", APPLY, {
      planId: plan.id,
      athletes: [ann.id],
      startDates: { [ann.id]: "2040-05-01" },
      endDates: { [ann.id]: "2040-06-01" },
    });
    expectStatus(both, 400);
    expect(both.json().error.message).toBe(
      "Give each athlete a start date or an end date, not both.",
    );
    const none = await call(coach, "POST", APPLY, {
      planId: plan.id,
      athletes: [ann.id],
      startDates: {},
    });
    expectStatus(none, 400);
    expect(none.json().error.message).toBe("This field is required");
    const nobody = await call(coach, "POST", APPLY, {
      planId: plan.id,
      athletes: [],
      startDates: {},
    });
    expect(nobody.json().error.message).toBe("Select at least one athlete");
  });

  it("creates nothing when one athlete is not the caller's", async () => {
    const { coach, ann, outsiderAthlete, colleagueAthlete } = await planPeople(ctx);
    const plan = await createPlan(coach);
    for (const stranger of [outsiderAthlete.id, colleagueAthlete.id, 987654321]) {
      const response = await call(coach, "POST", APPLY, {
        planId: plan.id,
        athletes: [ann.id, stranger],
        startDates: { [ann.id]: "2040-01-02", [stranger]: "2040-01-02" },
      });
      expectStatus(response, 404);
    }
    expect(await planWorkoutsOf([ann.id, outsiderAthlete.id, colleagueAthlete.id])).toEqual([]);
    expect(await assignmentsOf(plan.id)).toEqual([]);
    expect(
      (
        await call(coach, "POST", APPLY, {
          planId: 987654,
          athletes: [ann.id],
          startDates: { [ann.id]: "2040-01-02" },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("removing, updating and shifting an assigned plan", () => {
  /** A plan applied so that its first week is past: 3 workouts before today, the rest from today. */
  async function appliedAcrossToday() {
    const people = await planPeople(ctx);
    const today = todayInZone("UTC");
    const plan = await createPlan(people.coach);
    const start = addDays(today, -8); // week 2 day 1 is yesterday: A1, A3, A7 and B2, B2b past
    const answer = await apply(people.coach, {
      planId: plan.id,
      athletes: [people.ann.id, people.bob.id],
      startDates: { [people.ann.id]: start, [people.bob.id]: start },
    });
    return { ...people, plan, today, start, assignments: answer.assignments };
  }

  it("removes the incomplete workouts and keeps the completed ones", async () => {
    const { coach, ann, bob, plan, today, assignments } = await appliedAcrossToday();
    const before = await planWorkoutsOf([ann.id]);
    const past = before.filter((row) => row.date < today);
    expect(past.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(past.length);

    const response = await call(coach, "POST", REMOVE, {
      planId: plan.id,
      entries: [assignments[0]!.key],
    });
    expectStatus(response, 200);
    expect(response.json()).toMatchObject({
      removed: before.length - past.length,
      kept: past.length,
      created: 0,
    });
    const after = await planWorkoutsOf([ann.id]);
    expect(after.map((row) => row.id)).toEqual(past.map((row) => row.id));
    expect(after.every((row) => row.planAssignmentId === null)).toBe(true);
    // Bob's assignment is untouched.
    expect(
      (await planWorkoutsOf([bob.id])).every(
        (row) => row.planAssignmentId === assignments[1]!.assignmentId,
      ),
    ).toBe(true);
    expect((await assignmentsOf(plan.id)).map((row) => row.athleteId)).toEqual([bob.id]);
    expect(
      Object.keys((await call(coach, "GET", `${BASE}?id=${plan.id}`)).json().assigned),
    ).toEqual([assignments[1]!.key]);
    // A removed assignment is gone.
    expectStatus(
      await call(coach, "POST", REMOVE, {
        planId: plan.id,
        entries: [{ assignmentId: assignments[0]!.assignmentId }],
      }),
      404,
    );
  });

  it("refuses entries of another plan or of someone else's athlete", async () => {
    const { coach, colleague, plan, assignments } = await appliedAcrossToday();
    const other = await createPlan(coach, planBody("Other"));
    expectStatus(
      await call(coach, "POST", REMOVE, {
        planId: other.id,
        entries: [assignments[0]!.assignmentId],
      }),
      404,
    );
    expectStatus(
      await call(colleague, "POST", REMOVE, { planId: plan.id, entries: [assignments[0]!.key] }),
      404,
    );
    expectStatus(
      await call(colleague, "POST", SHIFT, { assignmentId: assignments[0]!.assignmentId, days: 2 }),
      404,
    );
    expect(await assignmentsOf(plan.id)).toHaveLength(2);
  });

  it("rewrites only the incomplete workouts from the edited plan", async () => {
    const { coach, ann, bob, plan, today, start, assignments } = await appliedAcrossToday();
    const pastBefore = (await planWorkoutsOf([ann.id])).filter((row) => row.date < today);
    const edited = threeWeeks().map((days) =>
      days.map((day) => ({
        ...day,
        workouts: day.workouts.map((w) => ({ ...w, name: `${w.name} v2` })),
      })),
    );
    edited.push(week("D1", "", "", "", "", "", ""));
    expectStatus(
      await call(coach, "PUT", BASE, { ...planBody("Base block", edited), id: plan.id }),
      200,
    );

    const response = await call(coach, "POST", UPDATE, {
      planId: plan.id,
      entries: [{ assignmentId: assignments[0]!.assignmentId }],
    });
    expectStatus(response, 200);
    const body = response.json();
    expect(body.assignments).toEqual([
      expect.objectContaining({ athleteId: ann.id, s: start, e: addDays(start, 27) }),
    ]);

    const after = await planWorkoutsOf([ann.id]);
    expect(after.filter((row) => row.date < today).map((row) => [row.id, row.name])).toEqual(
      pastBefore.map((row) => [row.id, row.name]),
    );
    const future = after.filter((row) => row.date >= today);
    expect(future.length).toBeGreaterThan(0);
    expect(
      future.every(
        (row) => row.name.endsWith(" v2") || row.name === "Rest day" || row.name === "D1",
      ),
    ).toBe(true);
    expect(future.every((row) => row.planAssignmentId === assignments[0]!.assignmentId)).toBe(true);
    expect(after.at(-1)).toMatchObject({ name: "D1", date: addDays(start, 21) });
    expect(body).toMatchObject({ kept: pastBefore.length, created: future.length });
    // Bob was not updated.
    expect((await planWorkoutsOf([bob.id])).some((row) => row.name.endsWith(" v2"))).toBe(false);
  });

  it("shifts the incomplete workouts and the dates by N days", async () => {
    const { coach, ann, today, start, assignments } = await appliedAcrossToday();
    const before = await planWorkoutsOf([ann.id]);
    const response = await call(coach, "POST", SHIFT, {
      assignmentId: assignments[0]!.assignmentId,
      days: 3,
    });
    expectStatus(response, 200);
    expect(response.json().assignment).toMatchObject({
      s: addDays(start, 3),
      e: addDays(start, 23),
    });
    const after = new Map((await planWorkoutsOf([ann.id])).map((row) => [row.id, row.date]));
    for (const row of before) {
      expect(after.get(row.id)).toBe(row.date < today ? row.date : addDays(row.date, 3));
    }
    const back = await call(coach, "POST", SHIFT, {
      assignmentId: assignments[0]!.assignmentId,
      days: -30,
    });
    expectStatus(back, 400);
    expect(back.json().error.message).toBe("A plan's workouts cannot be moved before today.");
  });

  it("deletes a plan, keeping completed workouts and removing the rest", async () => {
    const { coach, ann, bob, plan, today } = await appliedAcrossToday();
    const past = (await planWorkoutsOf([ann.id, bob.id])).filter((row) => row.date < today);
    expectStatus(await call(coach, "DELETE", BASE, { planId: plan.id }), 200);
    const after = await planWorkoutsOf([ann.id, bob.id]);
    expect(after.map((row) => row.id)).toEqual(past.map((row) => row.id));
    expect(after.every((row) => row.planAssignmentId === null)).toBe(true);
    expect(await assignmentsOf(plan.id)).toEqual([]);
  });

  it("keeps a workout matched to an activity, even from today", async () => {
    const { coach, ann } = await planPeople(ctx);
    // Ann's today is not UTC's for half of the day: the plan starts on her today.
    const timeZone = "Pacific/Kiritimati";
    await ctx.db.update(users).set({ timezone: timeZone }).where(eq(users.id, ann.id));
    const today = todayInZone(timeZone);
    const structure = [week("", "Run 2", "", "Run 4", "", "R", ""), week("Run 8", ...days6())];
    structure[0]![0] = { isRestDay: false, workouts: [planWorkout(fixedPowerRide("Ride 1"))] };
    const plan = await createPlan(coach, planBody("Matched", structure));
    const [assignment] = (
      await apply(coach, { planId: plan.id, athletes: [ann.id], startDates: { [ann.id]: today } })
    ).assignments;
    const before = await planWorkoutsOf([ann.id]);
    const ride = before.find((row) => row.name === "Ride 1")!;
    expect(ride.date).toBe(today);
    expect(before.every((row) => row.date >= today)).toBe(true);
    await matchActivity(ann.id, ride.id, today);

    // Update: the matched ride is untouched, the others are rewritten.
    const edited = structure.map((days) =>
      days.map((day) => ({
        ...day,
        workouts: day.workouts.map((w) => ({ ...w, name: `${w.name} v2` })),
      })),
    );
    expectStatus(
      await call(coach, "PUT", BASE, { ...planBody("Matched", edited), id: plan.id }),
      200,
    );
    const updated = await call(coach, "POST", UPDATE, {
      planId: plan.id,
      entries: [assignment!.key],
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ removed: before.length - 1, kept: 1 });
    const afterUpdate = await planWorkoutsOf([ann.id]);
    expect(afterUpdate.find((row) => row.id === ride.id)).toEqual(ride);
    expect(afterUpdate.filter((row) => row.date === today)).toEqual([ride]);
    expect(afterUpdate.filter((row) => row.id !== ride.id).map((row) => row.name)).toEqual([
      "Run 2 v2",
      "Run 4 v2",
      "Rest day",
      "Run 8 v2",
    ]);

    // Remove: the matched ride stays without the link, the unmatched ones go.
    const removed = await call(coach, "POST", REMOVE, {
      planId: plan.id,
      entries: [assignment!.key],
    });
    expectStatus(removed, 200);
    expect(removed.json()).toMatchObject({ removed: afterUpdate.length - 1, kept: 1 });
    expect(await planWorkoutsOf([ann.id])).toEqual([
      expect.objectContaining({ id: ride.id, name: "Ride 1", date: today, planAssignmentId: null }),
    ]);
    expect(await assignmentsOf(plan.id)).toEqual([]);
  });
});

/** Six empty days (to complete a week after its first day). */
const days6 = () => ["", "", "", "", "", ""] as const;

/** An uploaded activity of the athlete on `date` matched to the calendar workout. */
async function matchActivity(athleteId: number, workoutId: number, date: string) {
  await ctx.db.insert(activities).values({
    athleteId,
    date,
    startTime: new Date(),
    sport: 2,
    name: "Morning ride",
    fileFingerprint: `fingerprint-${workoutId}`,
    fileKey: `activities/${workoutId}.fit`,
    fileName: "ride.fit",
    summary: {},
    samples: Buffer.from([]),
    matchedWorkoutId: workoutId,
  });
}
