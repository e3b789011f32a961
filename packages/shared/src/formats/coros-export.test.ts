import { describe, expect, it } from "vitest";
import { corosTarget, exportCorosWorkout } from "./coros-export.ts";
import { step, workout } from "./fit-test-support.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";

const thresholds = TEST_CONTEXT.thresholds;

describe("corosTarget", () => {
  it.each([
    [
      "% FTP as is",
      step({ unit: "%", lower: 95, upper: 88 }),
      3,
      { type: "ftp", unit: "% threshold", low: 88, high: 95 },
    ],
    [
      "W as % FTP",
      step({ lower: 200, upper: 250 }),
      3,
      { type: "ftp", unit: "% threshold", low: 80, high: 100 },
    ],
    [
      "bpm as % threshold HR",
      step({ lower: 153, upper: 170 }),
      1,
      { type: "heartRate", unit: "% threshold", low: 90, high: 100 },
    ],
    [
      "pace as % threshold speed",
      step({ unit: "seconds", lower: 270, upper: 300 }),
      2,
      { type: "speed", unit: "% threshold", low: 90, high: 100 },
    ],
    [
      "zones as zones",
      step({ unit: "zone", lowerZone: 2, upperZone: 3 }),
      1,
      { type: "heartRate", unit: "zone", low: 2, high: 3 },
    ],
    ["RPE as none", step({ lower: 5, upper: 6 }), 5, { type: "none" }],
    ["an empty % as none", step({ unit: "%" }), 3, { type: "none" }],
    ["no values as none", step(), 3, { type: "none" }],
  ])("writes %s", (_label, source, method, expected) => {
    expect(
      corosTarget(source, workout([], { type: method === 2 ? 1 : 2, method }), thresholds),
    ).toEqual(expected);
  });

  it("converts swim paces against the T-pace", () => {
    const swim = workout([], { type: 3, method: 4 });
    expect(corosTarget(step({ unit: "seconds", lower: 95, upper: 95 }), swim, thresholds)).toEqual({
      type: "speed",
      unit: "% threshold",
      low: 100,
      high: 100,
    });
  });

  it("needs the threshold for fixed values", () => {
    expect(() => corosTarget(step({ lower: 200, upper: 250 }), workout([]))).toThrow("FTP");
    expect(() =>
      corosTarget(step({ unit: "seconds", lower: 300 }), workout([], { type: 1, method: 2 })),
    ).toThrow("threshold pace");
  });
});

describe("exportCorosWorkout", () => {
  it("writes the sport, pool and steps with repeats", () => {
    const swim = workout(
      [
        step({ action: "Warm up", duration: null, distance: 400, unit: "%", lower: 80, upper: 85 }),
        {
          stepType: "repeat",
          uuid: "r",
          repeats: 8,
          steps: [
            step({ duration: null, distance: 100 }),
            step({ action: "Rest passive", duration: 20 }),
          ],
        },
        step({ action: "Cool down", duration: null, stepInfo: "easy" }),
      ],
      {
        type: 3,
        method: 4,
        basedOn: "Distance",
        isPool: true,
        poolLength: 25,
        poolLengthUnit: "YARD",
        instructions: "Pool",
      },
    );
    expect(exportCorosWorkout(swim, TEST_CONTEXT)).toEqual({
      format: "coros-workout",
      version: 1,
      name: "Test",
      sport: "Swim",
      overview: "Pool",
      poolLengthM: 22.86,
      steps: [
        {
          kind: "step",
          name: "Warm up",
          intensity: "warmup",
          end: { type: "distance", metres: 400 },
          target: { type: "speed", unit: "% threshold", low: 80, high: 85 },
          notes: "",
        },
        {
          kind: "repeat",
          times: 8,
          steps: [
            {
              kind: "step",
              name: "Work",
              intensity: "active",
              end: { type: "distance", metres: 100 },
              target: { type: "none" },
              notes: "",
            },
            {
              kind: "step",
              name: "Rest passive",
              intensity: "rest",
              end: { type: "time", seconds: 20 },
              target: { type: "none" },
              notes: "",
            },
          ],
        },
        {
          kind: "step",
          name: "Cool down",
          intensity: "cooldown",
          end: { type: "lap" },
          target: { type: "none" },
          notes: "easy",
        },
      ],
    });
  });

  it.each([
    [1, "Run"],
    [11, "Run"],
    [2, "Bike"],
  ])("maps sport type %i to %s and names RPE in the step", (type, sport) => {
    const result = exportCorosWorkout(workout([step({ lower: 6, upper: 7 })], { type, method: 5 }));
    expect(result.sport).toBe(sport);
    expect(result.poolLengthM).toBeNull();
    expect(result.steps[0]).toMatchObject({ name: "Work RPE 6-7", target: { type: "none" } });
  });

  it("rejects sports without a Coros sport", () => {
    expect(() => exportCorosWorkout(workout([], { type: 4 }))).toThrow(
      "running, cycling and swimming",
    );
  });
});
