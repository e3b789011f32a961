import {
  type ParsedActivity,
  RECORD_CHANNELS,
  type RecordChannel,
  type SampleValue,
  type SwimData,
  type TimeRange,
} from "./activity.types.ts";
import { activitySpanLimitSec, boundActivity } from "./activity-bounds.ts";
import { inferredPauses } from "./inferred-pauses.ts";

/**
 * Samples on a 1 s grid (docs/decisions/030-activity-samples-and-pauses.md):
 * - Second i is i seconds after the start; the grid ends at the last record.
 * - A channel is interpolated linearly between two records at most maxInterpolationGapSec
 *   apart, or further apart with no record between them and the timer on throughout (smart
 *   recording, decision 118); a longer gap leaves it empty. Distance is cumulative, so it is
 *   interpolated across any gap.
 * - Timer off: the device's timer pauses (FIT timer events, TCX laps' totals: tcx-timer.ts);
 *   in a file without them (GPX, FIT without events) a gap between records longer than
 *   pauseGapSec across which the athlete did not move (inferred-pauses.ts, decision 118); in a
 *   pool swim without them, a gap between lengths longer than pauseGapSec.
 * - onPause: timer off, or stopped: speed under stoppedSpeedMps for at least stoppedMinSec in
 *   a row; in a pool swim, every second outside an active length (resting at the wall).
 * - Moving time counts the seconds not on pause; duration counts the seconds with the timer on.
 * - The grid never spans more than the activity's bounds (activity-bounds.ts): records past
 *   them are dropped and counted in droppedRecordCount, swim lengths past them ignored.
 */

export interface NormaliseRules {
  maxInterpolationGapSec: number;
  pauseGapSec: number;
  /** A gap over which the athlete moved less than this (GPS noise at a standstill) is a stop. */
  stillDistanceM: number;
  stoppedSpeedMps: number;
  stoppedMinSec: number;
}

export const DEFAULT_NORMALISE_RULES: NormaliseRules = {
  maxInterpolationGapSec: 10,
  pauseGapSec: 10,
  stillDistanceM: 10,
  stoppedSpeedMps: 0.5,
  stoppedMinSec: 5,
};

export type NormalisedSamples = {
  sportId: number | null;
  startTime: string;
  /** Grid length in seconds. */
  length: number;
  isTimerOn: boolean[];
  onPause: boolean[];
  /** True when the speed channel was derived from distance (the file had no speed). */
  isSpeedDerived: boolean;
  /** Records outside the activity's bounds (implausible timestamps), not on the grid. */
  droppedRecordCount: number;
} & Record<RecordChannel, SampleValue[]>;

function interpolate(
  timeSec: readonly number[],
  values: readonly SampleValue[],
  length: number,
  maxGapSec: number,
  isCumulative = false,
  /** True when the timer ran through every second between two records. */
  isRunningBetween: (fromSec: number, toSec: number) => boolean = () => false,
): SampleValue[] {
  const grid: SampleValue[] = new Array(length).fill(null);
  let previous = -1;
  for (let index = 0; index < timeSec.length; index += 1) {
    const value = values[index];
    if (value === null) continue;
    const time = timeSec[index];
    if (Number.isInteger(time) && time < length) grid[time] = value;
    if (previous >= 0) {
      const fromTime = timeSec[previous];
      const fromValue = values[previous] as number;
      // Two records with nothing between them and the timer on throughout: a device that
      // records smartly wrote no point because nothing changed (decision 118). A record
      // between them without this channel is a sensor dropout, which stays empty.
      const isQuietStretch = index === previous + 1 && isRunningBetween(fromTime, time);
      if (time - fromTime <= maxGapSec || isQuietStretch) {
        const until = Math.min(time, length);
        for (let second = Math.floor(fromTime) + 1; second < until; second += 1) {
          grid[second] =
            fromValue + ((value - fromValue) * (second - fromTime)) / (time - fromTime);
        }
      }
    }
    previous = index;
  }
  // A cumulative channel keeps its last value to the end of the grid, and reaches it in the
  // last second when it ends after the grid (a pool length that ends at 74.6 s).
  if (isCumulative && previous >= 0 && length > 0) {
    const from = Math.min(Math.floor(timeSec[previous]) + 1, length - 1);
    for (let second = from; second < length; second += 1) grid[second] = values[previous];
  }
  return grid;
}

function markRanges(flags: boolean[], ranges: readonly TimeRange[], flag: boolean): void {
  for (const range of ranges) {
    const from = Math.max(0, Math.ceil(range.startSec));
    const to = Math.min(flags.length, Math.ceil(range.endSec));
    for (let second = from; second < to; second += 1) flags[second] = flag;
  }
}

