import { describe, expect, it } from "vitest";
import { cadenceText, conditionText } from "./step-condition-text.ts";

describe("conditionText", () => {
  it("says how a step or repeat ends, in the units FIT means", () => {
    expect(conditionText({ kind: "heartRateBelow", value: 125, unit: "number" })).toBe(
      "heart rate below 125 bpm",
    );
    expect(conditionText({ kind: "heartRateAbove", value: 80, unit: "%" })).toBe(
      "heart rate above 80 % of max",
    );
    expect(conditionText({ kind: "powerAbove", value: 350, unit: "number" })).toBe(
      "power above 350 W",
    );
    // 1200 s is 20:00.
    expect(conditionText({ kind: "time", value: 1200, unit: "number" })).toBe("20:00 in all");
    expect(conditionText({ kind: "calories", value: 300, unit: "number" })).toBe("300 kcal");
  });

  it("writes a cadence target as a value or a range", () => {
    expect(cadenceText({ lowerRpm: 90, upperRpm: 90 })).toBe("Cadence 90 rpm");
    expect(cadenceText({ lowerRpm: 85, upperRpm: 95 })).toBe("Cadence 85-95 rpm");
  });
});
