import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { activityFrom, steadyRows } from "./activity-test-support.ts";
import { elevationChange } from "./elevation.ts";
import { normaliseActivity } from "./normalise.ts";
import { summariseActivity } from "./summary.ts";
import { timeInZones } from "./time-in-zones.ts";

describe("summariseActivity", () => {
  it("sums up a run with a stop and a timer pause", () => {
    const rows = steadyRows(600, (second) => ({
      speedMps: second >= 100 && second < 130 ? 0 : 4,
      distanceM: Math.min(second, 100) * 4 + Math.max(0, second - 130) * 4,
      heartRateBpm: 150,
      cadenceRpm: 90,
      altitudeM: second < 300 ? second / 10 : 60 - second / 10,
    }));
    const activity = activityFrom(rows, {
      sportId: 1,
      timerPauses: [{ startSec: 500, endSec: 560 }],
    });
    const account = defaultAccountZones();
    account.runningMethods.ftpHr.threshold = 160;
    account.runningMethods.pace.threshold = 250;
    const summary = summariseActivity(normaliseActivity(activity), account);
    expect(summary).toMatchObject({
      sportId: 1,
      durationSec: 540,
      elapsedSec: 600,
      movingTimeSec: 510,
      avgHeartRateBpm: 150,
      maxHeartRateBpm: 150,
      maxSpeedMps: 4,
      avgCadenceRpm: 90,
      paceDistanceM: 1000,
    });
    expect(summary.distanceM).toBe(599 * 4 - 30 * 4);
    // Average over the timer time, as devices divide it (decision 118): 2276 m / 540 s; the
    // moving speed beside it over the 510 s not on pause.
    expect(summary.avgSpeedMps).toBeCloseTo((599 * 4 - 120) / 540);
    expect(summary.avgPaceSec).toBeCloseTo(1000 / ((599 * 4 - 120) / 540));
    expect(summary.movingSpeedMps).toBeCloseTo((599 * 4 - 120) / 510);
    expect(summary.movingPaceSec).toBeCloseTo(1000 / ((599 * 4 - 120) / 510));
    expect(summary.caloriesKcal).toBeNull();
    expect(summary.elevationGainM).toBeCloseTo(29.9, 0);
    expect(summary.power).toBeNull();
    expect(summary.stress?.method).toBe("running-pace");
    // 150 / 160 = 93.75 % of LTHR: zone 3 (90-94) for every timer second.
    expect(summary.timeInZones.heartRate?.seconds).toEqual([0, 0, 0, 540, 0, 0, 0]);
    // 4 m/s against 4 m/s threshold: 100 %, zone 5 (100-130), while moving.
    expect(summary.timeInZones.pace?.seconds[5]).toBe(510);
    expect(summary.timeInZones.power).toBeNull();
  });

  it("has no pace for cycling and no zones without thresholds", () => {
    const activity = activityFrom(
      steadyRows(60, () => ({ powerW: 200, speedMps: 9 })),
      {
        timerPauses: [],
      },
    );
    const summary = summariseActivity(normaliseActivity(activity), null);
    expect(summary.avgPaceSec).toBeNull();
    expect(summary.paceDistanceM).toBeNull();
    expect(summary.distanceM).toBeNull();
    expect(summary.avgSpeedMps).toBe(9);
    expect(summary.power?.avgPowerW).toBe(200);
    expect(summary.stress).toBeNull();
    expect(summary.timeInZones).toEqual({ heartRate: null, power: null, pace: null });
    expect(summary.elevationGainM).toBeNull();
  });

  it("uses per-100 m pace for swimming", () => {
    const activity = activityFrom(
      steadyRows(101, (second) => ({ distanceM: second })),
      {
        sportId: 3,
        timerPauses: [],
      },
    );
    const summary = summariseActivity(normaliseActivity(activity));
    expect(summary.paceDistanceM).toBe(100);
    expect(summary.avgPaceSec).toBeCloseTo(101, 0);
  });
});

describe("elevationChange", () => {
  it.each([
    {
      name: "noise under the hysteresis adds nothing",
      altitudes: [10, 11, 10, 11.5, 10, 11],
      gain: 0,
      loss: 0,
    },
    { name: "a steady climb counts in full", altitudes: [0, 1, 2, 3, 4, 5, 6], gain: 6, loss: 0 },
    { name: "climb then descent", altitudes: [0, 5, 10, 5, 0], gain: 10, loss: 10 },
    { name: "empty readings are skipped", altitudes: [null, 0, null, 3], gain: 3, loss: 0 },
  ])("$name", ({ altitudes, gain, loss }) => {
    expect(elevationChange(altitudes)).toEqual({ gainM: gain, lossM: loss });
  });

  it("is null without altitude", () => {
    expect(elevationChange([null, null])).toBeNull();
  });
});

describe("timeInZones", () => {
  it.each([
    { value: 2, zone: 0 },
    { value: 100, zone: 1 },
    { value: 160, zone: 2 },
    { value: 200, zone: 3 },
    { value: 250, zone: 4 },
    { value: 300, zone: 5 },
    { value: 400, zone: 6 },
  ])("$value W at FTP 250 is counted in slot $zone", ({ value, zone }) => {
    const method = defaultAccountZones().cyclingMethods.power;
    const result = timeInZones([value, null, value], [true, true, false], method, 250);
    const expected = Array(7).fill(0);
    expected[zone] = 1;
    expect(result.seconds).toEqual(expected);
    expect(result.zoneNames).toHaveLength(5);
  });
});
