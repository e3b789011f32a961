import { describe, expect, it } from "vitest";
import { SportId } from "../sports/sport-ids.ts";
import { InsightsQuerySchema } from "./insights.schemas.ts";
import {
  type ActivityFacts,
  bucketInsights,
  computeCompliance,
  periodEndOf,
  periodStartOf,
  periodsBetween,
  sumTimeInZones,
  type WorkoutFacts,
} from "./insights-aggregation.ts";
import { pickRaceResult } from "./race-result.ts";

const activity = (date: string, sport: number, durationSec: number, more = {}): ActivityFacts => ({
  date,
  sport,
  durationSec,
  distanceM: null,
  stress: null,
  ...more,
});

const workout = (date: string, type: number, durationSec: number, more = {}): WorkoutFacts => ({
  date,
  type,
  durationSec,
  distanceM: 0,
  stress: 0,
  matchedDurationSec: null,
  ...more,
});

describe("period bucketing", () => {
  it("starts ISO weeks on Monday and months on the 1st", () => {
    // 2026-03-01 is a Sunday: it belongs to the week of Monday 23 February.
    expect(periodStartOf("2026-03-01", "week")).toBe("2026-02-23");
    expect(periodStartOf("2026-03-02", "week")).toBe("2026-03-02");
    expect(periodStartOf("2026-03-31", "month")).toBe("2026-03-01");
    expect(periodEndOf("2026-02-01", "month")).toBe("2026-02-28");
    expect(periodEndOf("2028-02-01", "month")).toBe("2028-02-29");
    expect(periodEndOf("2026-02-23", "week")).toBe("2026-03-01");
  });

  it("lists every period touching the range, across a year end", () => {
    expect(periodsBetween("2025-12-31", "2026-01-12", "week")).toEqual([
      { start: "2025-12-29", end: "2026-01-04" },
      { start: "2026-01-05", end: "2026-01-11" },
      { start: "2026-01-12", end: "2026-01-18" },
    ]);
    expect(periodsBetween("2025-11-15", "2026-01-01", "month").map((p) => p.start)).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
    ]);
  });
});

