import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import type { RecordValues } from "./activity-records.ts";
import { activityFrom, steadyRows } from "./activity-test-support.ts";
import { normaliseActivity } from "./normalise.ts";
import { normalisedMean, powerMetrics, stressFromIntensity } from "./power-metrics.ts";
import { heartRateStress, trainingStress } from "./stress.ts";

function samplesOf(sportId: number | null, seconds: number, row: (second: number) => RecordValues) {
  return normaliseActivity(activityFrom(steadyRows(seconds, row), { sportId, timerPauses: [] }));
}

function zones(thresholds: { ftp?: number; lthr?: number; runPace?: number; tpace?: number }) {
  const account = defaultAccountZones();
  account.cyclingMethods.power.threshold = thresholds.ftp ?? null;
  account.cyclingMethods.ftpHr.threshold = thresholds.lthr ?? null;
  account.runningMethods.ftpHr.threshold = thresholds.lthr ?? null;
  account.runningMethods.pace.threshold = thresholds.runPace ?? null;
  account.swimmingMethods.tpace.threshold = thresholds.tpace ?? null;
  return account;
}

describe("power metrics", () => {
  it.each([
    {
      name: "steady 200 W for an hour at FTP 200",
      seconds: 3600,
      power: () => 200,
      ftp: 200,
      np: 200,
      tss: 100,
    },
    {
      name: "steady 150 W for an hour at FTP 200",
      seconds: 3600,
      power: () => 150,
      ftp: 200,
      np: 150,
      tss: 56.25,
    },
  ])("$name", ({ seconds, power, ftp, np, tss }) => {
    const samples = samplesOf(2, seconds, (second) => ({ powerW: power() + 0 * second }));
    const metrics = powerMetrics(samples.powerW, samples.isTimerOn, ftp);
    // The zero-padded start window lowers NP a hair below the steady power.
    expect(metrics?.normalizedPowerW).toBeCloseTo(np, -0.5);
    expect(metrics?.trainingStress).toBeCloseTo(tss, -0.5);
    expect(metrics?.avgPowerW).toBe(np);
  });

  it("NP of alternating 0/400 W minutes is above the 200 W average (VI > 1)", () => {
    const samples = samplesOf(2, 1200, (second) => ({
      powerW: Math.floor(second / 60) % 2 ? 400 : 0,
    }));
    const metrics = powerMetrics(samples.powerW, samples.isTimerOn, null);
    expect(metrics?.avgPowerW).toBe(200);
    expect(metrics?.normalizedPowerW).toBeGreaterThan(250);
    expect(metrics?.variabilityIndex).toBeGreaterThan(1.25);
    expect(metrics?.intensityFactor).toBeNull();
    expect(metrics?.trainingStress).toBeNull();
  });

  it("has no power metrics without power", () => {
    const samples = samplesOf(2, 10, () => ({ heartRateBpm: 120 }));
    expect(powerMetrics(samples.powerW, samples.isTimerOn, 250)).toBeNull();
    expect(normalisedMean([])).toBeNull();
    expect(stressFromIntensity(7200, 0.5)).toBe(50);
  });
});

describe("trainingStress picks the method", () => {
  it.each([
    {
      name: "cycling with power and FTP: power TSS",
      sportId: 2,
      row: () => ({ powerW: 250, heartRateBpm: 150 }),
      thresholds: { ftp: 250, lthr: 160 },
      method: "power",
      stress: 100,
    },
    {
      name: "cycling with power but no FTP: hrTSS",
      sportId: 2,
      row: () => ({ powerW: 250, heartRateBpm: 160 }),
      thresholds: { lthr: 160 },
      method: "heart-rate",
      stress: 100,
    },
    {
      name: "running at threshold pace 4:00/km: rTSS 100",
      sportId: 1,
      row: () => ({ speedMps: 1000 / 240, heartRateBpm: 150 }),
      thresholds: { runPace: 240, lthr: 160 },
      method: "running-pace",
      stress: 100,
    },
    {
      name: "running without a threshold pace: hrTSS",
      sportId: 1,
      row: () => ({ speedMps: 3, heartRateBpm: 160 }),
      thresholds: { lthr: 160 },
      method: "heart-rate",
      stress: 100,
    },
    {
      name: "swimming at T-pace 1:40/100 m: sTSS 100",
      sportId: 3,
      row: (second: number) => ({ distanceM: second, heartRateBpm: 140 }),
      thresholds: { tpace: 100 },
      method: "swim-pace",
      stress: 100,
    },
    {
      name: "strength with LTHR: hrTSS from running's LTHR",
      sportId: 4,
      row: () => ({ heartRateBpm: 160 }),
      thresholds: { lthr: 160 },
      method: "heart-rate",
      stress: 100,
    },
  ])("$name", ({ sportId, row, thresholds, method, stress }) => {
    const samples = samplesOf(sportId, 3601, row);
    const result = trainingStress(samples, zones(thresholds));
    expect(result?.method).toBe(method);
    expect(result?.stress).toBeGreaterThan(stress * 0.98);
    expect(result?.stress).toBeLessThan(stress * 1.02);
  });

  it.each([
    ["no zones", null],
    ["no thresholds", zones({})],
  ])("is null with %s", (_, account) => {
    expect(
      trainingStress(
        samplesOf(2, 60, () => ({ powerW: 200, heartRateBpm: 150 })),
        account,
      ),
    ).toBeNull();
  });
});

describe("heartRateStress", () => {
  it.each([
    { heartRate: 160, stress: 100 },
    { heartRate: 60, stress: 0 },
    { heartRate: 40, stress: 0 },
  ])("an hour at $heartRate bpm with LTHR 160 is about $stress", ({ heartRate, stress }) => {
    const samples = samplesOf(1, 3600, () => ({ heartRateBpm: heartRate }));
    expect(heartRateStress(samples, 160)?.stress).toBeCloseTo(stress, 0);
  });

  it("counts more for women's k at the same heart rate above LTHR and less below", () => {
    const samples = samplesOf(1, 3600, () => ({ heartRateBpm: 140 }));
    const male = heartRateStress(samples, 160)?.stress ?? 0;
    const female = heartRateStress(samples, 160, { sex: "female" })?.stress ?? 0;
    expect(female).toBeGreaterThan(male);
    expect(male).toBeLessThan(100);
  });

  it.each([
    ["max below rest", { restingHeartRateBpm: 100, maxHeartRateBpm: 90 }],
    ["no heart rate", {}],
  ])("is null with %s", (name, assumptions) => {
    const samples = samplesOf(1, 60, () =>
      name === "no heart rate" ? { speedMps: 3 } : { heartRateBpm: 150 },
    );
    expect(heartRateStress(samples, 160, assumptions)).toBeNull();
  });
});