/** Cumulative pool distance at each length's end, as record-like points. */
function swimDistancePoints(swim: SwimData): { timeSec: number[]; values: SampleValue[] } {
  const timeSec = [0];
  const values: SampleValue[] = [0];
  let distanceM = 0;
  for (const length of swim.lengths) {
    if (!length.isActive) continue;
    distanceM += swim.poolLengthM;
    const endSec = length.startSec + length.durationSec;
    if (endSec <= timeSec[timeSec.length - 1]) continue;
    timeSec.push(endSec);
    values.push(distanceM);
  }
  return { timeSec, values };
}

function deriveSpeed(distance: readonly SampleValue[], isTimerOn: readonly boolean[]) {
  return distance.map((_, second) => {
    const before = distance[second - 1];
    const after = distance[second + 1];
    if (before == null || after == null || !isTimerOn[second]) return null;
    return Math.max(0, (after - before) / 2);
  });
}

function markStopped(samples: NormalisedSamples, rules: NormaliseRules): void {
  let runStart = -1;
  const close = (end: number) => {
    if (runStart >= 0 && end - runStart >= rules.stoppedMinSec) {
      for (let second = runStart; second < end; second += 1) samples.onPause[second] = true;
    }
    runStart = -1;
  };
  samples.speedMps.forEach((speed, second) => {
    const isStopped = speed !== null && speed < rules.stoppedSpeedMps;
    if (isStopped && runStart < 0) runStart = second;
    if (!isStopped) close(second);
  });
  close(samples.length);
}

export function normaliseActivity(
  parsed: ParsedActivity,
  rules: NormaliseRules = DEFAULT_NORMALISE_RULES,
): NormalisedSamples {
  const { activity, droppedRecordCount } = boundActivity(parsed);
  const { records } = activity;
  const lastLength = activity.swim?.lengths[activity.swim.lengths.length - 1];
  const lastLengthSec = lastLength
    ? Math.ceil(lastLength.startSec + lastLength.durationSec) - 1
    : -1;
  const lastSec = Math.max(
    records.timeSec.length > 0 ? records.timeSec[records.timeSec.length - 1] : -1,
    lastLengthSec <= activitySpanLimitSec(activity.deviceSummary?.elapsedTimeSec)
      ? lastLengthSec
      : -1,
  );
  const length = Math.floor(lastSec) + 1;
  const isTimerOn = new Array<boolean>(length).fill(true);
  markRanges(isTimerOn, activity.timerPauses ?? inferredPauses(activity, rules), false);
  const isRunningBetween = (fromSec: number, toSec: number) => {
    for (let second = Math.floor(fromSec) + 1; second < Math.min(toSec, length); second += 1) {
      if (!isTimerOn[second]) return false;
    }
    return true;
  };
  const channels = {} as Record<RecordChannel, SampleValue[]>;
  for (const channel of RECORD_CHANNELS) {
    const isCumulative = channel === "distanceM";
    const source =
      isCumulative && activity.swim
        ? swimDistancePoints(activity.swim)
        : { timeSec: records.timeSec, values: records[channel] };
    const maxGapSec = isCumulative ? Number.POSITIVE_INFINITY : rules.maxInterpolationGapSec;
    channels[channel] = interpolate(
      source.timeSec,
      source.values,
      length,
      maxGapSec,
      isCumulative,
      isRunningBetween,
    );
  }
  const isSpeedDerived = !channels.speedMps.some((value) => value !== null);
  if (isSpeedDerived) channels.speedMps = deriveSpeed(channels.distanceM, isTimerOn);
  // Values recorded while the timer was off are not part of the activity.
  for (const channel of RECORD_CHANNELS) {
    if (channel === "distanceM") continue;
    channels[channel] = channels[channel].map((value, second) =>
      isTimerOn[second] ? value : null,
    );
  }
  const samples: NormalisedSamples = {
    sportId: activity.sportId,
    startTime: activity.startTime,
    length,
    isTimerOn,
    onPause: isTimerOn.map((isOn) => !isOn),
    isSpeedDerived,
    droppedRecordCount,
    ...channels,
  };
  if (activity.swim) {
    const isResting = new Array<boolean>(length).fill(true);
    const active = activity.swim.lengths.filter((swimLength) => swimLength.isActive);
    markRanges(
      isResting,
      active.map((swimLength) => ({
        startSec: swimLength.startSec,
        endSec: swimLength.startSec + swimLength.durationSec,
      })),
      false,
    );
    isResting.forEach((rests, second) => {
      if (rests) samples.onPause[second] = true;
    });
  } else {
    markStopped(samples, rules);
  }
  return samples;
}