describe("bucketInsights", () => {
  const range = { startDate: "2026-03-01", endDate: "2026-03-15", today: "2026-03-10" };

  it("sums activities and planned workouts per week and sport, leaving rest days and notes out", () => {
    const result = bucketInsights(
      [
        activity("2026-03-01", SportId.running, 1800, { distanceM: 5000, stress: 30 }),
        activity("2026-03-02", SportId.running, 3600, { distanceM: 10_000, stress: 60 }),
        activity("2026-03-03", SportId.cycling, 7200, { distanceM: 60_000, stress: null }),
        // Outside the range: ignored even though its week is listed.
        activity("2026-02-28", SportId.running, 999),
      ],
      [
        workout("2026-03-02", SportId.running, 3000, { distanceM: 9000, stress: 50 }),
        workout("2026-03-03", SportId.walking, 600),
        workout("2026-03-04", SportId.restDay, 0),
        workout("2026-03-05", SportId.note, 0),
      ],
      { ...range, period: "week" },
    );
    expect(result.periods.map((p) => p.start)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09"]);
    const [first, second, third] = result.periods;
    expect(first?.sports).toEqual([
      {
        sport: SportId.running,
        completed: { count: 1, durationSec: 1800, distanceM: 5000, stress: 30 },
        planned: { count: 0, durationSec: 0, distanceM: 0, stress: 0 },
      },
    ]);
    expect(second?.sports).toEqual([
      {
        sport: SportId.running,
        completed: { count: 1, durationSec: 3600, distanceM: 10_000, stress: 60 },
        // Walking counts as running.
        planned: { count: 2, durationSec: 3600, distanceM: 9000, stress: 50 },
      },
      {
        sport: SportId.cycling,
        completed: { count: 1, durationSec: 7200, distanceM: 60_000, stress: 0 },
        planned: { count: 0, durationSec: 0, distanceM: 0, stress: 0 },
      },
    ]);
    expect(third?.sports).toEqual([]);
    expect(result.totals.find((t) => t.sport === SportId.running)?.completed.durationSec).toBe(
      5400,
    );
  });

  it("buckets by calendar month", () => {
    const result = bucketInsights(
      [activity("2026-01-31", 1, 100), activity("2026-02-01", 1, 200)],
      [],
      { startDate: "2026-01-01", endDate: "2026-02-28", today: "2026-03-01", period: "month" },
    );
    expect(result.periods.map((p) => [p.start, p.sports[0]?.completed.durationSec])).toEqual([
      ["2026-01-01", 100],
      ["2026-02-01", 200],
    ]);
  });
});

describe("computeCompliance", () => {
  it("counts only workouts due before today: matched ones done, the rest missed", () => {
    const compliance = computeCompliance(
      [
        workout("2026-03-02", SportId.running, 3600, { matchedDurationSec: 3000 }),
        workout("2026-03-03", SportId.cycling, 1200),
        workout("2026-03-03", SportId.restDay, 0),
        // Today and later are not due yet.
        workout("2026-03-10", SportId.running, 3600),
        workout("2026-03-12", SportId.running, 3600, { matchedDurationSec: 3600 }),
      ],
      "2026-03-10",
    );
    expect(compliance).toEqual({
      due: 2,
      completed: 1,
      missed: 1,
      percent: 50,
      plannedDurationSec: 4800,
      completedDurationSec: 3000,
      durationPercent: 62.5,
    });
  });

  it("has no percentages when nothing was due", () => {
    expect(computeCompliance([], "2026-03-10")).toMatchObject({ due: 0, percent: null });
  });
});

describe("sumTimeInZones", () => {
  it("adds seconds per zone per sport and kind", () => {
    const names = ["Z1", "Z2", "Z3", "Z4", "Z5"];
    const zones = sumTimeInZones([
      {
        sport: SportId.cycling,
        heartRate: { zoneNames: names, seconds: [0, 10, 20, 0, 0, 0, 0] },
        power: null,
        pace: null,
      },
      {
        sport: SportId.cycling,
        heartRate: { zoneNames: names, seconds: [1, 1, 1, 1, 1, 1, 1] },
        power: { zoneNames: names, seconds: [5, 0, 0, 0, 0, 0, 0] },
        pace: null,
      },
    ]);
    expect(zones).toEqual([
      {
        sport: SportId.cycling,
        heartRate: { zoneNames: names, seconds: [1, 11, 21, 1, 1, 1, 1] },
        power: { zoneNames: names, seconds: [5, 0, 0, 0, 0, 0, 0] },
        pace: null,
      },
    ]);
  });
});

describe("sumTimeInZones without zones", () => {
  it("leaves out sports whose activities have no time in zones", () => {
    expect(
      sumTimeInZones([{ sport: SportId.strength, heartRate: null, power: null, pace: null }]),
    ).toEqual([]);
  });
});

describe("pickRaceResult", () => {
  const result = (activityId: number, durationSec: number, distanceM: number | null) => ({
    activityId,
    name: `A${activityId}`,
    sport: 1,
    durationSec,
    distanceM,
  });

  it("takes the activity nearest the race distance, else the longest", () => {
    const day = [result(1, 900, 3000), result(2, 2400, 10_050), result(3, 3000, null)];
    expect(pickRaceResult(10_000, day)?.activityId).toBe(2);
    expect(pickRaceResult(null, day)?.activityId).toBe(3);
    expect(pickRaceResult(10_000, [])).toBeNull();
  });
});

describe("InsightsQuerySchema", () => {
  it("accepts two years and refuses longer or reversed ranges", () => {
    expect(
      InsightsQuerySchema.safeParse({ startDate: "2024-01-01", endDate: "2025-12-31" }).data,
    ).toEqual({ startDate: "2024-01-01", endDate: "2025-12-31", period: "week" });
    const tooLong = InsightsQuerySchema.safeParse({
      startDate: "2024-01-01",
      endDate: "2026-01-02",
    });
    expect(tooLong.error?.issues[0]?.message).toBe("Choose a range of at most 2 years.");
    const reversed = InsightsQuerySchema.safeParse({
      startDate: "2024-01-02",
      endDate: "2024-01-01",
    });
    expect(reversed.error?.issues[0]?.path).toEqual(["endDate"]);
    expect(InsightsQuerySchema.safeParse({ startDate: "x", endDate: "2024-01-01" }).success).toBe(
      false,
    );
  });
});
