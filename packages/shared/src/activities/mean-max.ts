import type { SampleValue } from "./activity.types.ts";

/**
 * Mean-maximal power (after GoldenCheetah's MeanMaxComputer in
 * src/FileIO/RideFileCache.cpp; docs/decisions/033-mean-max-durations.md):
 * - The 1 s grid with the timer-off seconds as 0 W; a pause over 3600 s counts as 1 s.
 * - Prefix sums S; best(d) = max_i (S[i+d] − S[i]) / d, exactly, at every second up to 1200 s,
 *   then every 5 s to 3600, 20 s to 7200 and 60 s beyond (and at the full length).
 * - The curve is the best mean power held for d seconds *or longer*: curve(d) = max over
 *   d' >= d of best(d'). The exact best(d) can rise with d ([1, 0, 1]: 0.5 W over 2 s, 0.67 W
 *   over 3 s); an athlete reads the curve as "what I can hold for this long", and
 *   GoldenCheetah back-fills the same way. On real rides the two agree.
 * - A duration between two evaluated ones takes the longer one's value (held for longer than
 *   it), so the curve never increases with the duration.
 * - The search per duration first takes every k-th start, then checks every start only in the
 *   blocks whose covering window (length d + k − 1) could beat the best found: exact, and
 *   about k times fewer sums on real rides.
 */

const LONG_PAUSE_SEC = 3600;

/** The power series the curve is computed on: timer-off seconds as 0 W, long pauses cut to 1 s. */
export function meanMaxInput(
  powerW: readonly SampleValue[],
  isTimerOn?: readonly boolean[],
): Float64Array {
  const values: number[] = [];
  let pauseRun = 0;
  powerW.forEach((value, second) => {
    const isOn = isTimerOn ? isTimerOn[second] : true;
    if (!isOn) {
      pauseRun += 1;
      if (pauseRun <= LONG_PAUSE_SEC) values.push(0);
      else if (pauseRun === LONG_PAUSE_SEC + 1) values.splice(values.length - LONG_PAUSE_SEC + 1);
      return;
    }
    pauseRun = 0;
    values.push(value === null || value < 0 ? 0 : value);
  });
  return Float64Array.from(values);
}

/** The durations evaluated exactly, for a series of n seconds. */
export function evaluatedDurations(n: number): number[] {
  const durations: number[] = [];
  for (let duration = 1; duration <= n; ) {
    durations.push(duration);
    duration += duration < 1200 ? 1 : duration < 3600 ? 5 : duration < 7200 ? 20 : 60;
  }
  if (n > 0 && durations[durations.length - 1] !== n) durations.push(n);
  return durations;
}

function prefixSums(values: Float64Array): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let index = 0; index < values.length; index += 1) {
    sums[index + 1] = sums[index] + values[index];
  }
  return sums;
}

/** The largest sum of `duration` consecutive values (values must be >= 0 for the pruning). */
function bestWindowSum(sums: Float64Array, n: number, duration: number): number {
  const block = Math.max(1, Math.min(32, duration >> 3));
  const lastStart = n - duration;
  let best = 0;
  for (let start = 0; start <= lastStart; start += block) {
    const sum = sums[start + duration] - sums[start];
    if (sum > best) best = sum;
  }
  if (block === 1) return best;
  for (let start = 0; start <= lastStart; start += block) {
    const blockEnd = Math.min(start + block - 1, lastStart);
    // Any window starting in this block lies inside [start, blockEnd + duration).
    if (sums[blockEnd + duration] - sums[start] <= best) continue;
    for (let inner = start + 1; inner <= blockEnd; inner += 1) {
      const sum = sums[inner + duration] - sums[inner];
      if (sum > best) best = sum;
    }
  }
  return best;
}

/** The best mean of exactly `duration` consecutive values; null when the series is shorter. */
export function bestMean(values: Float64Array, duration: number): number | null {
  if (duration < 1 || duration > values.length) return null;
  return bestWindowSum(prefixSums(values), values.length, duration) / duration;
}

/**
 * curve[d] is the best mean power held for d seconds or longer, d = 1..n (curve[0] is 0);
 * non-increasing in d.
 */
export function meanMaxCurve(values: Float64Array): Float64Array {
  const n = values.length;
  const curve = new Float64Array(n + 1);
  if (n === 0) return curve;
  const sums = prefixSums(values);
  const durations = evaluatedDurations(n);
  for (const duration of durations) curve[duration] = bestWindowSum(sums, n, duration) / duration;
  for (let index = durations.length - 2; index >= 0; index -= 1) {
    const from = durations[index];
    const to = durations[index + 1];
    for (let duration = from + 1; duration < to; duration += 1) curve[duration] = curve[to];
    if (curve[from] < curve[to]) curve[from] = curve[to];
  }
  return curve;
}

/** Durations of the power-curve table: 1 s to 5 h. */
export const STANDARD_DURATIONS_SEC = [
  1, 5, 10, 15, 30, 60, 120, 180, 300, 600, 1200, 1800, 3600, 5400, 7200, 10800, 14400, 18000,
] as const;

export interface CurvePoint {
  durationSec: number;
  powerW: number;
}

/** The curve at the standard durations the activity is long enough for. */
export function standardCurvePoints(
  curve: Float64Array,
  durations: readonly number[] = STANDARD_DURATIONS_SEC,
): CurvePoint[] {
  return durations
    .filter((duration) => duration < curve.length)
    .map((duration) => ({ durationSec: duration, powerW: curve[duration] }));
}
