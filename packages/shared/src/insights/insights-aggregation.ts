import { isCalendarItem, normalizeSport } from "../sports/sport-types.ts";
import { addDays, parseIsoDate, startOfIsoWeek, toIsoDate } from "../units/iso-week.ts";
import type {
  Compliance,
  InsightsPeriod,
  InsightsPeriodRow,
  SportVolume,
  SportZones,
  Volume,
  ZoneSeconds,
} from "./insights.schemas.ts";

/**
 * Pure aggregation of the Training insights page: one pass over the range's activities and
 * planned workouts, bucketed by ISO week (Monday start) or calendar month of their local dates.
 */

/** An activity as the insights read it: timer duration, distance and stress of its summary. */
export interface ActivityFacts {
  date: string;
  sport: number;
  durationSec: number;
  distanceM: number | null;
  stress: number | null;
}

/** A planned workout with the duration of the activity matched to it (null: none matched). */
export interface WorkoutFacts {
  date: string;
  /** calendar_workouts.type: rest days (60) and notes (61) are not training and are skipped. */
  type: number;
  durationSec: number;
  distanceM: number;
  stress: number;
  matchedDurationSec: number | null;
}

export function periodStartOf(date: string, period: InsightsPeriod): string {
  return period === "week" ? startOfIsoWeek(date) : `${date.slice(0, 7)}-01`;
}

/** The last day of the week or month starting at `start`. */
export function periodEndOf(start: string, period: InsightsPeriod): string {
  if (period === "week") return addDays(start, 6);
  const first = parseIsoDate(start);
  return toIsoDate(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)));
}

