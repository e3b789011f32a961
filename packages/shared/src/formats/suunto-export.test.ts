import { describe, expect, it } from "vitest";
import { step, workout } from "./fit-test-support.ts";
import { exportSuuntoWorkout, suuntoTarget } from "./suunto-export.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";

describe("exportSuuntoWorkout", () => {
  it("applies the length limits and falls back to the name for the description", () => {
    const long = workout([step()], { name: "N".repeat(70), instructions: "" });
    const result = exportSuuntoWorkout(long);
    expect(result.name).toHaveLength(60);
    expect(result.description).toBe("N".repeat(70));
    expect(result.shortDescription).toHaveLength(23);
    const described = exportSuuntoWorkout(workout([step()], { instructions: "d".repeat(300) }));
    expect(described.description).toHaveLength(256);
  });

  it.each([
    [1, 1],
    [12, 1],
    [2, 2],
    [3, 21],
  ])("maps sport type %i to Suunto activity %i", (type, activity) => {
    expect(exportSuuntoWorkout(workout([], { type })).activities).toEqual([activity]);
  });

  it("rejects sports without a Suunto activity", () => {
    expect(() => exportSuuntoWorkout(workout([], { type: 4 }))).toThrow(
      "running, cycling and swimming",
    );
  });

  it("writes steps with phases, triggers, targets and repeats", () => {
    const result = exportSuuntoWorkout(
      workout([
        step({ action: "Warm up", unit: "%", lower: 50, upper: 60, targetName: "Easy" }),
        {
          stepType: "repeat",
          uuid: "r",
          repeats: 4,
          steps: [
            step({ duration: null, distance: 1000, lower: 300, upper: 320 }),
            step({ action: "Rest passive", duration: null }),
          ],
        },
      ]),
      TEST_CONTEXT,
    );
    expect(result.steps).toEqual([
      {
        type: "fields",
        name: "Easy",
        phase: "warmUp",
        trigger: { type: "stepDuration", value: 60 },
        target: { field: "targetPower", unit: "W", min: 125, max: 150, value: 137.5 },
        notes: "",
      },
      {
        type: "repeat",
        count: 4,
        steps: [
          expect.objectContaining({
            phase: "interval",
            trigger: { type: "stepDistance", value: 1000 },
          }),
          expect.objectContaining({
            name: "Rest passive",
            phase: "rest",
            trigger: { type: "manual" },
            target: null,
          }),
        ],
      },
    ]);
  });

  it.each([
    [
      { kind: "heartRate", lowBpm: 140, highBpm: 150 },
      { field: "targetHeartRate", unit: "bpm", min: 140, max: 150, value: 145 },
    ],
    [
      { kind: "powerPercent", lowPct: 90, highPct: 95 },
      { field: "targetPower", unit: "%FTP", min: 90, max: 95, value: 92.5 },
    ],
    [
      { kind: "speed", lowMps: 1, highMps: 1.25, paceDistanceM: 100 },
      { field: "targetPace", unit: "s/100m", min: 80, max: 100, value: 90 },
    ],
    [
      { kind: "speed", lowMps: 4, highMps: 4, paceDistanceM: 1000 },
      { field: "targetPace", unit: "s/km", min: 250, max: 250, value: 250 },
    ],
    [
      { kind: "zone", metric: "speed", lowZone: 2, highZone: 3 },
      { field: "targetZone", unit: "pace", min: 2, max: 3, value: 2.5 },
    ],
    [
      { kind: "zone", metric: "heartRate", lowZone: 2, highZone: 2 },
      { field: "targetZone", unit: "heartRate", min: 2, max: 2, value: 2 },
    ],
    [
      { kind: "rpe", low: 5, high: 6 },
      { field: "targetRpe", unit: "rpe", min: 5, max: 6, value: 5.5 },
    ],
    [{ kind: "open" }, null],
  ] as const)("maps the target %o", (target, expected) => {
    expect(suuntoTarget(target)).toEqual(expected);
  });
});
