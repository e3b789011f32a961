import type { TimeRange } from "./activity.types.ts";

/**
 * Where a TCX's timer was off, from its laps' own totals
 * (docs/decisions/118-timer-time-in-every-format.md). A lap runs from its StartTime to the next
 * lap's (the last one to its last point); its TotalTimeSeconds is the timer time in that
 * window. When the window is longer, the timer stopped for the difference, and the only places
 * it can have stopped unseen are the longest gaps between the lap's points (the gap from a lap's
 * last point to the next lap's start included). When TotalTimeSeconds covers the window, no gap
 * is a pause, however sparse the points (smart recording).
 */

export interface TcxLapTimes {
  /** The lap's StartTime, seconds since the activity's start. */
  startSec: number;
  /** The lap's TotalTimeSeconds; null when the file leaves it out. */
  timerSec: number | null;
  /** Its trackpoints' times, seconds since the activity's start, in order. */
  pointTimesSec: number[];
}

/**
 * Lap starts are written in whole seconds and lap totals rounded by some devices, so a window
 * up to this much longer than its timer is not a stop.
 */
export const LAP_SLACK_SEC = 2;

function lapPauses(times: number[], missingSec: number): TimeRange[] {
  const gaps = times
    .slice(1)
    .map((endSec, index) => ({ startSec: times[index], endSec }))
    .filter((gap) => gap.endSec > gap.startSec)
    .sort((a, b) => b.endSec - b.startSec - (a.endSec - a.startSec));
  const pauses: TimeRange[] = [];
  let leftSec = missingSec;
  for (const gap of gaps) {
    if (leftSec < 1) break;
    // The timer stopped somewhere in the gap; the pause is put at its end, where it started again.
    const pauseSec = Math.min(gap.endSec - gap.startSec, leftSec);
    pauses.push({ startSec: gap.endSec - pauseSec, endSec: gap.endSec });
    leftSec -= pauseSec;
  }
  return pauses;
}

/** The pauses the laps' totals imply; null when a lap has no total (the file does not say). */
export function tcxTimerPauses(laps: readonly TcxLapTimes[]): TimeRange[] | null {
  if (laps.length === 0 || laps.some((lap) => lap.timerSec === null)) return null;
  return laps.flatMap((lap, index) => {
    const points = lap.pointTimesSec;
    const fromSec = Math.min(lap.startSec, points[0] ?? lap.startSec);
    const next = laps[index + 1];
    const lastPointSec = points[points.length - 1] ?? fromSec;
    const toSec = next ? Math.max(next.startSec, lastPointSec) : lastPointSec;
    const missingSec = toSec - fromSec - (lap.timerSec as number);
    if (missingSec <= LAP_SLACK_SEC) return [];
    const times = [fromSec, ...points.filter((sec) => sec > fromSec && sec < toSec), toSec];
    return lapPauses(times, missingSec);
  });
}
