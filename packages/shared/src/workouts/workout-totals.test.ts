import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { flattenSteps } from "./flatten-steps.ts";
import { makeRepeat, makeStep } from "./test-steps.ts";
import type { SingleStep, Step } from "./workout.schemas.ts";
import { computeWorkoutTotals } from "./workout-totals.ts";

const zones = defaultAccountZones();
zones.cyclingMethods.power.threshold = 250;
zones.runningMethods.pace.threshold = 300;
zones.swimmingMethods.tpace.threshold = 100;

const ride = (steps: Step[]) => ({ type: 2, method: 3, basedOn: "Duration" as const, steps });

describe("computeWorkoutTotals", () => {
  it("reads a step with a method of its own in that method's zones", () => {
    // 91 % is zone 3 of the default cycling heart-rate zones (90-93 % of threshold heart rate)
    // but zone 4 of the power zones (90-104 % of FTP): 10 min x 3 = 30, not 10 x 4 = 40.
    const step = (method?: number) =>
      makeStep({ uuid: "s", duration: 600, unit: "%", lower: 91, upper: 91, method });
    const [own] = computeWorkoutTotals(ride([step(1)]), zones).steps as SingleStep[];
    expect(own).toMatchObject({ lowerZone: 3, stress: 30 });
    const [power] = computeWorkoutTotals(ride([step()]), zones).steps as SingleStep[];
    expect(power).toMatchObject({ lowerZone: 4, stress: 40 });
  });

  it("adds durations and stress, counting repeats", () => {
    const totals = computeWorkoutTotals(
      ride([
        makeStep({ uuid: "w", action: "Warm up", duration: 600, lowerZone: 2, upperZone: 2 }),
        makeRepeat(4, [
          makeStep({ uuid: "on", duration: 300, lowerZone: 3, upperZone: 4 }),
          makeStep({
            uuid: "off",
            action: "Rest active",
            duration: 120,
            lowerZone: 1,
            upperZone: 1,
          }),
        ]),
        makeStep({
          uuid: "c",
          action: "Cool down",
          duration: 600,
          unit: "%",
          lower: 40,
          upper: 54,
        }),
      ]),
      zones,
    );
    // 20 + 4 x (18 + 2) + 10 (zone 1 for 10 min)
    expect(totals.totalStress).toBe(110);
    expect(totals.totalDuration).toBe(600 + 4 * 420 + 600);
    expect(totals.totalDistance).toBe(0);
    expect(totals.flatSteps.map((step) => step.uuid)).toEqual([
      "w",
      "on",
      "off",
      "on",
      "off",
      "on",
      "off",
      "on",
      "off",
      "c",
    ]);
  });

  it("fills stress, zones and zone values into the stored steps", () => {
    const totals = computeWorkoutTotals(
      ride([
        makeStep({ uuid: "a", unit: "%", lower: 95, upper: 105, duration: 600, stress: 999 }),
        makeRepeat(2, [
          makeStep({ uuid: "b", unit: "number", lower: 200, upper: 200, duration: 60 }),
        ]),
      ]),
      zones,
    );
    expect(totals.steps[0]).toMatchObject({
      stress: 45,
      lowerZone: 4,
      upperZone: 5,
      lowerZoneValue: 238,
      upperZoneValue: 263,
    });
    const repeat = totals.steps[1];
    expect(repeat.stepType === "repeat" && repeat.steps[0]).toMatchObject({
      stress: 3,
      lowerZone: 3,
      upperZone: 3,
    });
    expect(totals.totalStress).toBe(45 + 2 * 3);
  });

  it("estimates duration of distance-based pace steps and gives them stress", () => {
    const totals = computeWorkoutTotals(
      {
        type: 1,
        method: 2,
        basedOn: "Distance",
        steps: [makeStep({ uuid: "r", unit: "seconds", lower: 330, upper: 330, distance: 5000 })],
      },
      zones,
    );
    // 330 s/km is 90.9% of threshold speed: zone 3; 5 km take 1650 s = 27.5 min -> 82.5 -> 83
    expect(totals).toMatchObject({ totalDuration: 1650, totalDistance: 5000, totalStress: 83 });
  });

  it("gives no stress to distance-based heart-rate steps", () => {
    const totals = computeWorkoutTotals(
      {
        type: 1,
        method: 1,
        basedOn: "Distance",
        steps: [makeStep({ uuid: "r", lowerZone: 2, upperZone: 2, distance: 8000 })],
      },
      zones,
    );
    expect(totals).toMatchObject({ totalDuration: 0, totalDistance: 8000, totalStress: 0 });
  });

  it("estimates distance of timed pace steps, rounded to 0.1 m", () => {
    const totals = computeWorkoutTotals(
      {
        type: 3,
        method: 4,
        basedOn: "Duration",
        steps: [makeStep({ uuid: "s", unit: "seconds", lower: 95, upper: 95, duration: 1000 })],
      },
      zones,
    );
    expect(totals.totalDistance).toBe(1052.6);
  });

  it("falls back to the default zones without the athlete's", () => {
    const totals = computeWorkoutTotals(
      ride([makeStep({ uuid: "a", unit: "%", lower: 60, upper: 60, duration: 600 })]),
      null,
    );
    expect(totals.totalStress).toBe(20);
  });
});

const singleStep = fc
  .record({
    uuid: fc.uuid(),
    action: fc.constantFrom("Warm up", "Work", "Rest active", "Rest passive", "Cool down"),
    duration: fc.integer({ min: 0, max: 7200 }),
    lowerZone: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    upperZone: fc.integer({ min: 0, max: 6 }),
  })
  .map((fields): SingleStep => makeStep(fields));

const step: fc.Arbitrary<Step> = fc.oneof(
  singleStep,
  fc
    .tuple(fc.integer({ min: 1, max: 10 }), fc.array(singleStep, { minLength: 1, maxLength: 4 }))
    .map(([repeats, steps]) => makeRepeat(repeats, steps)),
);

describe("totals properties", () => {
  it("equal the totals of the flattened steps", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        const nested = computeWorkoutTotals(ride(steps), zones);
        const flat = computeWorkoutTotals(ride(flattenSteps(steps)), zones);
        expect([nested.totalDuration, nested.totalDistance, nested.totalStress]).toEqual([
          flat.totalDuration,
          flat.totalDistance,
          flat.totalStress,
        ]);
      }),
    );
  });

  it("equal the sum over repeats of each part", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), (steps) => {
        const total = computeWorkoutTotals(ride(steps), zones);
        let duration = 0;
        let stress = 0;
        for (const part of steps) {
          const times = part.stepType === "repeat" ? part.repeats : 1;
          const inner = part.stepType === "repeat" ? part.steps : [part];
          const partTotals = computeWorkoutTotals(ride(inner), zones);
          duration += times * partTotals.totalDuration;
          stress += times * partTotals.totalStress;
        }
        expect([total.totalDuration, total.totalStress]).toEqual([duration, stress]);
      }),
    );
  });
});
