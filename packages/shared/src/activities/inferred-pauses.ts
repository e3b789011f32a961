import type { ActivityRecords, ParsedActivity, SwimData, TimeRange } from "./activity.types.ts";
import type { NormaliseRules } from "./normalise.ts";

/**
 * Where the timer was off in a file that does not say (GPX, a FIT without timer events, a TCX
 * without lap totals): docs/decisions/118-timer-time-in-every-format.md.
 *
 * Sparse points are not a pause: devices with smart recording write a point only when something
 * changes, and a phone in power saving every minute or so. A gap longer than pauseGapSec is a
 * pause only when the athlete did not move across it: less than stillDistanceM (GPS noise at a
 * standstill) or less than the stopped speed (030's stoppedSpeedMps) times the gap, as the seconds
 * of a stop are judged. A gap without a distance at either end says nothing, so it is kept.
 */
function stillGapPauses(records: ActivityRecords, rules: NormaliseRules): TimeRange[] {
  const pauses: TimeRange[] = [];
  const { timeSec, distanceM } = records;
  let lastDistanceM: number | null = null;
  for (let index = 1; index < timeSec.length; index += 1) {
    lastDistanceM = distanceM[index - 1] ?? lastDistanceM;
    const gapSec = timeSec[index] - timeSec[index - 1];
    const toM = distanceM[index];
    if (gapSec <= rules.pauseGapSec || toM === null || lastDistanceM === null) continue;
    const movedM = Math.abs(toM - lastDistanceM);
    const stillM = Math.max(rules.stillDistanceM, rules.stoppedSpeedMps * gapSec);
    if (movedM < stillM) {
      pauses.push({ startSec: Math.floor(timeSec[index - 1]) + 1, endSec: timeSec[index] });
    }
  }
  return pauses;
}

/**
 * A pool swim's timer runs through every length, idle ones (rests at the wall) included: the
 * watch writes no length while its timer is stopped. So a gap between lengths is a pause.
 */
function lengthGapPauses(swim: SwimData, rules: NormaliseRules): TimeRange[] {
  const pauses: TimeRange[] = [];
  let endSec: number | null = null;
  for (const length of swim.lengths) {
    if (endSec !== null && length.startSec - endSec > rules.pauseGapSec) {
      pauses.push({ startSec: endSec, endSec: length.startSec });
    }
    endSec = Math.max(endSec ?? 0, length.startSec + length.durationSec);
  }
  return pauses;
}

export function inferredPauses(activity: ParsedActivity, rules: NormaliseRules): TimeRange[] {
  if (activity.swim && activity.swim.lengths.length > 0) {
    return lengthGapPauses(activity.swim, rules);
  }
  return stillGapPauses(activity.records, rules);
}
