import { describe, expect, it } from "vitest";
import { flattenSteps, stepOccurrences } from "./flatten-steps.ts";
import { makeRepeat, makeStep } from "./test-steps.ts";

describe("flattenSteps", () => {
  it("repeats each inner step `repeats` times, in order", () => {
    const steps = [
      makeStep({ uuid: "w" }),
      makeRepeat(3, [makeStep({ uuid: "on" }), makeStep({ uuid: "off" })]),
      makeStep({ uuid: "c" }),
    ];
    expect(flattenSteps(steps).map((step) => step.uuid)).toEqual([
      "w",
      "on",
      "off",
      "on",
      "off",
      "on",
      "off",
      "c",
    ]);
    expect(Object.fromEntries(stepOccurrences(steps))).toEqual({ w: 1, on: 3, off: 3, c: 1 });
  });
  it("gives nothing for no steps", () => {
    expect(flattenSteps([])).toEqual([]);
  });
});
