import { describe, expect, it } from "vitest";
import { activityDeviation, deviationPercent, doneColour } from "./deviation.ts";
import { activityFlag, comparisonFlag, dashboardGroup, plannedWorkoutFlag } from "./event-flags.ts";
import { rankAthletes, rankingFigures } from "./ranking.ts";

describe("deviationPercent", () => {
  it.each([
    [3600, 3600, 0],
    [3600, 4320, 20],
    [3600, 2880, -20],
    [3600, 2879, -20],
    [3000, 2000, -33.3],
    [100, 0, -100],
    [0, 100, null],
    [null, 100, null],
    [100, null, null],
  ])("planned %s, completed %s -> %s", (planned, completed, expected) => {
    expect(deviationPercent(planned, completed)).toBe(expected);
  });
  it("uses distance or duration as the activity is based on", () => {
    const activity = {
      completed_duration_seconds: 3000,
      planned_duration_seconds: 3600,
      completed_distance: 12_000,
      planned_distance: 10_000,
    };
    expect(activityDeviation({ ...activity, based_on: "duration" })).toBe(-16.7);
    expect(activityDeviation({ ...activity, based_on: "distance" })).toBe(20);
    expect(activityDeviation({ ...activity, based_on: null })).toBe(-16.7);
  });
});

describe("event flags", () => {
  it.each([
    [true, 0, "success"],
    [true, 20, "success"],
    [true, -20, "success"],
    [true, 20.1, "between"],
    [true, -35, "between"],
    [true, null, "success"],
    [false, 0, "unplanned"],
    [false, null, "unplanned"],
  ])("activity matched=%s deviation=%s -> %s", (isMatched, deviationPct, flag) => {
    expect(activityFlag({ isMatched, deviationPct })).toBe(flag);
  });
  it.each([
    ["2024-03-04", false, undefined, "failure"],
    ["2024-03-05", false, undefined, "scheduled"],
    ["2024-03-06", false, undefined, "scheduled"],
    ["2024-03-04", true, 10, "success"],
    ["2024-03-04", true, 30, "between"],
  ])(
    "planned %s matched=%s deviation=%s -> %s (today 2024-03-05)",
    (date, isMatched, deviationPct, flag) => {
      expect(plannedWorkoutFlag({ date, isMatched, deviationPct }, "2024-03-05")).toBe(flag);
    },
  );
});

describe("done colour", () => {
  it.each([
    [60, 60, "success"],
    [60, 72, "success"],
    [60, 48, "success"],
    [60, 73, "between"],
    [60, 47, "between"],
    [60, null, "between"],
    [0, 30, "unplanned"],
  ])("planned %s actual %s -> %s", (planned, actual, colour) =>
    expect(doneColour(planned, actual)).toBe(colour),
  );
});

describe("comparison flags and dashboard groups", () => {
  it.each([
    ["success", "completed", "completed_or_unplanned"],
    ["unplanned", "unplanned", "completed_or_unplanned"],
    ["between", "almost", "missed_or_deviated"],
    ["failure", "failed", "missed_or_deviated"],
    ["scheduled", null, "scheduled"],
  ] as const)("%s -> %s, %s", (flag, comparison, group) => {
    expect(comparisonFlag(flag)).toBe(comparison);
    expect(dashboardGroup(flag)).toBe(group);
  });
});

describe("ranking figures", () => {
  it.each([
    [
      { completed: 6, almost: 2, failed: 2, unplanned: 3 },
      { total_workouts: 10, total_activities: 11, commitmentPercent: 60 },
    ],
    [
      { completed: 1, almost: 1, failed: 1, unplanned: 0 },
      { total_workouts: 3, total_activities: 2, commitmentPercent: 33.3 },
    ],
    [
      { completed: 0, almost: 0, failed: 0, unplanned: 4 },
      { total_workouts: 0, total_activities: 4, commitmentPercent: 0 },
    ],
  ])("%j", (commitment, figures) => expect(rankingFigures(commitment)).toEqual(figures));

  it("ranks the greenest and the reddest athletes, five at most", () => {
    const entry = (id: number, completed: number, failed: number) => ({
      athlete_config: id,
      commitment_12_months: { completed, almost: 0, failed, unplanned: 0 },
    });
    const entries = [
      entry(1, 5, 5),
      entry(2, 9, 0),
      entry(3, 5, 0),
      entry(4, 0, 7),
      entry(5, 1, 1),
      entry(6, 2, 2),
      entry(7, 3, 1),
    ];
    expect(rankAthletes(entries, "green").map((e) => e.athlete_config)).toEqual([2, 3, 1, 7, 6]);
    expect(rankAthletes(entries, "red").map((e) => e.athlete_config)).toEqual([4, 1, 6, 5, 7]);
    expect(rankAthletes([entry(8, 0, 0)], "green")).toEqual([]);
  });
});
