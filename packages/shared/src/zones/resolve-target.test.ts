import { describe, expect, it } from "vitest";
import { defaultAccountZones } from "./default-zones.ts";
import { resolveStepTarget, scaleOfValue, valueOfScale } from "./resolve-target.ts";
import type { MethodZones } from "./zone.types.ts";
import { methodZonesFor, zoneOfScale } from "./zone-lookup.ts";

function zonesWith(threshold: number | null) {
  const zones = defaultAccountZones();
  zones.runningMethods.ftpHr.threshold = threshold;
  zones.runningMethods.pace.threshold = threshold === null ? null : 300;
  zones.cyclingMethods.power.threshold = threshold === null ? null : 250;
  zones.swimmingMethods.tpace.threshold = threshold === null ? null : 100;
  return zones;
}
const account = zonesWith(170);
const runHr = account.runningMethods.ftpHr;
const runPace = account.runningMethods.pace;
const power = account.cyclingMethods.power;
const rpe = account.cyclingMethods.rpe;

const target = (
  unit: "number" | "seconds" | "zone" | "%",
  lower: number | null,
  upper: number | null,
  lowerZone: number | null = null,
  upperZone: number | null = null,
) => ({ unit, lower, upper, lowerZone, upperZone });

describe("zoneOfScale", () => {
  it.each([
    [49, 0],
    [50, 1],
    [84, 1],
    [84.5, 1],
    [85, 2],
    [99.9, 4],
    [100, 5],
    [115, 5],
    [115.1, 6],
  ])("running HR %s%% is zone %i", (scale, zone) =>
    expect(zoneOfScale(runHr.zones, scale)).toBe(zone),
  );
  it("treats a missing zone table as above the top zone", () => {
    expect(zoneOfScale([], 50)).toBe(6);
  });
});

describe("scale conversions", () => {
  it.each([
    [1, runHr, 170, 100],
    [1, runHr, 85, 50],
    [3, power, 200, 80],
    [2, runPace, 300, 100],
    [2, runPace, 250, 120],
    [2, runPace, 400, 75],
    [5, rpe, 7, 7],
  ])("method %i value %i -> %s", (method, zones: MethodZones, value, scale) => {
    expect(scaleOfValue(method, zones, value)).toBeCloseTo(scale, 6);
    expect(valueOfScale(method, zones, scale)).toBeCloseTo(value, 6);
  });
  it("gives null without a threshold or for non-positive values", () => {
    const none = zonesWith(null).cyclingMethods.power;
    expect(scaleOfValue(3, none, 200)).toBeNull();
    expect(valueOfScale(3, none, 80)).toBeNull();
    expect(scaleOfValue(2, runPace, 0)).toBeNull();
  });
});

