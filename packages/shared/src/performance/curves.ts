import type { DistanceEffort } from "../activities/best-efforts.ts";
import type { CurvePoint } from "../activities/mean-max.ts";

/**
 * The athlete's best curves over a range, merged from each activity's own curve (the import
 * stores mean-maximal power at the standard durations and best efforts at the pace-curve
 * distances). Each best keeps the activity it came from; on a tie the earlier activity wins.
 */

export interface ActivityOfCurve {
  activityId: number;
  date: string;
}

export interface PowerBest extends ActivityOfCurve {
  durationSec: number;
  powerW: number;
}

export interface PaceBest extends ActivityOfCurve {
  distanceM: number;
  timeSec: number;
}

const byDateThenId = (a: ActivityOfCurve, b: ActivityOfCurve) =>
  a.date === b.date ? a.activityId - b.activityId : a.date < b.date ? -1 : 1;

/** The highest power per duration, shortest duration first. */
export function mergePowerCurves(
  activities: readonly (ActivityOfCurve & { meanMax: readonly CurvePoint[] })[],
): PowerBest[] {
  const best = new Map<number, PowerBest>();
  for (const activity of [...activities].sort(byDateThenId)) {
    for (const point of activity.meanMax) {
      if (!(point.powerW > 0)) continue;
      const current = best.get(point.durationSec);
      if (!current || point.powerW > current.powerW) {
        best.set(point.durationSec, {
          durationSec: point.durationSec,
          powerW: point.powerW,
          activityId: activity.activityId,
          date: activity.date,
        });
      }
    }
  }
  return [...best.values()].sort((a, b) => a.durationSec - b.durationSec);
}

/** The shortest time per distance, shortest distance first. */
export function mergePaceCurves(
  activities: readonly (ActivityOfCurve & { bestEfforts: readonly DistanceEffort[] })[],
): PaceBest[] {
  const best = new Map<number, PaceBest>();
  for (const activity of [...activities].sort(byDateThenId)) {
    for (const effort of activity.bestEfforts) {
      if (!(effort.timeSec > 0)) continue;
      const current = best.get(effort.distanceM);
      if (!current || effort.timeSec < current.timeSec) {
        best.set(effort.distanceM, {
          distanceM: effort.distanceM,
          timeSec: effort.timeSec,
          activityId: activity.activityId,
          date: activity.date,
        });
      }
    }
  }
  return [...best.values()].sort((a, b) => a.distanceM - b.distanceM);
}
