import { describe, expect, it } from "vitest";
import { stepStress, stressZone } from "./step-stress.ts";

const base = { isDistanceBased: false, method: 3 };

describe("stepStress", () => {
  it.each([
    ["10 min in zone 2", 600, 2, 2, 20],
    ["5 min over zones 3-4: round(2.5*3 + 2.5*4)", 300, 3, 4, 18],
    ["reversed range counts the same", 300, 4, 3, 18],
    ["30 min over zones 1-5: 6 min each", 1800, 1, 5, 90],
    ["1 min in zone 1", 60, 1, 1, 1],
    ["20 s in zone 1 rounds to 0", 20, 1, 1, 0],
    ["45 s in zone 2 rounds 1.5 up", 45, 2, 2, 2],
    ["above the top zone counts as 5", 600, 6, 6, 50],
    ["below the bottom zone counts as 0", 600, 0, 0, 0],
    ["zones 0-1 spread: 5*0 + 5*1", 600, 0, 1, 5],
    ["zones 5-6 clamp to 5-5", 600, 5, 6, 50],
  ])("%s", (_label, durationSec, lowerZone, upperZone, expected) => {
    expect(stepStress({ ...base, durationSec, lowerZone, upperZone })).toBe(expected);
  });

  it.each([
    ["no lower zone", { durationSec: 600, lowerZone: null, upperZone: 2 }],
    ["no upper zone", { durationSec: 600, lowerZone: 2, upperZone: null }],
    ["zero duration", { durationSec: 0, lowerZone: 2, upperZone: 2 }],
    ["negative duration", { durationSec: -60, lowerZone: 2, upperZone: 2 }],
    ["NaN duration", { durationSec: Number.NaN, lowerZone: 2, upperZone: 2 }],
  ])("is 0 with %s", (_label, input) => {
    expect(stepStress({ ...base, ...input })).toBe(0);
  });

  it("is 0 for distance-based steps unless the method is a pace", () => {
    const step = { durationSec: 600, lowerZone: 2, upperZone: 2, isDistanceBased: true };
    expect(stepStress({ ...step, method: 1 })).toBe(0);
    expect(stepStress({ ...step, method: 3 })).toBe(0);
    expect(stepStress({ ...step, method: null })).toBe(0);
    expect(stepStress({ ...step, method: 2 })).toBe(20);
    expect(stepStress({ ...step, method: 4 })).toBe(20);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [3, 3],
    [6, 5],
    [9, 5],
  ])("stressZone(%i) = %i", (zone, expected) => expect(stressZone(zone)).toBe(expected));
});