describe("resolveStepTarget", () => {
  it("resolves zones to absolute values", () => {
    expect(resolveStepTarget(target("zone", null, null, 2, 3), 3, power)).toEqual({
      lowerValue: 138,
      upperValue: 223,
      lowerScale: 55,
      upperScale: 89,
      lowerZone: 2,
      upperZone: 3,
    });
  });
  it("orders a reversed zone range", () => {
    expect(resolveStepTarget(target("zone", null, null, 4, 2), 1, runHr)).toMatchObject({
      lowerZone: 2,
      upperZone: 4,
    });
  });
  it("resolves a percent target on power and heart rate", () => {
    expect(resolveStepTarget(target("%", 95, 105), 3, power)).toEqual({
      lowerValue: 238,
      upperValue: 263,
      lowerScale: 95,
      upperScale: 105,
      lowerZone: 4,
      upperZone: 5,
    });
    expect(resolveStepTarget(target("%", 80, 90), 1, runHr)).toMatchObject({
      lowerValue: 136,
      upperValue: 153,
      lowerZone: 1,
      upperZone: 3,
    });
  });
  it("resolves fixed heart rate to zones and keeps the typed values", () => {
    // threshold 170: 150 bpm is 88.2% (zone 2), 160 bpm is 94.1% (zone 3)
    expect(resolveStepTarget(target("number", 160, 150), 1, runHr)).toMatchObject({
      lowerValue: 150,
      upperValue: 160,
      lowerZone: 2,
      upperZone: 3,
    });
  });
  it("inverts pace: fewer seconds is a higher percent and zone", () => {
    // threshold 300 s/km; 330 s/km is 90.9% (zone 3), 290 s/km is 103.4% (zone 5)
    const resolved = resolveStepTarget(target("seconds", 290, 330), 2, runPace);
    expect(resolved).toMatchObject({
      lowerValue: 330,
      upperValue: 290,
      lowerZone: 3,
      upperZone: 5,
    });
    expect(resolved.lowerScale).toBeCloseTo(90.909, 3);
    expect(resolveStepTarget(target("zone", null, null, 4, 4), 2, runPace)).toMatchObject({
      lowerValue: 315.8,
      upperValue: 303,
      lowerScale: 95,
      upperScale: 99,
    });
    expect(
      resolveStepTarget(target("%", 100, 100), 4, account.swimmingMethods.tpace),
    ).toMatchObject({
      lowerValue: 100,
      upperValue: 100,
      lowerZone: 4,
      upperZone: 4,
    });
  });
  it("uses a single bound for both ends", () => {
    expect(resolveStepTarget(target("number", 200, null), 3, power)).toMatchObject({
      lowerValue: 200,
      upperValue: 200,
      lowerZone: 3,
      upperZone: 3,
    });
  });
  it("maps RPE values straight onto RPE zones", () => {
    expect(resolveStepTarget(target("number", 7, 8), 5, rpe)).toMatchObject({
      lowerZone: 4,
      upperZone: 4,
      lowerScale: 7,
    });
  });
  it("keeps stored values without zones, threshold or target", () => {
    const stored = target("number", 200, 220, 3, 3);
    expect(resolveStepTarget(stored, 3, undefined)).toEqual({
      lowerValue: 200,
      upperValue: 220,
      lowerScale: null,
      upperScale: null,
      lowerZone: 3,
      upperZone: 3,
    });
    expect(resolveStepTarget(stored, 3, zonesWith(null).cyclingMethods.power)).toMatchObject({
      lowerZone: 3,
      upperZone: 3,
      lowerValue: 200,
    });
    expect(resolveStepTarget(target("%", null, null), 3, power)).toMatchObject({
      lowerZone: null,
      lowerScale: null,
    });
    expect(resolveStepTarget(target("zone", null, null, null, 2), 3, power)).toMatchObject({
      lowerZone: null,
      upperZone: 2,
    });
  });
  it("maps percent targets to zones even without a threshold", () => {
    expect(
      resolveStepTarget(target("%", 95, 105), 3, zonesWith(null).cyclingMethods.power),
    ).toMatchObject({
      lowerValue: null,
      upperValue: null,
      lowerZone: 4,
      upperZone: 5,
    });
  });
});

describe("methodZonesFor", () => {
  it.each([
    [1, 1, account.runningMethods.ftpHr],
    [11, 2, account.runningMethods.pace],
    [1, 5, account.runningMethods.rpe],
    [2, 1, account.cyclingMethods.ftpHr],
    [2, 3, account.cyclingMethods.power],
    [2, 5, account.cyclingMethods.rpe],
    [3, 4, account.swimmingMethods.tpace],
    [3, 5, account.swimmingMethods.rpe],
    [1, 3, undefined],
    [3, 1, undefined],
    [4, 1, undefined],
    [2, null, undefined],
  ])("sport %i method %s", (sport, method, expected) => {
    expect(methodZonesFor(account, sport, method)).toBe(expected);
  });
  it("gives undefined without zones", () => expect(methodZonesFor(null, 1, 1)).toBeUndefined());
});
