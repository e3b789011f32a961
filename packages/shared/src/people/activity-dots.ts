import { type EventFlag, plannedWorkoutFlag } from "../calendar/event-flags.ts";
import { addDays } from "../units/iso-week.ts";

/** My athletes shows each athlete's last six weeks as one dot a day, today the last. */
export const ACTIVITY_DOT_DAYS = 42;

/**
 * What a day's dot says: nothing planned or done (rest), everything planned done as planned
 * (completed), some of it done or done off the plan (partial), planned and not done (missed),
 * only unplanned activities (unplanned), or planned for today and not done yet (scheduled).
 */
export type DotState = "rest" | "completed" | "partial" | "missed" | "unplanned" | "scheduled";

export type DotDay = {
  date: string;
  /** Planned workouts of the day (rest days and notes are not training). */
  planned: number;
  /** Completed activities of the day, matched or not. */
  completed: number;
  state: DotState;
};

export type DotWorkout = { date: string; isMatched: boolean; deviationPct: number | null };
export type DotActivity = { date: string; isMatched: boolean };

function stateOf(flags: EventFlag[], hasUnplanned: boolean): DotState {
  if (flags.length === 0) return hasUnplanned ? "unplanned" : "rest";
  if (flags.every((flag) => flag === "success")) return "completed";
  if (flags.every((flag) => flag === "failure")) return "missed";
  if (flags.every((flag) => flag === "scheduled")) return "scheduled";
  return "partial";
}

/**
 * The dots of the `days` days ending `today` (the athlete's local date), oldest first. A planned
 * workout's flag is the calendar's own (plannedWorkoutFlag), so a dot and the calendar agree.
 */
export function activityDots(input: {
  today: string;
  workouts: DotWorkout[];
  activities: DotActivity[];
  days?: number;
}): DotDay[] {
  const days = input.days ?? ACTIVITY_DOT_DAYS;
  const first = addDays(input.today, -(days - 1));
  const byDate = new Map<string, { flags: EventFlag[]; completed: number; unplanned: boolean }>();
  const dayOf = (date: string) => {
    let day = byDate.get(date);
    if (!day) {
      day = { flags: [], completed: 0, unplanned: false };
      byDate.set(date, day);
    }
    return day;
  };
  for (const workout of input.workouts) {
    if (workout.date < first || workout.date > input.today) continue;
    dayOf(workout.date).flags.push(plannedWorkoutFlag(workout, input.today));
  }
  for (const activity of input.activities) {
    if (activity.date < first || activity.date > input.today) continue;
    const day = dayOf(activity.date);
    day.completed += 1;
    if (!activity.isMatched) day.unplanned = true;
  }
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(first, index);
    const day = byDate.get(date);
    return {
      date,
      planned: day?.flags.length ?? 0,
      completed: day?.completed ?? 0,
      state: day ? stateOf(day.flags, day.unplanned) : "rest",
    };
  });
}
