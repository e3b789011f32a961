import type {
  CalendarActivity,
  CalendarRace,
  CalendarRangeResponse,
  CalendarUnavailability,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { normalizeSport } from "@coach/shared/sports/sport-types";
import { addDays } from "@coach/shared/units/iso-week";

/** Everything one day shows. Arrays are shared between renders when the day did not change. */
export interface DayEvents {
  workouts: CalendarWorkout[];
  races: CalendarRace[];
  unavailability: CalendarUnavailability[];
  activities: CalendarActivity[];
}

export const EMPTY_DAY: DayEvents = { workouts: [], races: [], unavailability: [], activities: [] };

function dayOf(days: Map<string, DayEvents>, date: string): DayEvents {
  let day = days.get(date);
  if (!day) {
    day = { workouts: [], races: [], unavailability: [], activities: [] };
    days.set(date, day);
  }
  return day;
}

/** The range's answer grouped by day, in one pass (no per-day filtering in the cells). */
export function indexByDay(range: CalendarRangeResponse | undefined): Map<string, DayEvents> {
  const days = new Map<string, DayEvents>();
  if (!range) return days;
  for (const workout of range.workouts) dayOf(days, workout.date).workouts.push(workout);
  for (const race of range.races) dayOf(days, race.date).races.push(race);
  for (const activity of range.activities) dayOf(days, activity.date).activities.push(activity);
  for (const period of range.unavailability) {
    for (let date = period.startDate; date <= period.endDate; date = addDays(date, 1)) {
      dayOf(days, date).unavailability.push(period);
    }
  }
  return days;
}

/** Sports the weekly summary totals; rest days and notes carry no training. */
export const SUMMARY_SPORTS = [
  SportId.running,
  SportId.cycling,
  SportId.swimming,
  SportId.strength,
] as const;

export interface SportTotals {
  sport: number;
  durationSec: number;
  distanceM: number;
  stress: number;
  count: number;
}

export interface WeekSummary {
  planned: SportTotals[];
  plannedTotal: Omit<SportTotals, "sport">;
  completedCount: number;
}

/** Planned totals per sport of a week's days; completed activities are only counted for now. */
export function summarizeWeek(days: readonly string[], index: Map<string, DayEvents>): WeekSummary {
  const bySport = new Map<number, SportTotals>();
  const total = { durationSec: 0, distanceM: 0, stress: 0, count: 0 };
  let completedCount = 0;
  for (const date of days) {
    const day = index.get(date);
    if (!day) continue;
    completedCount += day.activities.length;
    for (const workout of day.workouts) {
      if (workout.type === SportId.restDay || workout.type === SportId.note) continue;
      const sport = normalizeSport(workout.type);
      const totals = bySport.get(sport) ?? {
        sport,
        durationSec: 0,
        distanceM: 0,
        stress: 0,
        count: 0,
      };
      totals.durationSec += workout.totalDuration;
      totals.distanceM += workout.totalDistance;
      totals.stress += workout.totalStress;
      totals.count += 1;
      bySport.set(sport, totals);
      total.durationSec += workout.totalDuration;
      total.distanceM += workout.totalDistance;
      total.stress += workout.totalStress;
      total.count += 1;
    }
  }
  const planned = [...bySport.values()].sort((a, b) => a.sport - b.sport);
  return { planned, plannedTotal: total, completedCount };
}
