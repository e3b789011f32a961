import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { parseActivityFile } from "./activity-file.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { encodeActivity } from "./fit-activity-test-support.ts";
import { powerCoverage } from "./power-coverage.ts";

/**
 * A ride whose power reads zero (or nothing) over most of its timer time gets heart-rate stress
 * (docs/decisions/122-stress-fallback-and-multisport.md). The rides are FIT files written with
 * the SDK's encoder and read as an upload is, through parseActivityFile and analyseActivity.
 */

const HOUR_SEC = 3600;

function zones() {
  const account = defaultAccountZones();
  account.cyclingMethods.power.threshold = 250;
  account.cyclingMethods.ftpHr.threshold = 160;
  return account;
}

/** A one-hour ride at 8 m/s whose records carry what `fields` gives for each second. */
function ride(fields: (second: number) => Record<string, unknown>) {
  const bytes = encodeActivity([
    {
      sport: "cycling",
      startSec: 0,
      seconds: HOUR_SEC,
      record: (second) => ({ distance: second * 8, speed: 8, ...fields(second) }),
    },
  ]);
  const [activity] = parseActivityFile("ride.fit", bytes).activities;
  return analyseActivity(activity, zones()).summary;
}

/**
 * hrTSS of an hour at 150 bpm with LTHR 160, worked by hand (decision 032): rest 60 bpm, max
 * 160 / 0.9 = 177.78 bpm, k 1.92. HRr(150) = 90 / 117.78 = 0.76415, weight = 0.76415 × 0.64 ×
 * e^(1.92 × 0.76415) = 2.12101; HRr(160) = 100 / 117.78 = 0.84906, weight = 2.77395. An hour of
 * each: HRSS = 100 × 2.12101 / 2.77395 = 76.46.
 */
const HR_STRESS_HOUR_AT_150 = 76.46;

describe("stress of a ride whose power reads zero", () => {
  it("power = 0 throughout with heart rate: hrTSS, as for a ride without power", () => {
    const summary = ride(() => ({ power: 0, heartRate: 150 }));
    expect(summary.stress?.method).toBe("heart-rate");
    expect(summary.stress?.threshold).toBe(160);
    expect(summary.stress?.stress).toBeCloseTo(HR_STRESS_HOUR_AT_150, 1);
  });

  it("power for the first 40 % and none after (a dead battery): hrTSS", () => {
    const summary = ride((second) => ({
      heartRate: 150,
      ...(second < 0.4 * HOUR_SEC ? { power: 250 } : {}),
    }));
    expect(summary.stress?.method).toBe("heart-rate");
    expect(summary.stress?.stress).toBeCloseTo(HR_STRESS_HOUR_AT_150, 1);
  });

  it("coasting a third of the time (0 W) keeps power TSS", () => {
    // 40 s at 300 W then 20 s coasting, each minute: 2/3 of the seconds read above 0 W.
    const summary = ride((second) => ({ heartRate: 150, power: second % 60 < 40 ? 300 : 0 }));
    expect(summary.stress?.method).toBe("power");
    expect(summary.stress?.threshold).toBe(250);
  });

  it("power = 0 throughout and no heart rate: no stress rather than 0", () => {
    const summary = ride(() => ({ power: 0 }));
    expect(summary.stress).toBeNull();
  });

  it("power for the first 40 % and no heart rate: the power TSS of those seconds, the last resort", () => {
    // 1440 s at 250 W with FTP 250: IF 1 (a hair under, from NP's zero-padded first 30 s), so
    // TSS = 1440 / 3600 × 1² × 100 = 40.
    const summary = ride((second) => (second < 0.4 * HOUR_SEC ? { power: 250 } : {}));
    expect(summary.stress?.method).toBe("power");
    expect(summary.stress?.stress).toBeGreaterThan(40 * 0.98);
    expect(summary.stress?.stress).toBeLessThanOrEqual(40);
  });
});

describe("powerCoverage", () => {
  it.each([
    { name: "all zero", power: [0, 0, 0, 0], timer: 4, positive: 0, usable: false },
    { name: "half above zero", power: [0, 200, null, 210], timer: 4, positive: 2, usable: true },
    { name: "one of four", power: [null, 200, null, 0], timer: 4, positive: 1, usable: false },
    {
      name: "timer off seconds left out",
      power: [0, 0, 200, 200],
      timer: 2,
      positive: 2,
      usable: true,
    },
  ])("$name", ({ power, timer, positive, usable }) => {
    // The first two seconds have the timer off in the last case only.
    const isTimerOn = power.map((_, second) => timer === 4 || second >= 2);
    const coverage = powerCoverage(power, isTimerOn);
    expect(coverage.timerSec).toBe(timer);
    expect(coverage.positiveSec).toBe(positive);
    expect(coverage.isUsable).toBe(usable);
  });
});
