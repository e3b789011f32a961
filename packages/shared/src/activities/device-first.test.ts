import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import type { DeviceSummary } from "./activity.types.ts";
import { parseActivityFile } from "./activity-file.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { deviceFirst } from "./device-first.ts";
import type { ActivitySummary } from "./summary.ts";

/** The device's figures first (docs/decisions/117-device-figures-first.md). */

/** Ours: a 1000 s run of 3000 m with 100 s on pause, 40 m of climbing. */
function ours(overrides: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    sportId: 1,
    durationSec: 1000,
    elapsedSec: 1000,
    movingTimeSec: 900,
    distanceM: 3000,
    elevationGainM: 40,
    elevationLossM: 38,
    avgHeartRateBpm: 150,
    maxHeartRateBpm: 170,
    avgSpeedMps: 3,
    maxSpeedMps: 4,
    avgPaceSec: 1000 / 3,
    movingSpeedMps: 3000 / 900,
    movingPaceSec: 300,
    caloriesKcal: null,
    paceDistanceM: 1000,
    avgCadenceRpm: 85,
    power: null,
    stress: { method: "heart-rate", stress: 50, intensityFactor: 0.9, threshold: 165 },
    timeInZones: { heartRate: null, power: null, pace: null },
    ...overrides,
  } as ActivitySummary;
}

describe("deviceFirst", () => {
  it("shows the device's totals, keeps ours in computed, and our stress", () => {
    const device: DeviceSummary = {
      timerTimeSec: 1200,
      elapsedTimeSec: 1300,
      distanceM: 3600,
      totalAscentM: 20,
      totalCalories: 250,
    };
    const summary = deviceFirst(ours(), device);
    expect(summary).toMatchObject({
      durationSec: 1200,
      elapsedSec: 1300,
      distanceM: 3600,
      elevationGainM: 20,
      // Not in the device's totals: ours.
      elevationLossM: 38,
      avgHeartRateBpm: 150,
      caloriesKcal: 250,
      // 3600 m / 1200 s over the timer; 3600 m / 900 s while moving.
      avgSpeedMps: 3,
      avgPaceSec: 1000 / 3,
      movingSpeedMps: 4,
      movingPaceSec: 250,
      stress: { method: "heart-rate", stress: 50 },
    });
    expect(summary.computed).toEqual({
      durationSec: 1000,
      elapsedSec: 1000,
      distanceM: 3000,
      elevationGainM: 40,
    });
  });

  it.each([
    {
      case: "an indoor ride's distance and calories of 0: nothing measured, ours stays",
      device: { timerTimeSec: 1000, distanceM: 0, totalCalories: 0 },
      expected: { distanceM: 3000, caloriesKcal: null },
    },
    {
      case: "a flat course's ascent of 0 is a measurement",
      device: { totalAscentM: 0 },
      expected: { elevationGainM: 0 },
    },
    {
      case: "a timer shorter than our moving time caps it",
      device: { timerTimeSec: 800 },
      expected: { durationSec: 800, movingTimeSec: 800 },
    },
    {
      case: "the device's own average speed wins over distance / timer",
      device: { timerTimeSec: 1000, distanceM: 3000, avgSpeedMps: 3.3 },
      expected: { avgSpeedMps: 3.3, avgPaceSec: 1000 / 3.3 },
    },
  ])("$case", ({ device, expected }) => {
    expect(deviceFirst(ours(), device)).toMatchObject(expected);
  });

  it("takes a pool swim's moving time from the device's active time", () => {
    const swim = { poolLengthM: 25, lengths: [], activeLengthCount: 0, totalStrokes: null };
    const summary = deviceFirst(
      ours({ sportId: 3, paceDistanceM: 100 }),
      { activeTimeSec: 600 },
      swim,
    );
    expect(summary.movingTimeSec).toBe(600);
    expect(summary.computed?.movingTimeSec).toBe(900);
    // 3000 m in 600 s moving: 5 m/s, 20 s per 100 m.
    expect(summary.movingPaceSec).toBeCloseTo(20, 9);
  });

  it("shows the device's power, with the variability index of what is shown", () => {
    const power = {
      avgPowerW: 200,
      maxPowerW: 600,
      normalizedPowerW: 220,
      variabilityIndex: 1.1,
      intensityFactor: 0.88,
      trainingStress: 70,
    };
    const summary = deviceFirst(ours({ sportId: 2, power }), {
      avgPowerW: 210,
      normalizedPowerW: 231,
    });
    // 231 / 210 = 1.1; IF and TSS stay ours (the athlete's FTP).
    expect(summary.power).toEqual({ ...power, avgPowerW: 210, normalizedPowerW: 231 });
    expect(summary.computed).toEqual({ avgPowerW: 200, normalizedPowerW: 220 });
  });

  it("changes nothing but calories' absence without a device summary", () => {
    const summary = deviceFirst(ours(), null);
    expect(summary).toEqual(ours());
    expect(summary.computed).toBeUndefined();
  });
});

