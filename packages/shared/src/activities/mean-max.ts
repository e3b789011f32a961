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
 * - The search per duration starts from the sums around the previous duration's best start
 *   (the best window moves little from one duration to the next), then looks at blocks of
 *   starts, coarse then fine: a block's starts are summed one by one only when its covering
 *   window (every second any of its windows spans) could beat the best found. Exact, and
 *   about half the time of one level of blocks on the Edge 810 ride of fixtures/activities.
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

/** The largest window sum of one duration, and a start that gives it. */
type WindowBest = { sum: number; start: number };

/** How many starts on either side of the previous duration's best start are looked at first. */
const SEED_REACH = 2;
/** Starts per fine block: a block's covering window spans `fine − 1` seconds more than d. */
function fineBlock(duration: number): number {
  return duration < 16 ? 1 : duration < 64 ? 4 : 8;
}
/** Fine blocks per coarse block. */
const FINE_PER_COARSE = 8;

/**
 * The largest sum of `duration` consecutive values and where it starts (values must be >= 0
 * for the pruning: the prefix sums then never decrease, so no window starting in [a, b] sums
 * more than sums[b + duration] − sums[a]). The starts around `seed` are looked at first.
 */
function bestWindowSum(sums: Float64Array, n: number, duration: number, seed = 0): WindowBest {
  const lastStart = n - duration;
  let bestSum = 0;
  let bestStart = 0;
  // The block loops below visit `seedFrom`..`seedTo` first: a window near the last duration's
  // best, so that most blocks are pruned by a best close to the true one.
  const seedFrom = Math.max(0, seed - SEED_REACH);
  const seedTo = Math.min(lastStart, seed + SEED_REACH);
  const fine = fineBlock(duration);
  const coarse = fine * FINE_PER_COARSE;
  for (let pass = 0; pass < 2; pass += 1) {
    const from = pass === 0 ? seedFrom : 0;
    const to = pass === 0 ? seedTo : lastStart;
    for (let coarseStart = from; coarseStart <= to; coarseStart += coarse) {
      const coarseEnd = Math.min(coarseStart + coarse - 1, to);
      if (sums[coarseEnd + duration] - sums[coarseStart] <= bestSum) continue;
      for (let fineStart = coarseStart; fineStart <= coarseEnd; fineStart += fine) {
        const fineEnd = Math.min(fineStart + fine - 1, coarseEnd);
        if (sums[fineEnd + duration] - sums[fineStart] <= bestSum) continue;
        for (let start = fineStart; start <= fineEnd; start += 1) {
          const sum = sums[start + duration] - sums[start];
          if (sum > bestSum) {
            bestSum = sum;
            bestStart = start;
          }
        }
      }
    }
  }
  return { sum: bestSum, start: bestStart };
}

/** The best mean of exactly `duration` consecutive values; null when the series is shorter. */
export function bestMean(values: Float64Array, duration: number): number | null {
  if (duration < 1 || duration > values.length) return null;
  return bestWindowSum(prefixSums(values), values.length, duration).sum / duration;
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
  let seed = 0;
  for (const duration of durations) {
    const best = bestWindowSum(sums, n, duration, seed);
    curve[duration] = best.sum / duration;
    seed = best.start;
  }
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
