import type { CalendarGridActivity } from "@coach/shared/calendar/calendar.schemas";
import { describe, expect, it } from "vitest";
import { calendarWorkout } from "./calendar.fixture";
import { type DayEvents, indexByDay, reuseUnchangedDays } from "./calendar-days";
import { summarizeWeek } from "./week-totals";

const activity = (
  fields: Partial<CalendarGridActivity> & Pick<CalendarGridActivity, "id" | "date">,
): CalendarGridActivity => ({
  sport: 1,
  activity_name: "Run",
  flag: "unplanned" as const,
  matched_workout_id: null,
  completed_duration_seconds: 1800,
  completed_distance: 5000,
  actual_stress: 30,
  ...fields,
});

const range = (fields: {
  workouts?: DayEvents["workouts"];
  activities?: CalendarGridActivity[];
}) => ({
  today: "2026-06-15",
  workouts: fields.workouts ?? [],
  races: [],
  unavailability: [],
  activities: fields.activities ?? [],
  records: [],
});

const WEEK = [
  "2026-06-15",
  "2026-06-16",
  "2026-06-17",
  "2026-06-18",
  "2026-06-19",
  "2026-06-20",
  "2026-06-21",
];

describe("summarizeWeek", () => {
  it("sets completed against planned per sport, leaving out rest days, notes and other weeks", () => {
    const index = indexByDay(
      range({
        workouts: [
          calendarWorkout({
            date: "2026-06-15",
            name: "Run",
            totalDuration: 3600,
            totalDistance: 10_000,
            totalStress: 60,
          }),
          calendarWorkout({
            date: "2026-06-17",
            name: "Run",
            totalDuration: 1800,
            totalDistance: 6000,
            totalStress: 35,
          }),
          calendarWorkout({
            date: "2026-06-16",
            name: "Rest day",
            type: 60,
            totalDuration: 0,
            totalDistance: 0,
            totalStress: 0,
          }),
          calendarWorkout({
            date: "2026-06-22",
            name: "Next week",
            totalDuration: 999,
            totalDistance: 999,
            totalStress: 99,
          }),
        ],
        activities: [
          activity({
            id: 1,
            date: "2026-06-15",
            completed_duration_seconds: 3500,
            completed_distance: 9800,
            actual_stress: 58.5,
          }),
          // A walk counts as running; a swim without distance or stress adds only its time.
          activity({
            id: 2,
            date: "2026-06-18",
            sport: 11,
            completed_duration_seconds: 1200,
            completed_distance: 2500,
            actual_stress: null,
          }),
          activity({
            id: 3,
            date: "2026-06-21",
            sport: 3,
            completed_duration_seconds: 900,
            completed_distance: null,
            actual_stress: null,
          }),
          activity({ id: 4, date: "2026-06-14", completed_duration_seconds: 777 }),
        ],
      }),
    );
    const week = summarizeWeek(WEEK, index);
    expect(week.sports).toEqual([
      {
        sport: 1,
        planned: { durationSec: 5400, distanceM: 16_000, stress: 95, count: 2 },
        completed: { durationSec: 4700, distanceM: 12_300, stress: 58.5, count: 2 },
      },
      {
        sport: 3,
        planned: { durationSec: 0, distanceM: 0, stress: 0, count: 0 },
        completed: { durationSec: 900, distanceM: 0, stress: 0, count: 1 },
      },
    ]);
    expect(week.planned).toEqual({ durationSec: 5400, distanceM: 16_000, stress: 95, count: 2 });
    expect(week.completed).toEqual({
      durationSec: 5600,
      distanceM: 12_300,
      stress: 58.5,
      count: 3,
    });
  });

  it("is empty for a week with nothing", () => {
    expect(summarizeWeek(WEEK, new Map())).toEqual({
      sports: [],
      planned: { durationSec: 0, distanceM: 0, stress: 0, count: 0 },
      completed: { durationSec: 0, distanceM: 0, stress: 0, count: 0 },
    });
  });
});

describe("reuseUnchangedDays", () => {
  it("keeps the day objects whose events are the very same, and only those", () => {
    const easy = calendarWorkout({ date: "2026-06-15", name: "Easy" });
    const tempo = calendarWorkout({ date: "2026-06-16", name: "Tempo" });
    const before = indexByDay(range({ workouts: [easy, tempo] }));
    const moved = { ...tempo, date: "2026-06-17" };
    const after = reuseUnchangedDays(before, indexByDay(range({ workouts: [easy, moved] })));
    expect(after.get("2026-06-15")).toBe(before.get("2026-06-15"));
    expect(after.get("2026-06-16")).toBeUndefined();
    expect(after.get("2026-06-17")?.workouts).toEqual([moved]);
    expect(after.get("2026-06-17")).not.toBe(before.get("2026-06-17"));
  });
});