interface NodeFs {
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;

/**
 * Real files (fixtures/activities/README.md): the stored summary shows the file's own figures.
 * References: FIT session messages as @garmin/fitsdk decodes them; TCX laps' TotalTimeSeconds,
 * DistanceMeters and Calories summed by hand.
 */
describe.each([
  {
    file: "activity-small-fenix2-run.fit",
    // Session: total_timer_time 2832, total_distance 9008.22, total_ascent 64,
    // total_descent 61, total_calories 516.
    figures: {
      durationSec: 2832,
      distanceM: 9008.22,
      elevationGainM: 64,
      elevationLossM: 61,
      caloriesKcal: 516,
    },
  },
  {
    file: "Edge810-Vector-2013-08-16-15-35-10.fit",
    // Session: timer 4700.05 s, 41 339.38 m, ascent 514 m, 1293 kcal, avg power 276 W,
    // NP 301 W, max power 619 W, avg speed 8.796 m/s.
    figures: {
      durationSec: 4700.05,
      distanceM: 41_339.38,
      elevationGainM: 514,
      caloriesKcal: 1293,
      avgSpeedMps: 8.796,
    },
    power: { avgPowerW: 276, normalizedPowerW: 301, maxPowerW: 619 },
  },
  {
    file: "event_timestamp.fit",
    // Pool swim session: timer 4371.56 s, elapsed 4567.485 s, 2606.04 m, active time
    // 2763.254 s, 268 kcal.
    figures: {
      durationSec: 4371.56,
      elapsedSec: 4567.485,
      distanceM: 2606.04,
      movingTimeSec: 2763.254,
      caloriesKcal: 268,
    },
  },
  {
    file: "test.tcx",
    // Laps: 608.47 + 714.80 + 669.51 = 1992.78 s; 1609.34399414 + 1609.34399414 +
    // 1470.5546875 = 4689.24267578 m; 94 + 151 + 134 = 379 kcal; max heart rate 189.
    figures: {
      durationSec: 1992.78,
      distanceM: 4689.24267578,
      caloriesKcal: 379,
      maxHeartRateBpm: 189,
    },
  },
  {
    file: "sup_activity_1.tcx",
    // Laps: 966.796 + 145.539 = 1112.335 s; 1000.0 + 157.51 = 1157.51 m; 80 + 12 = 92 kcal.
    figures: { durationSec: 1112.335, distanceM: 1157.51, caloriesKcal: 92 },
  },
])("$file", ({ file, figures, power }) => {
  it("stores the file's own figures", () => {
    const [activity] = parseActivityFile(
      file,
      new Uint8Array(fs.readFileSync(`${FIXTURES}/${file}`)),
    ).activities;
    const zones = defaultAccountZones();
    zones.cyclingMethods.power.threshold = 300;
    const { summary } = analyseActivity(activity, zones);
    for (const [figure, value] of Object.entries(figures)) {
      expect(summary[figure as keyof typeof figures], figure).toBeCloseTo(value, 6);
    }
    if (power) expect(summary.power).toMatchObject(power);
    // Ours are kept beside them.
    expect(summary.computed?.durationSec).toBeDefined();
  });
});