/** Every week or month touching startDate..endDate, in order. */
export function periodsBetween(startDate: string, endDate: string, period: InsightsPeriod) {
  const periods: { start: string; end: string }[] = [];
  let start = periodStartOf(startDate, period);
  while (start <= endDate) {
    const end = periodEndOf(start, period);
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

/** The sport a planned workout counts under, or null for rest days and notes. */
export function plannedSport(type: number): number | null {
  return isCalendarItem(type) ? null : normalizeSport(type);
}

export const emptyVolume = (): Volume => ({ count: 0, durationSec: 0, distanceM: 0, stress: 0 });

function add(volume: Volume, durationSec: number, distanceM: number | null, stress: number | null) {
  volume.count += 1;
  volume.durationSec += durationSec;
  volume.distanceM += distanceM ?? 0;
  volume.stress += stress ?? 0;
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** Per-sport volume builder; sports come out in id order. */
class SportVolumes {
  private readonly bySport = new Map<number, SportVolume>();
  private entry(sport: number) {
    let entry = this.bySport.get(sport);
    if (!entry) {
      entry = { sport, completed: emptyVolume(), planned: emptyVolume() };
      this.bySport.set(sport, entry);
    }
    return entry;
  }
  addActivity(activity: ActivityFacts) {
    const sport = normalizeSport(activity.sport);
    add(this.entry(sport).completed, activity.durationSec, activity.distanceM, activity.stress);
  }
  addWorkout(workout: WorkoutFacts, sport: number) {
    add(this.entry(sport).planned, workout.durationSec, workout.distanceM, workout.stress);
  }
  list(): SportVolume[] {
    return [...this.bySport.values()].sort((a, b) => a.sport - b.sport);
  }
}

/** Completed and planned volume per sport; rest days and notes are left out. */
export function sportVolumes(
  activities: readonly ActivityFacts[],
  workouts: readonly WorkoutFacts[],
): SportVolume[] {
  const volumes = new SportVolumes();
  for (const activity of activities) volumes.addActivity(activity);
  for (const workout of workouts) {
    const sport = plannedSport(workout.type);
    if (sport !== null) volumes.addWorkout(workout, sport);
  }
  return volumes.list();
}

/**
 * Compliance of the planned workouts dated before `today` (today's may still be done): done
 * when an activity was matched to them, missed otherwise; the duration ratio compares the
 * matched activities' duration with the planned duration of all due workouts.
 */
export function computeCompliance(workouts: readonly WorkoutFacts[], today: string): Compliance {
  let due = 0;
  let completed = 0;
  let plannedDurationSec = 0;
  let completedDurationSec = 0;
  for (const workout of workouts) {
    if (workout.date >= today || plannedSport(workout.type) === null) continue;
    due += 1;
    plannedDurationSec += workout.durationSec;
    if (workout.matchedDurationSec !== null) {
      completed += 1;
      completedDurationSec += workout.matchedDurationSec;
    }
  }
  return {
    due,
    completed,
    missed: due - completed,
    percent: percentOf(completed, due),
    plannedDurationSec,
    completedDurationSec,
    durationPercent: percentOf(completedDurationSec, plannedDurationSec),
  };
}

export interface InsightsBuckets {
  periods: InsightsPeriodRow[];
  totals: SportVolume[];
  compliance: Compliance;
}

/** Buckets the range's activities and workouts by period; items outside the range are ignored. */
export function bucketInsights(
  activities: readonly ActivityFacts[],
  workouts: readonly WorkoutFacts[],
  range: { startDate: string; endDate: string; period: InsightsPeriod; today: string },
): InsightsBuckets {
  const { startDate, endDate, period, today } = range;
  const inRange = (date: string) => date >= startDate && date <= endDate;
  const rangeActivities = activities.filter((activity) => inRange(activity.date));
  const rangeWorkouts = workouts.filter((workout) => inRange(workout.date));
  const buckets = new Map(
    periodsBetween(startDate, endDate, period).map((bounds) => [
      bounds.start,
      { bounds, activities: [] as ActivityFacts[], workouts: [] as WorkoutFacts[] },
    ]),
  );
  for (const activity of rangeActivities) {
    buckets.get(periodStartOf(activity.date, period))?.activities.push(activity);
  }
  for (const workout of rangeWorkouts) {
    buckets.get(periodStartOf(workout.date, period))?.workouts.push(workout);
  }
  const periods = [...buckets.values()].map(({ bounds, activities: a, workouts: w }) => ({
    ...bounds,
    sports: sportVolumes(a, w),
    compliance: computeCompliance(w, today),
  }));
  return {
    periods,
    totals: sportVolumes(rangeActivities, rangeWorkouts),
    compliance: computeCompliance(rangeWorkouts, today),
  };
}

/** One activity's stored time in zones (ZoneTime of time-in-zones.ts: threshold, names, seconds). */
export interface ActivityZoneFacts {
  sport: number;
  heartRate: ZoneSeconds | null;
  power: ZoneSeconds | null;
  pace: ZoneSeconds | null;
}

const ZONE_KINDS = ["heartRate", "power", "pace"] as const;

function addZones(total: ZoneSeconds | null, next: ZoneSeconds | null): ZoneSeconds | null {
  if (!next) return total;
  if (!total) return { zoneNames: [...next.zoneNames], seconds: [...next.seconds] };
  const length = Math.max(total.seconds.length, next.seconds.length);
  const seconds = Array.from(
    { length },
    (_, index) => (total.seconds[index] ?? 0) + (next.seconds[index] ?? 0),
  );
  return { zoneNames: total.zoneNames, seconds };
}

/**
 * Seconds per zone summed per sport and kind (heart rate, power, pace); absent kinds stay null
 * and a sport without any zone time is left out.
 */
export function sumTimeInZones(activities: readonly ActivityZoneFacts[]): SportZones[] {
  const bySport = new Map<number, SportZones>();
  for (const activity of activities) {
    if (!activity.heartRate && !activity.power && !activity.pace) continue;
    const sport = normalizeSport(activity.sport);
    const total = bySport.get(sport) ?? { sport, heartRate: null, power: null, pace: null };
    for (const kind of ZONE_KINDS) total[kind] = addZones(total[kind], activity[kind]);
    bySport.set(sport, total);
  }
  return [...bySport.values()].sort((a, b) => a.sport - b.sport);
}
