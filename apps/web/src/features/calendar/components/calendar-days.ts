import type {
  CalendarGridActivity,
  CalendarGridResponse,
  CalendarGridWorkout,
  CalendarRace,
  CalendarUnavailability,
} from "@coach/shared/calendar/calendar.schemas";
import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import { addDays } from "@coach/shared/units/iso-week";

/** Everything one day shows. Arrays are shared between renders when the day did not change. */
export interface DayEvents {
  workouts: CalendarGridWorkout[];
  races: CalendarRace[];
  unavailability: CalendarUnavailability[];
  activities: CalendarGridActivity[];
  records: AthleteRecord[];
}

export const EMPTY_DAY: DayEvents = {
  workouts: [],
  races: [],
  unavailability: [],
  activities: [],
  records: [],
};

function dayOf(days: Map<string, DayEvents>, date: string): DayEvents {
  let day = days.get(date);
  if (!day) {
    day = { workouts: [], races: [], unavailability: [], activities: [], records: [] };
    days.set(date, day);
  }
  return day;
}

/** The range's answer grouped by day, in one pass (no per-day filtering in the cells). */
export function indexByDay(range: CalendarGridResponse | undefined): Map<string, DayEvents> {
  const days = new Map<string, DayEvents>();
  if (!range) return days;
  for (const workout of range.workouts) dayOf(days, workout.date).workouts.push(workout);
  for (const race of range.races) dayOf(days, race.date).races.push(race);
  for (const activity of range.activities) dayOf(days, activity.date).activities.push(activity);
  for (const record of range.records) dayOf(days, record.date).records.push(record);
  for (const period of range.unavailability) {
    for (let date = period.startDate; date <= period.endDate; date = addDays(date, 1)) {
      dayOf(days, date).unavailability.push(period);
    }
  }
  return days;
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameEvents = (a: DayEvents, b: DayEvents) =>
  sameItems(a.workouts, b.workouts) &&
  sameItems(a.races, b.races) &&
  sameItems(a.unavailability, b.unavailability) &&
  sameItems(a.activities, b.activities) &&
  sameItems(a.records, b.records);

/**
 * `next` with the previous day objects wherever a day holds the very same events. The query
 * cache keeps unchanged events identical between answers, so after a change only the days it
 * touched get new objects, and only their memoised cells draw again.
 */
export function reuseUnchangedDays(
  previous: ReadonlyMap<string, DayEvents>,
  next: Map<string, DayEvents>,
): Map<string, DayEvents> {
  for (const [date, day] of next) {
    const before = previous.get(date);
    if (before && before !== day && sameEvents(before, day)) next.set(date, before);
  }
  return next;
}
