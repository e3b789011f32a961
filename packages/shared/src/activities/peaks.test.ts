import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import type { RecordValues } from "./activity-records.ts";
import { activityFrom, steadyRows } from "./activity-test-support.ts";
import { normaliseActivity } from "./normalise.ts";
import { detectPeaks, isImprovement, isPeakStale } from "./peaks.ts";

function samplesOf(sportId: number, seconds: number, row: (second: number) => RecordValues) {
  return normaliseActivity(activityFrom(steadyRows(seconds, row), { sportId, timerPauses: [] }));
}

function zones(thresholds: { ftp?: number; lthr?: number; runPace?: number; tpace?: number }) {
  const account = defaultAccountZones();
  account.cyclingMethods.power.threshold = thresholds.ftp ?? null;
  account.runningMethods.ftpHr.threshold = thresholds.lthr ?? null;
  account.runningMethods.pace.threshold = thresholds.runPace ?? null;
  account.swimmingMethods.tpace.threshold = thresholds.tpace ?? null;
  return account;
}

describe("detectPeaks", () => {
  it.each([
    {
      name: "20 min at 300 W over FTP 270",
      ftp: 270,
      expected: [{ method: "power", threshold: 270, value: 285 }],
    },
    { name: "20 min at 300 W under FTP 290", ftp: 290, expected: [] },
    {
      name: "20 min at 300 W without an FTP",
      ftp: undefined,
      expected: [{ method: "power", threshold: null, value: 285 }],
    },
  ])("cycling: $name", ({ ftp, expected }) => {
    const samples = samplesOf(2, 1500, (second) => ({
      powerW: second < 1200 ? 300 : 100,
      heartRateBpm: 170,
    }));
    expect(detectPeaks(samples, zones({ ftp }))).toMatchObject(expected);
  });

  it.each([
    { seconds: 3700, durationSec: 3600 },
    { seconds: 1500, durationSec: 1200 },
    { seconds: 600, durationSec: null },
  ])(
    "heart rate without power over $seconds s uses a $durationSec s window",
    ({ seconds, durationSec }) => {
      const samples = samplesOf(4, seconds, () => ({ heartRateBpm: 172 }));
      const peaks = detectPeaks(samples, zones({ lthr: 165 }));
      if (durationSec === null) expect(peaks).toEqual([]);
      else
        expect(peaks).toMatchObject([
          { method: "heartRate", threshold: 165, value: 172, durationSec },
        ]);
    },
  );

  it("running: the best 30 minutes faster than the threshold pace", () => {
    const samples = samplesOf(1, 2000, (second) => ({ distanceM: second * 4 }));
    const peaks = detectPeaks(samples, zones({ runPace: 260 }));
    expect(peaks).toMatchObject([
      { method: "pace", threshold: 260, value: 250, durationSec: 1800 },
    ]);
    expect(detectPeaks(samples, zones({ runPace: 240 }))).toEqual([]);
  });

  it("swimming: the best 1000 m / 10 faster than the T-pace", () => {
    const samples = samplesOf(3, 1100, (second) => ({ distanceM: second }));
    expect(detectPeaks(samples, zones({ tpace: 105 }))).toMatchObject([
      { method: "tpace", threshold: 105, value: 100, distanceM: 1000 },
    ]);
  });
});

describe("stale peaks and improvements", () => {
  it.each([
    { method: "power", value: 280, current: 290, isStale: true },
    { method: "power", value: 280, current: 280, isStale: false },
    { method: "heartRate", value: 170, current: 165, isStale: false },
    { method: "pace", value: 250, current: 245, isStale: true },
    { method: "tpace", value: 100, current: 104, isStale: false },
    { method: "power", value: 280, current: null, isStale: false },
  ] as const)(
    "$method peak $value against $current: stale $isStale",
    ({ method, value, current, isStale }) => {
      expect(isPeakStale({ method, value }, current)).toBe(isStale);
    },
  );

  it.each([
    ["power", 300, 290, true],
    ["pace", 250, 240, false],
    ["tpace", 95, null, true],
  ] as const)("%s %i over stored %s improves: %s", (method, value, stored, expected) => {
    expect(isImprovement(method, value, stored)).toBe(expected);
  });
});
