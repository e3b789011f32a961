import { describe, expect, it } from "vitest";
import {
  displayPaceSeconds,
  formatPaceFromSpeed,
  paceLabel,
  paceSecondsFromSpeed,
  storedPaceFromText,
} from "./pace.ts";
import {
  elevation,
  longDistance,
  metresFromLongDistance,
  metresFromShortDistance,
  shortDistance,
  speedFromMps,
  unitLabels,
  weightFromKg,
} from "./unit-conversions.ts";

describe("unit labels", () => {
  it("uses the product's words", () => {
    expect(unitLabels("Metric")).toMatchObject({
      distance: "km",
      shortDistance: "meters",
      weight: "Kg",
      speed: "km/h",
    });
    expect(unitLabels("Imperial")).toMatchObject({
      distance: "mi",
      shortDistance: "yards",
      weight: "Lb",
      speed: "mph",
      elevation: "ft",
    });
    expect(unitLabels(null)).toBe(unitLabels("Metric"));
  });
  it.each([
    ["run", "Metric", "min/km"],
    ["run", "Imperial", "min/mi"],
    ["swim", "Metric", "min/100m"],
    ["swim", "Imperial", "min/100y"],
  ] as const)("%s %s pace label %s", (sport, units, label) =>
    expect(paceLabel(sport, units)).toBe(label),
  );
});

describe("conversions", () => {
  it("gives elevation in feet in Imperial (1 ft = 0.3048 m exactly)", () => {
    expect(elevation(304.8, "Imperial")).toBeCloseTo(1000, 9);
    expect(elevation(143, "Metric")).toBe(143);
  });
  it.each([
    [10_000, "Metric", 10],
    [1609.34, "Imperial", 1],
    [10_000, "Imperial", 6.2137],
    [42_195, "Imperial", 26.2188],
  ] as const)("%i m -> %s %s", (metres, units, value) =>
    expect(longDistance(metres, units)).toBe(value),
  );
  it("converts back with 4 decimals", () => {
    expect(metresFromLongDistance(1, "Imperial")).toBe(1609.34);
    expect(metresFromLongDistance(5.5, "Metric")).toBe(5500);
    expect(shortDistance(91.44, "Imperial")).toBe(100);
    expect(shortDistance(50, "Metric")).toBe(50);
    expect(metresFromShortDistance(100, "Imperial")).toBe(91.44);
    expect(metresFromShortDistance(25, "Metric")).toBe(25);
  });
  it("converts speed and weight", () => {
    expect(speedFromMps(10, "Metric")).toBe(36);
    expect(speedFromMps(10, "Imperial")).toBe(22.3694);
    expect(weightFromKg(70, "Metric")).toBe(70);
    expect(weightFromKg(70, "Imperial")).toBe(154.32);
  });
});

describe("pace", () => {
  it.each([
    [1000 / 300, "run", "Metric", "05:00"],
    [1000 / 300, "run", "Imperial", "08:03"],
    [1, "swim", "Metric", "01:40"],
    [1, "swim", "Imperial", "01:31"],
    [0, "run", "Metric", "00:00"],
    [null, "swim", "Metric", "00:00"],
  ] as const)("%s m/s %s %s -> %s", (speed, sport, units, text) => {
    expect(formatPaceFromSpeed(speed, sport, units)).toBe(text);
  });
  it("gives 0 s without speed", () => expect(paceSecondsFromSpeed(-1, "run", "Metric")).toBe(0));
  it("converts stored paces to display paces and back", () => {
    expect(displayPaceSeconds(300, "run", "Imperial")).toBeCloseTo(482.802, 3);
    expect(displayPaceSeconds(100, "swim", "Imperial")).toBeCloseTo(91.44, 6);
    expect(storedPaceFromText("05:00", "run", "Metric")).toBe(300);
    expect(storedPaceFromText("01:31.44", "swim", "Imperial")).toBe(0);
    expect(storedPaceFromText("01:40", "swim", "Imperial")).toBeCloseTo(109.361, 3);
  });
});
