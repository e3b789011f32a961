import { describe, expect, it } from "vitest";
import { dashboardDays } from "./dashboard-boxes.ts";

describe("dashboardDays", () => {
  it("puts each workout and each unmatched activity in its day's box", () => {
    const days = dashboardDays({
      startDate: "2024-03-03",
      endDate: "2024-03-06",
      workouts: [
        { id: 1, athleteId: 7, date: "2024-03-03", flag: "success", matchedActivityId: 11 },
        { id: 2, athleteId: 7, date: "2024-03-04", flag: "between", matchedActivityId: 12 },
        { id: 3, athleteId: 8, date: "2024-03-04", flag: "failure", matchedActivityId: null },
        { id: 4, athleteId: 8, date: "2024-03-06", flag: "scheduled", matchedActivityId: null },
        // Outside the window: left out.
        { id: 5, athleteId: 8, date: "2024-03-07", flag: "scheduled", matchedActivityId: null },
      ],
      activities: [
        { id: 11, athleteId: 7, date: "2024-03-03", flag: "success", matchedWorkoutId: 1 },
        { id: 12, athleteId: 7, date: "2024-03-04", flag: "between", matchedWorkoutId: 2 },
        { id: 13, athleteId: 8, date: "2024-03-05", flag: "unplanned", matchedWorkoutId: null },
      ],
    });
    expect(days.map((day) => day.date)).toEqual([
      "2024-03-03",
      "2024-03-04",
      "2024-03-05",
      "2024-03-06",
    ]);
    const [sunday, monday, tuesday, wednesday] = days;
    // The done workout and its activity are one line.
    expect(sunday!.completed_or_unplanned).toEqual([
      { athleteId: 7, date: "2024-03-03", flag: "success", workoutId: 1, activityId: 11 },
    ]);
    expect(sunday!.missed_or_deviated).toEqual([]);
    expect(monday!.missed_or_deviated.map((entry) => [entry.workoutId, entry.activityId])).toEqual([
      [2, 12],
      [3, null],
    ]);
    expect(tuesday!.completed_or_unplanned).toEqual([
      { athleteId: 8, date: "2024-03-05", flag: "unplanned", workoutId: null, activityId: 13 },
    ]);
    expect(wednesday!.scheduled.map((entry) => entry.workoutId)).toEqual([4]);
    const lines = days.flatMap((day) => [
      ...day.completed_or_unplanned,
      ...day.missed_or_deviated,
      ...day.scheduled,
    ]);
    expect(lines).toHaveLength(5);
  });

  it("shows an activity matched to a workout outside the window by itself", () => {
    const [day] = dashboardDays({
      startDate: "2024-03-05",
      endDate: "2024-03-05",
      workouts: [],
      activities: [
        { id: 20, athleteId: 7, date: "2024-03-05", flag: "between", matchedWorkoutId: 99 },
      ],
    });
    expect(day!.missed_or_deviated).toEqual([
      { athleteId: 7, date: "2024-03-05", flag: "between", workoutId: 99, activityId: 20 },
    ]);
  });

  it("answers no day for a window that ends before it starts", () => {
    expect(
      dashboardDays({
        startDate: "2024-03-05",
        endDate: "2024-03-04",
        workouts: [],
        activities: [],
      }),
    ).toEqual([]);
  });
});
