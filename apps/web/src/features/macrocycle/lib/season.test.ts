import type { MacrocycleWeek } from "@coach/shared/macrocycle/macrocycle.schemas";
import { describe, expect, it } from "vitest";
import { stressLines } from "./season";

const week = (
  weekStart: string,
  plannedStress: number,
  completedStress: number,
): MacrocycleWeek => ({
  weekStart,
  phase: null,
  targetStress: null,
  note: "",
  plannedStress,
  completedStress,
  version: 0,
});

// Three Mondays: 16, 23 and 30 November 2026.
const weeks = [
  week("2026-11-16", 320, 300),
  week("2026-11-23", 280, 250),
  week("2026-11-30", 400, 0),
];

describe("the season chart's stress lines", () => {
  it("end the completed line with this week, and keep every planned week", () => {
    // Wednesday 25 November: this week began on Monday the 23rd.
    expect(stressLines(weeks, "2026-11-25")).toEqual({
      planned: [320, 280, 400],
      completed: [300, 250, null],
    });
  });

  it("count a week from its Monday on", () => {
    expect(stressLines(weeks, "2026-11-30").completed).toEqual([300, 250, 0]);
    expect(stressLines(weeks, "2026-11-29").completed).toEqual([300, 250, null]);
  });
});
