import { SportId } from "../sports/sport-ids.ts";
import type { SampleValue } from "./activity.types.ts";

/**
 * Best efforts by distance: two pointers slide over the cumulative
 * distance of the 1 s grid; for each start second the end pointer moves to the first second
 * that covers the distance, and the end time is interpolated linearly between it and the
 * second before, for exactly D metres. The best effort is the shortest elapsed time (pauses
 * inside the window count: a record is a continuous effort).
 */

export const RUNNING_BEST_DISTANCES_M = [400, 1000, 5000, 10_000, 21_097.5, 42_195] as const;
export const POOL_BEST_DISTANCES_M = [100, 200, 400, 800, 1500] as const;

/** Distances of the pace curve, per sport. */
export const PACE_CURVE_DISTANCES_M = {
  running: [
    100, 200, 400, 800, 1000, 1609.34, 3000, 5000, 10_000, 15_000, 21_097.5, 30_000, 42_195,
  ],
  swimming: [25, 50, 100, 200, 400, 800, 1000, 1500, 2000, 3800],
} as const;

export interface DistanceEffort {
  distanceM: number;
  timeSec: number;
  startSec: number;
  endSec: number;
  speedMps: number;
}

/** Cumulative distance with empty seconds carried forward and dips (GPS) flattened. */
function monotoneDistance(distanceM: readonly SampleValue[]): number[] {
  const result: number[] = [];
  let last = Number.NaN;
  for (const value of distanceM) {
    if (value !== null) last = Number.isNaN(last) ? value : Math.max(last, value);
    result.push(last);
  }
  return result;
}

function bestEffort(distance: readonly number[], targetM: number): DistanceEffort | null {
  let best: DistanceEffort | null = null;
  let end = 0;
  for (let start = 0; start < distance.length; start += 1) {
    const from = distance[start];
    if (Number.isNaN(from)) continue;
    const goal = from + targetM;
    if (end <= start) end = start + 1;
    while (end < distance.length && !(distance[end] >= goal)) end += 1;
    if (end >= distance.length) break;
    const before = distance[end - 1];
    const endSec = end - 1 + (goal - before) / (distance[end] - before);
    const timeSec = endSec - start;
    if (best === null || timeSec < best.timeSec) {
      best = { distanceM: targetM, timeSec, startSec: start, endSec, speedMps: targetM / timeSec };
    }
  }
  return best;
}

/** The best effort for each distance the activity covers, in the order given. */
export function bestDistanceEfforts(
  distanceM: readonly SampleValue[],
  distancesM: readonly number[],
): DistanceEffort[] {
  const distance = monotoneDistance(distanceM);
  return distancesM
    .map((target) => bestEffort(distance, target))
    .filter((effort) => effort !== null);
}

/** The standard best-effort distances of a sport: running, or swimming in a pool; none else. */
export function bestEffortDistances(sportId: number | null, isPool: boolean): readonly number[] {
  if (sportId === SportId.running) return RUNNING_BEST_DISTANCES_M;
  if (sportId === SportId.swimming && isPool) return POOL_BEST_DISTANCES_M;
  return [];
}

/** The pace curve: best efforts at the sport's pace-curve distances. */
export function bestPaceCurve(
  distanceM: readonly SampleValue[],
  sportId: number | null,
): DistanceEffort[] {
  const distances =
    sportId === SportId.swimming
      ? PACE_CURVE_DISTANCES_M.swimming
      : sportId === SportId.running
        ? PACE_CURVE_DISTANCES_M.running
        : [];
  return bestDistanceEfforts(distanceM, distances);
}

/** The longest distance covered in durationSec consecutive seconds, or null when shorter. */
export function bestDistanceInDuration(
  distanceM: readonly SampleValue[],
  durationSec: number,
): number | null {
  const distance = monotoneDistance(distanceM);
  let best: number | null = null;
  for (let start = 0; start + durationSec < distance.length; start += 1) {
    const covered = distance[start + durationSec] - distance[start];
    if (!Number.isNaN(covered) && (best === null || covered > best)) best = covered;
  }
  return best;
}
