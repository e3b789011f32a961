import { describe, expect, it } from "vitest";
import { step } from "./fit-test-support.ts";
import { paceDistanceM, resolveTarget, targetMetric, zoneValuesTarget } from "./step-target.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";

const thresholds = TEST_CONTEXT.thresholds;
const cycling = (method: number | null) => ({ type: 2, method });

describe("resolveTarget", () => {
  it.each([
    [
      "bpm, ordered",
      step({ lower: 150, upper: 140 }),
      cycling(1),
      { kind: "heartRate", lowBpm: 140, highBpm: 150 },
    ],
    [
      "% threshold HR",
      step({ unit: "%", lower: 100 }),
      cycling(1),
      { kind: "heartRate", lowBpm: 170, highBpm: 170 },
    ],
    [
      "% FTP",
      step({ unit: "%", lower: 100, upper: 120 }),
      cycling(3),
      { kind: "power", lowW: 250, highW: 300 },
    ],
    [
      "a fixed pace",
      step({ unit: "seconds", lower: 250, upper: 200 }),
      { type: 1, method: 2 },
      { kind: "speed", lowMps: 4, highMps: 5, paceDistanceM: 1000 },
    ],
    [
      "% T-pace",
      step({ unit: "%", lower: 95, upper: 95 }),
      { type: 3, method: 4 },
      { kind: "speed", lowMps: 1, highMps: 1, paceDistanceM: 100 },
    ],
    [
      "an RPE %",
      step({ unit: "%", lower: 5, upper: 6 }),
      cycling(5),
      { kind: "rpe", low: 5, high: 6 },
    ],
    [
      "a zone range",
      step({ unit: "zone", lowerZone: 3, upperZone: 2 }),
      cycling(3),
      { kind: "zone", metric: "power", lowZone: 2, highZone: 3 },
    ],
    ["an empty zone", step({ unit: "zone" }), cycling(3), { kind: "open" }],
    ["no method", step({ lower: 5 }), cycling(null), { kind: "open" }],
    ["an unknown method", step({ lower: 5 }), cycling(9), { kind: "open" }],
  ])("resolves %s", (_label, source, workout, expected) => {
    const resolved = resolveTarget(source, workout, thresholds);
    if (resolved.kind === "speed" && "lowMps" in expected) {
      expect(resolved.lowMps).toBeCloseTo(expected.lowMps, 9);
      expect(resolved.highMps).toBeCloseTo(expected.highMps, 9);
    } else {
      expect(resolved).toEqual(expected);
    }
  });

  it("keeps % FTP relative without an FTP and names missing thresholds", () => {
    expect(resolveTarget(step({ unit: "%", lower: 90 }), cycling(3))).toEqual({
      kind: "powerPercent",
      lowPct: 90,
      highPct: 90,
    });
    expect(() => resolveTarget(step({ unit: "%", lower: 90 }), { type: 3, method: 4 })).toThrow(
      "threshold swim pace",
    );
    expect(() => resolveTarget(step({ unit: "%", lower: 90 }), { type: 1, method: 2 })).toThrow(
      "threshold run pace",
    );
  });
});

describe("zone values and helpers", () => {
  it("gives saved zone bounds in method units", () => {
    expect(
      zoneValuesTarget(
        step({ unit: "zone", lowerZoneValue: 140, upperZoneValue: 150 }),
        cycling(1),
      ),
    ).toEqual({
      kind: "heartRate",
      lowBpm: 140,
      highBpm: 150,
    });
    expect(zoneValuesTarget(step({ unit: "zone" }), cycling(1))).toBeNull();
  });

  it("maps methods to metrics and pace distances", () => {
    expect([1, 2, 3, 4, 5, null].map(targetMetric)).toEqual([
      "heartRate",
      "speed",
      "power",
      "speed",
      "rpe",
      null,
    ]);
    expect([paceDistanceM({ type: 1, method: 2 }), paceDistanceM({ type: 3, method: 2 })]).toEqual([
      1000, 100,
    ]);
  });
});
