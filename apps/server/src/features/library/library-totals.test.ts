import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/test-app";
import { BASE, intervalRun, libraryTestClient, zoneStep } from "./library-test-support";

let ctx: TestContext;
beforeAll(async () => {
  // Every test signs in several fresh users from the same address.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
});
afterAll(() => ctx.close());
const { call, createWorkout, storedRowsOf } = libraryTestClient(() => ctx);

describe("totals and validation", () => {
  it("computes totals on the server and ignores the client's", async () => {
    const coach = await createUser(ctx.db, "coach");
    const run = intervalRun();
    const body = { ...run, totalStress: 5000, totalDuration: 1, totalDistance: 7 };
    const created = await createWorkout(coach, body);
    const expected = computeWorkoutTotals(run, null);
    expect(expected.totalStress).toBe(95);
    const [row] = await storedRowsOf(coach.id);
    expect(row).toMatchObject({
      id: created.id,
      totalStress: 95,
      totalDuration: 2700,
      totalDistance: 0,
    });
    expect(row!.steps).toEqual(expected.steps);
    const stresses = row!.steps.flatMap((step) =>
      step.stepType === "repeat" ? step.steps.map((inner) => inner.stress) : [step.stress],
    );
    expect(stresses).toEqual([15, 12, 2, 10]);
  });

  it("uses the caller's own zones", async () => {
    const zones = defaultAccountZones();
    // 92% of LTHR is zone 3 by default and zone 4 in these zones.
    zones.runningMethods.ftpHr.zones = [
      { low: 50, high: 80 },
      { low: 81, high: 85 },
      { low: 86, high: 90 },
      { low: 91, high: 99 },
      { low: 100, high: 115 },
    ];
    const custom = await createUser(ctx.db, "coach", { zones });
    const plain = await createUser(ctx.db, "coach");
    const body = intervalRun("Percent run");
    body.steps = [{ ...zoneStep("Work", 10, 1), unit: "%", lower: 92, upper: 92 }];
    const forCustom = await call(custom, "POST", BASE, body);
    const forPlain = await call(plain, "POST", BASE, body);
    expect(forCustom.json().totalStress).toBe(40);
    expect(forPlain.json().totalStress).toBe(30);
  });

  it.each([
    [
      "a method the sport does not offer",
      { method: 3 },
      "method",
      "The Power method is not offered for Running.",
    ],
    [
      "no method for an endurance sport",
      { method: null },
      "method",
      "Choose a method for this Running workout.",
    ],
    [
      "a subtype of another sport",
      { subtype: 201 },
      "subtype",
      "This subtype is not a Running subtype.",
    ],
    [
      "a duration outside the subtype's limits",
      { subtype: 103 },
      "steps",
      "A Long Run workout must last between 120 and 180 minutes.",
    ],
    ["an unknown sport", { type: 99 }, "type", "Unknown sport type."],
    [
      "a rest day",
      { type: 60, method: null, subtype: null },
      "type",
      "A rest day cannot be kept in the library.",
    ],
  ])("refuses %s and creates nothing", async (_case, change, field, message) => {
    const coach = await createUser(ctx.db, "coach");
    const response = await call(coach, "POST", BASE, { ...intervalRun(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "validation_error",
      error: { message },
      fields: { [field]: [message] },
    });
    expect(await storedRowsOf(coach.id)).toHaveLength(0);
  });

  it("applies the same rules to an update", async () => {
    const coach = await createUser(ctx.db, "coach");
    const { id } = await createWorkout(coach);
    const response = await call(coach, "PUT", `${BASE}${id}/`, { ...intervalRun(), subtype: 103 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.steps).toEqual([
      "A Long Run workout must last between 120 and 180 minutes.",
    ]);
  });

  it("lets strength and notes have no method, and zod refuses a bad body", async () => {
    const coach = await createUser(ctx.db, "coach");
    const strength = { ...intervalRun("Core"), type: 4, method: null, subtype: null, steps: [] };
    expect((await call(coach, "POST", BASE, strength)).statusCode).toBe(201);
    const note = { ...strength, name: "Travel day", type: 61 };
    expect((await call(coach, "POST", BASE, note)).statusCode).toBe(201);
    const withMethod = await call(coach, "POST", BASE, { ...strength, method: 1 });
    expect(withMethod.statusCode).toBe(400);
    expect(withMethod.json().fields.method).toEqual([
      "The Heartrate method is not offered for Strength.",
    ]);
    const blank = await call(coach, "POST", BASE, { ...intervalRun(), name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toEqual(["This field is required"]);
    expect(await storedRowsOf(coach.id)).toHaveLength(2);
  });
});
