import { describe, expect, it } from "vitest";
import {
  ACTIVITY_DOT_DAYS,
  activityDots,
  type DotActivity,
  type DotWorkout,
} from "./activity-dots.ts";

const TODAY = "2031-03-15";
const planned = (
  date: string,
  isMatched = false,
  deviationPct: number | null = null,
): DotWorkout => ({
  date,
  isMatched,
  deviationPct,
});
const done = (date: string, isMatched = true): DotActivity => ({ date, isMatched });

function dayOf(date: string, workouts: DotWorkout[], activities: DotActivity[] = []) {
  return activityDots({ today: TODAY, workouts, activities }).find((day) => day.date === date);
}

describe("activityDots", () => {
  it("answers 42 days ending today, oldest first, rest when nothing happened", () => {
    const dots = activityDots({ today: TODAY, workouts: [], activities: [] });
    expect(dots).toHaveLength(ACTIVITY_DOT_DAYS);
    expect(dots[0]!.date).toBe("2031-02-02");
    expect(dots.at(-1)!.date).toBe(TODAY);
    expect(new Set(dots.map((day) => day.state))).toEqual(new Set(["rest"]));
  });

  it.each([
    ["done as planned", [planned("2031-03-10", true, 5)], [done("2031-03-10")], "completed"],
    [
      "done, no measurable deviation",
      [planned("2031-03-10", true)],
      [done("2031-03-10")],
      "completed",
    ],
    ["done 30% short", [planned("2031-03-10", true, -30)], [done("2031-03-10")], "partial"],
    [
      "one of two done",
      [planned("2031-03-10", true, 0), planned("2031-03-10")],
      [done("2031-03-10")],
      "partial",
    ],
    ["planned and not done", [planned("2031-03-10")], [], "missed"],
    ["only an unplanned activity", [], [done("2031-03-10", false)], "unplanned"],
  ] as const)("a past day %s is %s", (_, workouts, activities, state) => {
    expect(dayOf("2031-03-10", [...workouts], [...activities])).toMatchObject({ state });
  });

  it("counts planned workouts and completed activities of a day", () => {
    expect(
      dayOf(
        "2031-03-10",
        [planned("2031-03-10", true, 0), planned("2031-03-10")],
        [done("2031-03-10"), done("2031-03-10", false)],
      ),
    ).toEqual({ date: "2031-03-10", planned: 2, completed: 2, state: "partial" });
  });

  it("today's workout not done yet is scheduled, not missed", () => {
    expect(dayOf(TODAY, [planned(TODAY)])).toMatchObject({ state: "scheduled", planned: 1 });
  });

  it("leaves out what lies outside the six weeks", () => {
    const dots = activityDots({
      today: TODAY,
      workouts: [planned("2031-02-01"), planned("2031-03-16")],
      activities: [done("2031-02-01", false)],
    });
    expect(dots.every((day) => day.state === "rest" && day.planned === 0)).toBe(true);
  });
});
