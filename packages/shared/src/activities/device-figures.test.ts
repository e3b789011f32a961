import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { parseActivityFile } from "./activity-file.ts";
import { DEGREES_PER_SEMICIRCLE } from "./activity-records.ts";
import { analyseActivity } from "./analyse-activity.ts";
import { meanMaxCurve, meanMaxInput } from "./mean-max.ts";

/**
 * The engine against the devices' own figures on the real files of fixtures/activities (its
 * README.md gives the figures and sources): within 2 % unless stated. Node's fs is read here only;
 * the engine itself never touches it.
 */
interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding?: string): Uint8Array & string;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const FIXTURES = `${testDir}/../../../../fixtures/activities`;

function fixture(name: string): Uint8Array {
  if (!fs.existsSync(`${FIXTURES}/${name}`)) {
    throw new Error(`Activity fixture missing: fixtures/activities/${name} (${FIXTURES})`);
  }
  return new Uint8Array(fs.readFileSync(`${FIXTURES}/${name}`));
}

function zonesWith(ftpW: number | null) {
  const zones = defaultAccountZones();
  zones.cyclingMethods.power.threshold = ftpW;
  return zones;
}

function analyse(name: string, ftpW: number | null = null) {
  const file = parseActivityFile(name, fixture(name));
  expect(file.activities).toHaveLength(1);
  const [activity] = file.activities;
  return { file, activity, analysis: analyseActivity(activity, zonesWith(ftpW)) };
}

function within(actual: number | null | undefined, expected: number, share = 0.02) {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * share);
}

it("finds the fixture folder", () => {
  expect(fs.existsSync(`${FIXTURES}/README.md`), `missing ${FIXTURES}/README.md`).toBe(true);
});

describe("power rides", () => {
  it.each([
    {
      name: "Edge810-Vector-2013-08-16-15-35-10.fit",
      ftpW: 315,
      durationSec: 4700,
      distanceM: 41_300,
      avgPowerW: 276,
      np: 301,
      intensity: 0.956,
      tss: 118.7,
    },
    {
      name: "sample-activity-indoor-trainer.fit",
      ftpW: 250,
      durationSec: 2262,
      distanceM: null,
      avgPowerW: 201,
      np: 228,
      intensity: 0.914,
      tss: 50.8,
    },
  ])("$name: duration, distance, power, NP, IF, TSS", (row) => {
    const { analysis, activity } = analyse(row.name, row.ftpW);
    const { summary } = analysis;
    expect(activity.sportId).toBe(2);
    within(summary.durationSec, row.durationSec);
    if (row.distanceM === null) expect(summary.distanceM).toBeNull();
    else within(summary.distanceM, row.distanceM);
    within(summary.power?.avgPowerW, row.avgPowerW);
    within(summary.power?.normalizedPowerW, row.np);
    within(summary.power?.intensityFactor, row.intensity);
    within(summary.power?.trainingStress, row.tss);
    expect(summary.stress?.method).toBe("power");
    within(summary.stress?.stress, row.tss);
    expect(activity.deviceSummary?.normalizedPowerW).toBe(row.np);
  });

  it.each([
    [5, 591],
    [60, 417],
    [300, 341],
    [1200, 312],
  ])("Edge 810 mean-maximal power over %i s is about %i W", (durationSec, powerW) => {
    const { analysis } = analyse("Edge810-Vector-2013-08-16-15-35-10.fit", 315);
    const curve = meanMaxCurve(meanMaxInput(analysis.samples.powerW, analysis.samples.isTimerOn));
    within(curve[durationSec], powerW);
    const point = analysis.powerCurve.find((entry) => entry.durationSec === durationSec);
    expect(point?.powerW).toBe(curve[durationSec]);
  });

  it("keeps the Edge 810's laps and GPS route", () => {
    const { activity, analysis } = analyse("Edge810-Vector-2013-08-16-15-35-10.fit", 315);
    expect(activity.laps).toHaveLength(8);
    within(activity.laps[0].distanceM, 9220.46);
    expect(activity.laps[0].avgPowerW).toBe(252);
    expect(analysis.samples.latitudeDeg[0]).toBeCloseTo(568210171 * DEGREES_PER_SEMICIRCLE, 9);
  });

  it("has no positions on the indoor trainer", () => {
    const { analysis } = analyse("sample-activity-indoor-trainer.fit", 250);
    expect(analysis.samples.latitudeDeg.every((value) => value === null)).toBe(true);
  });
});

