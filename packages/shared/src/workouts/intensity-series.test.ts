import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { intensitySeries } from "./intensity-series.ts";
import { makeRepeat, makeStep } from "./test-steps.ts";
import { computeWorkoutTotals } from "./workout-totals.ts";

describe("intensitySeries", () => {
  it("lays the steps end to end with their percent of threshold", () => {
    const zones = defaultAccountZones();
    const totals = computeWorkoutTotals(
      {
        type: 2,
        method: 3,
        basedOn: "Duration",
        steps: [
          makeStep({
            uuid: "w",
            action: "Warm up",
            duration: 600,
            unit: "zone",
            lowerZone: 1,
            upperZone: 2,
          }),
          makeRepeat(2, [
            makeStep({ uuid: "on", duration: 60, unit: "%", lower: 120, upper: 120 }),
          ]),
          makeStep({ uuid: "skip", duration: 0, unit: "%", lower: 50, upper: 50 }),
          makeStep({
            uuid: "free",
            action: "Cool down",
            duration: 300,
            unit: "number",
            lower: 150,
            upper: 150,
          }),
        ],
      },
      zones,
    );
    expect(intensitySeries(totals.flatSteps, 3)).toEqual([
      {
        startSec: 0,
        endSec: 600,
        lowPct: 1,
        highPct: 74,
        lowerZone: 1,
        upperZone: 2,
        action: "Warm up",
      },
      {
        startSec: 600,
        endSec: 660,
        lowPct: 120,
        highPct: 120,
        lowerZone: 5,
        upperZone: 5,
        action: "Work",
      },
      {
        startSec: 660,
        endSec: 720,
        lowPct: 120,
        highPct: 120,
        lowerZone: 5,
        upperZone: 5,
        action: "Work",
      },
      {
        startSec: 720,
        endSec: 1020,
        lowPct: null,
        highPct: null,
        lowerZone: null,
        upperZone: null,
        action: "Cool down",
      },
    ]);
  });

  it("draws RPE 1-10 as 10-100 %", () => {
    const totals = computeWorkoutTotals(
      {
        type: 1,
        method: 5,
        basedOn: "Duration",
        steps: [makeStep({ uuid: "r", duration: 60, unit: "number", lower: 7, upper: 8 })],
      },
      null,
    );
    expect(intensitySeries(totals.flatSteps, 5)[0]).toMatchObject({
      lowPct: 70,
      highPct: 80,
      lowerZone: 4,
      upperZone: 4,
    });
  });
});
