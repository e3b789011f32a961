/**
 * The same session arriving again in another file (a FIT and then the TCX of one ride, or the
 * ride again later from a tracker): docs/decisions/121-duplicate-activities.md. Devices and
 * exports round and trim differently, so the figures are compared within tolerances, never
 * byte for byte.
 */

/** Starts this close are the same start (a tracker rounds to the minute, a watch to the second). */
export const SAME_START_SEC = 60;
/** Timer durations within 2 % or 60 s (whichever is more) of each other. */
const DURATION_SHARE = 0.02;
const DURATION_SEC = 60;
/** Distances within 2 % of the longer (GPS tracks and wheel sensors differ by about 1 %). */
const DISTANCE_SHARE = 0.02;

export interface SessionFigures {
  startTime: Date;
  durationSec: number | null;
  distanceM: number | null;
}

function isClose(a: number, b: number, share: number, floor = 0): boolean {
  return Math.abs(a - b) <= Math.max(floor, share * Math.max(Math.abs(a), Math.abs(b)));
}

/**
 * Whether two activities of one athlete are one session: starts within a minute, durations and
 * distances within their tolerances. A figure one of them lacks (no distance indoors) is not
 * held against them; the sport is not compared, as a file without one may have had it inferred.
 */
export function isSameSession(a: SessionFigures, b: SessionFigures): boolean {
  if (Math.abs(a.startTime.getTime() - b.startTime.getTime()) > SAME_START_SEC * 1000) return false;
  if (a.durationSec !== null && b.durationSec !== null) {
    if (!isClose(a.durationSec, b.durationSec, DURATION_SHARE, DURATION_SEC)) return false;
  }
  const hasDistances = (a.distanceM ?? 0) > 0 && (b.distanceM ?? 0) > 0;
  return !hasDistances || isClose(a.distanceM!, b.distanceM!, DISTANCE_SHARE);
}
