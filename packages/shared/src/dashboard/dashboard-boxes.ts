import { type DashboardGroup, dashboardGroup, type EventFlag } from "../calendar/event-flags.ts";
import { addDays, daysBetween } from "../units/iso-week.ts";

/**
 * Card C 'Workouts & comments': every day of the dashboard's window with its three boxes, Plan
 * deviations / missed, Completed / Unplanned and Scheduled. A planned workout and the activity
 * that matched it are one entry (the workout's flag is the activity's, as on the calendar); an
 * activity that matched no workout of the window is an entry of its own. Flags come from the
 * calendar's rules (event-flags.ts) with each athlete's today, so the card and the calendar agree.
 */

export type BoxEntry = {
  athleteId: number;
  date: string;
  flag: EventFlag;
  workoutId: number | null;
  activityId: number | null;
};

export type DashboardDay = { date: string } & Record<DashboardGroup, BoxEntry[]>;

export type BoxWorkout = {
  id: number;
  athleteId: number;
  date: string;
  flag: EventFlag;
  matchedActivityId: number | null;
};
export type BoxActivity = {
  id: number;
  athleteId: number;
  date: string;
  flag: EventFlag;
  matchedWorkoutId: number | null;
};

/** The days startDate..endDate (both included), oldest first, with their boxes filled. */
export function dashboardDays(input: {
  startDate: string;
  endDate: string;
  workouts: readonly BoxWorkout[];
  activities: readonly BoxActivity[];
}): DashboardDay[] {
  const { startDate, endDate } = input;
  const count = Math.max(daysBetween(startDate, endDate) + 1, 0);
  const days = Array.from({ length: count }, (_, index) => ({
    date: addDays(startDate, index),
    missed_or_deviated: [] as BoxEntry[],
    completed_or_unplanned: [] as BoxEntry[],
    scheduled: [] as BoxEntry[],
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const place = (entry: BoxEntry) =>
    byDate.get(entry.date)?.[dashboardGroup(entry.flag)].push(entry);

  const shownWorkoutIds = new Set<number>();
  for (const workout of input.workouts) {
    if (!byDate.has(workout.date)) continue;
    shownWorkoutIds.add(workout.id);
    place({
      athleteId: workout.athleteId,
      date: workout.date,
      flag: workout.flag,
      workoutId: workout.id,
      activityId: workout.matchedActivityId,
    });
  }
  for (const activity of input.activities) {
    // Shown with its workout already, unless that workout lies outside the window.
    if (activity.matchedWorkoutId !== null && shownWorkoutIds.has(activity.matchedWorkoutId)) {
      continue;
    }
    place({
      athleteId: activity.athleteId,
      date: activity.date,
      flag: activity.flag,
      workoutId: activity.matchedWorkoutId,
      activityId: activity.id,
    });
  }
  return days;
}
