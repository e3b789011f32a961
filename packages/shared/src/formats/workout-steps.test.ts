import { describe, expect, it } from "vitest";
import { step } from "./fit-test-support.ts";
import {
  createStepFactory,
  flattenSteps,
  formatClock,
  stepLength,
  truncateChars,
  truncateUtf8,
} from "./workout-steps.ts";

describe("workout step helpers", () => {
  it("flattens repeats in order", () => {
    const a = step({ action: "Work" });
    const b = step({ action: "Rest active" });
    expect(flattenSteps([a, { stepType: "repeat", uuid: "r", repeats: 2, steps: [b, a] }])).toEqual(
      [a, b, a, b, a],
    );
  });

  it.each([
    [step({ duration: 60, distance: 100 }), "Duration", { kind: "time", durationSec: 60 }],
    [step({ duration: 60, distance: 100 }), "Distance", { kind: "distance", distanceM: 100 }],
    [step({ duration: null, distance: 100 }), "Duration", { kind: "distance", distanceM: 100 }],
    [step({ duration: 0, distance: 0 }), "Distance", { kind: "open" }],
  ] as const)("reads how %o ends", (source, basedOn, expected) => {
    expect(stepLength(source, basedOn)).toEqual(expected);
  });

  it.each([
    [0, "0:00"],
    [59.6, "1:00"],
    [605, "10:05"],
    [3600, "1:00:00"],
    [36061, "10:01:01"],
  ])("formats %d s as %s", (sec, text) => {
    expect(formatClock(sec)).toBe(text);
  });

  it("cuts text by UTF-8 bytes and by characters", () => {
    expect(truncateUtf8("aé€😀", 6)).toBe("aé€");
    expect(truncateUtf8("aé€😀", 10)).toBe("aé€😀");
    expect(truncateChars("😀😀😀", 2)).toBe("😀😀");
    expect(truncateChars("abc", 5)).toBe("abc");
  });

  it("creates steps with their own ids and defaults", () => {
    const newStep = createStepFactory("x");
    expect([newStep({ action: "Work" }).uuid, newStep({ action: "Work", unit: "%" }).uuid]).toEqual(
      ["x-1", "x-2"],
    );
    expect(createStepFactory("y")({ action: "Cool down" })).toMatchObject({
      unit: "number",
      lower: null,
      stepInfo: "",
    });
  });
});