describe("runs", () => {
  it("fenix2 run: duration, distance, best 1 km 4:06 and 5 km 21:44", () => {
    const { analysis, activity } = analyse("activity-small-fenix2-run.fit");
    expect(activity.sportId).toBe(1);
    within(analysis.summary.durationSec, 2832);
    within(analysis.summary.distanceM, 9008);
    const best = Object.fromEntries(analysis.bestEfforts.map((e) => [e.distanceM, e.timeSec]));
    expect(Math.round(best[1000])).toBe(4 * 60 + 6);
    expect(Math.round(best[5000])).toBe(21 * 60 + 44);
    expect(best[10_000]).toBeUndefined();
    expect(activity.laps).toHaveLength(4);
  });

  it("fenix 5 run: every record field equals the CSV, duration 57 s", () => {
    const { activity, analysis } = analyse("garmin-fenix-5-run.fit");
    const csv = fs.readFileSync(`${FIXTURES}/garmin-fenix-5-run-records.csv`, "utf8");
    const rows = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(","));
    const { records } = activity;
    const startMs = Date.parse(activity.startTime);
    expect(records.timeSec).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      const [time, heartRate, cadence, speed, distance, lat, lon, altitude, temperature] = row;
      expect(records.timeSec[index]).toBe((Date.parse(time) - startMs) / 1000);
      expect(records.heartRateBpm[index]).toBe(Number(heartRate));
      expect(records.cadenceRpm[index]).toBe(Number(cadence));
      expect(records.speedMps[index]).toBeCloseTo(Number(speed), 9);
      expect(records.distanceM[index]).toBeCloseTo(Number(distance), 9);
      expect(records.latitudeDeg[index]).toBeCloseTo(Number(lat) * DEGREES_PER_SEMICIRCLE, 12);
      expect(records.longitudeDeg[index]).toBeCloseTo(Number(lon) * DEGREES_PER_SEMICIRCLE, 12);
      expect(records.altitudeM[index]).toBeCloseTo(Number(altitude), 9);
      expect(records.temperatureC[index]).toBe(Number(temperature));
    });
    within(analysis.summary.durationSec, 57);
    within(analysis.summary.distanceM, 157.56);
  });

  it("developer-types run: running power (native, or a developer power field), 3424 s", () => {
    const { analysis, activity } = analyse("developer-types-sample.fit");
    expect(activity.sportId).toBe(1);
    within(analysis.summary.durationSec, 3424);
    within(analysis.summary.power?.avgPowerW, 218);
    within(analysis.summary.distanceM, 6753.99);
    // Power of a run is not cycling power: no FTP-based stress.
    expect(analysis.summary.power?.trainingStress).toBeNull();
  });
});

describe("pool swim", () => {
  it("event_timestamp: 166 lengths (114 active), 99 laps, 22.86 m pool, distance and time", () => {
    const { analysis, activity } = analyse("event_timestamp.fit");
    expect(activity.sportId).toBe(3);
    expect(activity.swim?.lengths).toHaveLength(166);
    expect(activity.swim?.activeLengthCount).toBe(114);
    expect(activity.swim?.poolLengthM).toBe(22.86);
    expect(activity.laps).toHaveLength(99);
    within(analysis.summary.distanceM, 2606.04, 0.0001);
    within(analysis.summary.durationSec, 4371.56);
    within(analysis.summary.movingTimeSec, 2763.254);
    expect(analysis.bestEfforts.map((effort) => effort.distanceM)).toEqual([
      100, 200, 400, 800, 1500,
    ]);
  });
});

describe("a truncated file", () => {
  it("activity-unexpected-eof: imported as far as it goes, marked truncated, with a warning", () => {
    const file = parseActivityFile("eof.fit", fixture("activity-unexpected-eof.fit"));
    expect(file.isTruncated).toBe(true);
    expect(file.warnings[0]).toMatch(/truncated or damaged.*end of stream.*14 records/);
    expect(file.activities[0].records.timeSec).toHaveLength(14);
    expect(file.activities[0].sportId).toBe(1);
  });
});
