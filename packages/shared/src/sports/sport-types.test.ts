import { describe, expect, it } from "vitest";
import { SportId } from "./sport-ids.ts";
import {
  analysisSport,
  expandSport,
  isCalendarItem,
  isSportId,
  normalizeSport,
  planSports,
  SPORT_NAMES,
} from "./sport-types.ts";

describe("normalizeSport", () => {
  it.each([
    [1, 1],
    [11, 1],
    [12, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [40, 40],
    [60, 60],
  ])("%i -> %i", (input, expected) => expect(normalizeSport(input)).toBe(expected));
});

describe("analysisSport", () => {
  it.each([
    [11, 1],
    [12, 1],
    [2, 2],
    [3, 3],
    [4, null],
    [61, null],
    [40, null],
  ])("%i -> %s", (input, expected) => expect(analysisSport(input)).toBe(expected));
});

describe("expandSport", () => {
  it("expands triathlon to swimming, cycling, running", () => {
    expect(expandSport(SportId.triathlon)).toEqual([3, 2, 1]);
  });
  it.each([
    [1, [1]],
    [12, [1]],
    [4, [4]],
  ])("%i -> %j", (input, expected) => expect(expandSport(input)).toEqual(expected));
});

describe("planSports", () => {
  it.each([
    [[4, 1, 1], [1]],
    [[40], [3, 2, 1]],
    [
      [2, 11, 60, 61, 50, 4],
      [2, 1],
    ],
    [[], []],
  ])("%j -> %j", (input, expected) => expect(planSports(input)).toEqual(expected));
});

describe("sport ids", () => {
  it("names every sport id", () => {
    for (const id of Object.values(SportId)) expect(SPORT_NAMES[id]).toMatch(/\w/);
    expect(SPORT_NAMES[SportId.test]).toBe("Performance tests");
  });
  it.each([
    [1, true],
    [40, true],
    [5, false],
    [99, false],
  ])("isSportId(%i) is %s", (input, expected) => expect(isSportId(input)).toBe(expected));
  it.each([
    [60, true],
    [61, true],
    [1, false],
  ])("isCalendarItem(%i) is %s", (input, expected) => expect(isCalendarItem(input)).toBe(expected));
});
