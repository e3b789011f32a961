import { describe, expect, it } from "vitest";
import { DEFAULT_ZONE_RANGES, defaultAccountZones } from "./default-zones.ts";
import { AccountZonesSchema } from "./zone.schemas.ts";

const pairs = (zones: readonly { low: number; high: number }[]) =>
  zones.map((zone) => [zone.low, zone.high]);

describe("default zones", () => {
  it("uses the product's ranges", () => {
    expect(pairs(DEFAULT_ZONE_RANGES.runningHeartRate)).toEqual([
      [50, 84],
      [85, 89],
      [90, 94],
      [95, 99],
      [100, 115],
    ]);
    expect(pairs(DEFAULT_ZONE_RANGES.cyclingPower)).toEqual([
      [1, 54],
      [55, 74],
      [75, 89],
      [90, 104],
      [105, 150],
    ]);
    expect(pairs(DEFAULT_ZONE_RANGES.rpe)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
  });
  it("uses the published defaults where the product has none", () => {
    expect(pairs(DEFAULT_ZONE_RANGES.cyclingHeartRate)).toEqual([
      [50, 80],
      [81, 89],
      [90, 93],
      [94, 99],
      [100, 115],
    ]);
    expect(pairs(DEFAULT_ZONE_RANGES.runningPace)).toEqual([
      [50, 77],
      [78, 87],
      [88, 94],
      [95, 99],
      [100, 130],
    ]);
    expect(pairs(DEFAULT_ZONE_RANGES.swimmingTPace)).toEqual([
      [50, 87],
      [88, 91],
      [92, 95],
      [96, 100],
      [101, 130],
    ]);
  });
  it("converts Friel's pace-time percents to speed percents", () => {
    // A run 29% slower than threshold pace takes 1.29x the time: 77.5% of threshold speed.
    expect(Math.floor(100 / 1.29)).toBe(DEFAULT_ZONE_RANGES.runningPace[0].high);
    expect(Math.round(100 / 1.06)).toBe(DEFAULT_ZONE_RANGES.runningPace[2].high);
  });
  it("builds a valid account object with 5 named zones per method and no thresholds", () => {
    const zones = defaultAccountZones();
    expect(AccountZonesSchema.parse(zones)).toEqual(zones);
    expect(Object.keys(zones)).toEqual(["runningMethods", "cyclingMethods", "swimmingMethods"]);
    expect(Object.keys(zones.runningMethods)).toEqual(["ftpHr", "pace", "rpe"]);
    expect(Object.keys(zones.cyclingMethods)).toEqual(["ftpHr", "power", "rpe"]);
    expect(Object.keys(zones.swimmingMethods)).toEqual(["tpace", "rpe"]);
    expect(zones.cyclingMethods.power.zoneNames).toHaveLength(5);
    expect(zones.runningMethods.ftpHr.threshold).toBeNull();
  });
  it("returns a fresh copy each time", () => {
    const first = defaultAccountZones();
    first.runningMethods.ftpHr.zones[0].low = 1;
    expect(defaultAccountZones().runningMethods.ftpHr.zones[0].low).toBe(50);
  });
});
