import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport } from "@coach/shared/sports/sport-types";
import type { DayEvents } from "./calendar-days";

/** Duration, distance and stress summed over some workouts or activities. */
export interface Totals {
  durationSec: number;
  distanceM: number;
  stress: number;
  count: number;
}

/** One sport of a week: what was planned against what was completed. */
export interface SportWeek {
  sport: number;
  planned: Totals;
  completed: Totals;
}

export interface WeekSummary {
  /** Every sport planned or completed in the week, in sport id order. */
  sports: SportWeek[];
  planned: Totals;
  completed: Totals;
}

const noTotals = (): Totals => ({ durationSec: 0, distanceM: 0, stress: 0, count: 0 });

function add(totals: Totals, durationSec: number, distanceM: number, stress: number) {
  totals.durationSec += durationSec;
  totals.distanceM += distanceM;
  totals.stress += stress;
  totals.count += 1;
}

/**
 * Planned against completed per sport over a week's days, in one pass. Rest days and notes
 * carry no training; an activity without a distance or a stress adds none of it.
 */
export function summarizeWeek(days: readonly string[], index: Map<string, DayEvents>): WeekSummary {
  const bySport = new Map<number, SportWeek>();
  const planned = noTotals();
  const completed = noTotals();
  const sportOf = (type: number) => {
    const sport = normalizeSport(type);
    let week = bySport.get(sport);
    if (!week) {
      week = { sport, planned: noTotals(), completed: noTotals() };
      bySport.set(sport, week);
    }
    return week;
  };
  for (const date of days) {
    const day = index.get(date);
    if (!day) continue;
    for (const workout of day.workouts) {
      if (workout.type === SportId.restDay || workout.type === SportId.note) continue;
      const figures = [workout.totalDuration, workout.totalDistance, workout.totalStress] as const;
      add(sportOf(workout.type).planned, ...figures);
      add(planned, ...figures);
    }
    for (const activity of day.activities) {
      const figures = [
        activity.completed_duration_seconds,
        activity.completed_distance ?? 0,
        activity.actual_stress ?? 0,
      ] as const;
      add(sportOf(activity.sport).completed, ...figures);
      add(completed, ...figures);
    }
  }
  const sports = [...bySport.values()].sort((a, b) => a.sport - b.sport);
  return { sports, planned, completed };
}
