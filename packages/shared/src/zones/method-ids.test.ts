import { describe, expect, it } from "vitest";
import {
  isMethodId,
  isPaceMethod,
  METHOD_NAMES,
  METHOD_ZONE_NAMES,
  MethodId,
  methodsOfSport,
} from "./method-ids.ts";
import { percentLabel, targetKinds } from "./target-kinds.ts";

describe("methods", () => {
  it("keeps the ids, names and zone names", () => {
    expect(MethodId).toEqual({ heartrate: 1, pace: 2, power: 3, tpace: 4, rpe: 5 });
    expect(METHOD_ZONE_NAMES).toEqual({ 1: "ftpHr", 2: "pace", 3: "power", 4: "tpace", 5: "rpe" });
    expect(Object.values(METHOD_NAMES)).toEqual(["Heartrate", "Pace", "Power", "T-pace", "RPE"]);
  });
  it.each([
    [1, [1, 2, 5]],
    [11, [1, 2, 5]],
    [2, [1, 3, 5]],
    [3, [4, 5]],
    [4, []],
  ])("sport %i offers %j", (sport, methods) => expect(methodsOfSport(sport)).toEqual(methods));
  it.each([
    [2, true],
    [4, true],
    [1, false],
    [null, false],
  ])("isPaceMethod(%s) is %s", (method, expected) => expect(isPaceMethod(method)).toBe(expected));
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [1.5, false],
  ])("isMethodId(%s) is %s", (method, expected) => expect(isMethodId(method)).toBe(expected));
});

describe("target kinds", () => {
  it.each([
    [1, 1, "% L.T."],
    [1, 2, "% L.T."],
    [2, 1, "% FTP"],
    [2, 3, "% FTP"],
    [3, 4, "% T-pace"],
    [1, 5, null],
  ] as const)("sport %i method %i: %s", (sport, method, label) => {
    expect(percentLabel(sport, method)).toBe(label);
  });
  it("offers fixed (seconds for pace), zones and percent", () => {
    expect(targetKinds(1, 2).map((option) => [option.kind, option.unit, option.label])).toEqual([
      ["fixed", "seconds", "Fixed values"],
      ["zones", "zone", "Zones"],
      ["percent", "%", "% L.T."],
    ]);
    expect(targetKinds(2, 3).map((option) => option.unit)).toEqual(["number", "zone", "%"]);
    expect(targetKinds(2, 5).map((option) => option.kind)).toEqual(["fixed", "zones"]);
  });
});
