import type { DistanceEffort } from "@coach/shared/activities/best-efforts";
import type { CurvePoint } from "@coach/shared/activities/mean-max";
import { todayIn } from "@coach/shared/calendar/athlete-today";
import { mergePaceCurves, mergePowerCurves } from "@coach/shared/performance/curves";
import { type FitnessState, fitnessSeries } from "@coach/shared/performance/fitness";
import type {
  FitnessDayAnswer,
  PerformanceQuery,
  PerformanceResponse,
  ThresholdMethodType,
} from "@coach/shared/performance/performance.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { addDays, daysBetween } from "@coach/shared/units/iso-week";
import type { AthleteZones } from "@coach/shared/zones/athlete-zones";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Database, Executor } from "../../db/client";
import { coachedAthlete } from "../access/coached-athlete";
import type { UserRow } from "../people/users.service";
import * as repository from "./performance.repository";
import { currentThresholds, thresholdChanges } from "./threshold-history";

/**
 * Days of stress read before the range so that CTL does not start from zero at its first day.
 * A load's weight in CTL falls by e^(−1/42) a day: after 180 days it is e^(−180/42) ≈ 1.4 %,
 * so what happened before the warm-up changes the range's CTL by under 1.5 % (ATL, 7 days,
 * by nothing measurable), while the read stays one small grouped query.
 */
export const FITNESS_WARM_UP_DAYS = 180;

type Options = { db: Database; viewer: UserRow; athleteId: number };

/**
 * GET api/athlete/{id}/performance/: four queries after the access check (completed and
 * planned stress per day, the range's activity curves, the threshold history), whatever the
 * range or the number of activities.
 */
export async function getPerformance(
  options: Options & { query: PerformanceQuery },
): Promise<PerformanceResponse> {
  const { db, viewer, query } = options;
  const athlete = await coachedAthlete(db, viewer, options.athleteId);
  const { startDate, endDate } = query;
  const today = todayIn(athlete.timezone);
  const warmUpStart = addDays(startDate, -FITNESS_WARM_UP_DAYS);
  const [completed, planned, curves, history] = await Promise.all([
    repository.completedStressByDate(db, athlete.id, warmUpStart, endDate),
    repository.plannedStressByDate(db, athlete.id, warmUpStart, endDate),
    repository.activityCurves(db, athlete.id, startDate, endDate),
    repository.thresholdHistoryUntil(db, athlete.id, endDate),
  ]);
  const completedOn = new Map(completed.map((day) => [day.date, day.stress]));
  const plannedOn = new Map(planned.map((day) => [day.date, day.stress]));

  const dates = Array.from({ length: daysBetween(warmUpStart, endDate) + 1 }, (_, index) =>
    addDays(warmUpStart, index),
  );
  // Up to today the load is what was done; after it, what is planned (a projection).
  const load = dates.map((date) =>
    date > today ? (plannedOn.get(date) ?? 0) : (completedOn.get(date) ?? 0),
  );
  const fitness = fitnessSeries(load);
  const days: FitnessDayAnswer[] = [];
  dates.forEach((date, index) => {
    if (date < startDate) return;
    const { ctl, atl, tsb } = fitness[index]!;
    days.push({
      date,
      completedStress: completedOn.get(date) ?? 0,
      plannedStress: plannedOn.get(date) ?? 0,
      ctl,
      atl,
      tsb,
      isProjection: date > today,
    });
  });

  const curveRows = curves.map((row) => ({
    ...row,
    meanMax: row.meanMax as CurvePoint[],
    bestEfforts: row.bestEfforts as DistanceEffort[],
  }));
  return {
    startDate,
    endDate,
    today,
    hasActivities: completed.length > 0,
    days,
    powerCurve: mergePowerCurves(curveRows),
    paceCurves: {
      running: mergePaceCurves(curveRows.filter((row) => row.sport === SportId.running)),
      swimming: mergePaceCurves(curveRows.filter((row) => row.sport === SportId.swimming)),
    },
    thresholds: {
      current: currentThresholds(athleteZones(athlete.zones)),
      history: history.map((row) => ({
        methodType: row.methodType as ThresholdMethodType,
        method: row.method,
        threshold: row.threshold,
        recordedOn: row.recordedOn,
      })),
    },
  };
}

/**
 * The athlete's training load at the end of `date` with the Performance page's model and
 * warm-up (completed stress only), and their first day with any stress in that window (null
 * without one): how much history the figures rest on. One query.
 */
export async function findTrainingLoadOn(options: {
  db: Executor;
  athleteId: number;
  date: string;
}): Promise<{ load: FitnessState; firstLoadDate: string | null }> {
  const { db, athleteId, date } = options;
  const warmUpStart = addDays(date, -FITNESS_WARM_UP_DAYS);
  const completed = await repository.completedStressByDate(db, athleteId, warmUpStart, date);
  const stressOn = new Map(completed.map((day) => [day.date, day.stress]));
  const load = Array.from(
    { length: FITNESS_WARM_UP_DAYS + 1 },
    (_, index) => stressOn.get(addDays(warmUpStart, index)) ?? 0,
  );
  const loaded = completed.filter((day) => day.stress > 0).map((day) => day.date);
  const { ctl, atl } = fitnessSeries(load).at(-1)!;
  return { load: { ctl, atl }, firstLoadDate: loaded.length > 0 ? loaded.sort()[0]! : null };
}

/**
 * Adds to the threshold history (the Performance page's) one point per method of the saved
 * sport whose threshold a zones update changed, dated the athlete's `recordedOn`. Returns the
 * points added: none when no threshold changed.
 */
export async function recordThresholdChanges(options: {
  tx: Executor;
  athleteId: number;
  methodType: ThresholdMethodType;
  before: AthleteZones;
  after: AthleteZones;
  recordedOn: string;
}) {
  const { athleteId, methodType, before, after, recordedOn } = options;
  const changes = thresholdChanges(athleteId, methodType, before, after, recordedOn);
  await repository.insertThresholdHistory(options.tx, changes);
  return changes;
}
