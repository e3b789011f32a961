import { describe, expect, it } from "vitest";
import { findSubtype, SUBTYPES_BY_SPORT, subtypesOfSport, TEST_SUBTYPE_ID } from "./subtypes.ts";

const names = (sport: number) => subtypesOfSport(sport).map((subtype) => subtype.name);

describe("subtype lists", () => {
  it("lists every running subtype", () => {
    expect(names(1)).toEqual([
      "Custom",
      "Easy/Recovery Run",
      "Medium Long Run",
      "Long Run",
      "Progressive Run",
      "Fartlek Run",
      "Tempo Run",
      "Continuous Run",
      "VO2max Interval",
      "Lactate Interval",
      "Pyramid Interval",
      "Hill Repeats Long and Short",
      "Test",
    ]);
  });
  it("lists every cycling subtype", () => {
    expect(names(2)).toEqual([
      "Custom",
      "Easy/Recovery Ride",
      "Medium-Long Ride",
      "Progressive Ride",
      "Long Ride",
      "FTP Interval",
      "VO2max Interval",
      "Long Intervals",
      "Pyramid Interval",
      "Hill Repeats for force/power",
      "Hill Repeats for muscular endurance",
      "Test",
    ]);
  });
  it("lists every swimming subtype", () => {
    expect(names(3)).toEqual([
      "Custom",
      "Recovery/easy",
      "Endurance",
      "Sub-Threshold",
      "Supra-Threshold",
      "Progressive",
      "VO2max Interval",
      "Long Interval",
      "Anaerobic Capacity",
      "Long Swim",
      "Pyramid Interval",
      "Test",
    ]);
  });
  it("lists every strength subtype", () => {
    expect(names(4)).toEqual([
      "Custom",
      "Introduction to strength",
      "Muscular endurance",
      "Muscle hypertrophy",
      "Maximal strength",
      "Muscle power/explosiveness",
    ]);
  });
  it("has unique ids, abbreviations and descriptions per sport, and valid ranges", () => {
    for (const list of Object.values(SUBTYPES_BY_SPORT)) {
      expect(new Set(list.map((subtype) => subtype.id)).size).toBe(list.length);
      for (const subtype of list) {
        expect(subtype.abbreviation).toMatch(/^[A-Z0-9]+$/);
        expect(subtype.description.length).toBeGreaterThan(10);
        expect(subtype.minDurationSec).toBeGreaterThan(0);
        expect(subtype.maxDurationSec).toBeGreaterThan(subtype.minDurationSec);
      }
    }
  });
  it("uses subtype 50 for every sport's test", () => {
    for (const sport of [1, 2, 3]) expect(findSubtype(sport, TEST_SUBTYPE_ID)?.name).toBe("Test");
    expect(findSubtype(4, TEST_SUBTYPE_ID)).toBeUndefined();
  });
});

describe("duration limits", () => {
  it.each([
    [1, "Easy/Recovery Run", 1200, 5400],
    [1, "Medium Long Run", 5400, 7200],
    [1, "Long Run", 7200, 10800],
    [1, "Progressive Run", 3600, 14400],
    [1, "Tempo Run", 600, 1200],
    [1, "VO2max Interval", 10, 240],
    [1, "Lactate Interval", 240, 600],
    [1, "Pyramid Interval", 60, 480],
    [1, "Hill Repeats Long and Short", 30, 600],
    [1, "Custom", 1, 9999],
    [1, "Fartlek Run", 1, 9999],
    [1, "Test", 30, 600],
    [2, "Easy/Recovery Ride", 2400, 7200],
    [2, "Medium-Long Ride", 7200, 21600],
    [2, "Long Ride", 7200, 21600],
    [2, "FTP Interval", 1800, 5400],
    [2, "VO2max Interval", 15, 240],
    [2, "Long Intervals", 240, 600],
    [2, "Pyramid Interval", 15, 600],
    [2, "Hill Repeats for force/power", 30, 180],
    [2, "Hill Repeats for muscular endurance", 180, 600],
    [3, "Recovery/easy", 1, 9999],
    [3, "Pyramid Interval", 1, 9999],
    [3, "Endurance", 3600, 7200],
    [3, "Sub-Threshold", 600, 2400],
    [3, "Supra-Threshold", 480, 1800],
    [3, "Progressive", 3600, 14400],
    [3, "VO2max Interval", 20, 240],
    [3, "Long Interval", 240, 6000],
    [3, "Anaerobic Capacity", 120, 900],
    [3, "Long Swim", 3600, 7200],
  ])("sport %i %s: %i-%i s, as given", (sport, name, min, max) => {
    const subtype = subtypesOfSport(sport).find((candidate) => candidate.name === name);
    expect(subtype).toMatchObject({
      minDurationSec: min,
      maxDurationSec: max,
      isLimitFromSpec: true,
    });
  });

  it.each([
    [2, "Custom", 1, 21600],
    [4, "Maximal strength", 1, 21600],
    [3, "Custom", 1, 9999],
  ])("sport %i %s: chosen %i-%i s where none was given", (sport, name, min, max) => {
    const subtype = subtypesOfSport(sport).find((candidate) => candidate.name === name);
    expect(subtype).toMatchObject({
      minDurationSec: min,
      maxDurationSec: max,
      isLimitFromSpec: false,
    });
  });

  it("finds by sport and id; walking uses running's list; unknown gives undefined", () => {
    expect(findSubtype(1, 106)?.name).toBe("Tempo Run");
    expect(findSubtype(11, 106)?.name).toBe("Tempo Run");
    expect(findSubtype(2, 106)).toBeUndefined();
    expect(findSubtype(1, null)).toBeUndefined();
    expect(subtypesOfSport(60)).toEqual([]);
  });
});
