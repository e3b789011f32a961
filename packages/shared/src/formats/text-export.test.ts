import { describe, expect, it } from "vitest";
import { step, workout } from "./fit-test-support.ts";
import { exportTextWorkout, formatTarget } from "./text-export.ts";

describe("exportTextWorkout", () => {
  it("writes one line per step and repeat", () => {
    const text = exportTextWorkout(
      workout(
        [
          step({ action: "Warm up", duration: 600, unit: "zone", lowerZone: 1, upperZone: 2 }),
          {
            stepType: "repeat",
            uuid: "r",
            repeats: 5,
            steps: [
              step({ duration: 180, unit: "zone", lowerZone: 4, upperZone: 4 }),
              step({
                action: "Rest active",
                duration: 120,
                unit: "zone",
                lowerZone: 1,
                upperZone: 1,
              }),
            ],
          },
          step({ action: "Cool down", duration: 3725, stepInfo: " easy " }),
        ],
        { name: "VO2", instructions: "Fuel well" },
      ),
    );
    expect(text).toBe(
      "VO2\n\n10:00 Warm up @ Z1-Z2\n5x ( 3:00 Work @ Z4 / 2:00 Rest active @ Z1 )\n1:02:05 Cool down (easy)\n\nFuel well\n",
    );
  });

  it("writes distances and lap steps", () => {
    const text = exportTextWorkout(
      workout(
        [
          step({ duration: null, distance: 400 }),
          step({ duration: null, distance: 2500 }),
          step({ duration: null }),
        ],
        { method: null },
      ),
    );
    expect(text).toBe("Test\n\n400 m Work\n2.5 km Work\nLap Work\n");
  });
});

describe("formatTarget", () => {
  it.each([
    [step({ lower: 140, upper: 150 }), 1, 1, "140-150 bpm"],
    [step({ lower: 250, upper: 250 }), 2, 3, "250 W"],
    [step({ unit: "%", lower: 88, upper: 94 }), 2, 3, "88-94% FTP"],
    [step({ unit: "%", lower: 95 }), 1, 2, "95% L.T."],
    [step({ unit: "seconds", lower: 270, upper: 285 }), 1, 2, "4:30-4:45/km"],
    [step({ unit: "seconds", lower: 100, upper: 100 }), 3, 4, "1:40/100m"],
    [step({ lower: 5, upper: 6 }), 1, 5, "RPE 5-6"],
    [step({ unit: "%", lower: 90, upper: 95 }), 3, 4, "90-95% T-pace"],
    [step({ unit: "zone", upperZone: 3 }), 1, 1, "Z3"],
    [step({ unit: "zone" }), 1, 1, ""],
    [step(), 1, 1, ""],
    [step({ lower: 5 }), 1, null, ""],
  ])("formats %o", (source, type, method, expected) => {
    expect(formatTarget(source, { type, method })).toBe(expected);
  });
});
