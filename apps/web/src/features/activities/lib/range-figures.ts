import type { SampleValue } from "@coach/shared/activities/activity.types";
import type { ClientSamples } from "@coach/shared/activities/client-series";

/** The figures of a stretch of the chart, samples from index `from` to `to` included. */
export interface RangeFigures {
  startSec: number;
  endSec: number;
  durationSec: number;
  distanceM: number | null;
  avgHeartRateBpm: number | null;
  avgPowerW: number | null;
  maxPowerW: number | null;
  avgSpeedMps: number | null;
}

function average(values: readonly SampleValue[] | undefined, from: number, to: number) {
  if (!values) return { avg: null, max: null };
  let sum = 0;
  let count = 0;
  let max: number | null = null;
  for (let index = from; index <= to; index += 1) {
    const value = values[index];
    if (value === null || value === undefined || Number.isNaN(value)) continue;
    sum += value;
    count += 1;
    max = max === null ? value : Math.max(max, value);
  }
  return { avg: count > 0 ? sum / count : null, max };
}

function lastValue(values: readonly SampleValue[], from: number, to: number, step: 1 | -1) {
  for (let index = from; step > 0 ? index <= to : index >= to; index += step) {
    const value = values[index];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/** Duration is timer time (pauses left out); distance from the cumulative distance series. */
export function rangeFigures(samples: ClientSamples, fromIndex: number, toIndex: number) {
  const last = samples.count - 1;
  const from = Math.max(0, Math.min(fromIndex, last));
  const to = Math.max(from, Math.min(toIndex, last));
  const timer = samples.timerDurationInSeconds;
  const durationSec = Math.max(0, (timer[to] ?? 0) - (timer[from] ?? 0)) + samples.stepSec;
  const distance = samples.series.totalDistanceInMeters;
  let distanceM: number | null = null;
  if (distance) {
    const start = lastValue(distance, from, to, 1);
    const end = lastValue(distance, to, from, -1);
    distanceM = start === null || end === null ? null : Math.max(0, end - start);
  }
  const power = average(samples.series.powerInWatts, from, to);
  const speed = average(samples.series.speedMetersPerSecond, from, to);
  const figures: RangeFigures = {
    startSec: from * samples.stepSec,
    endSec: to * samples.stepSec,
    durationSec,
    distanceM,
    avgHeartRateBpm: average(samples.series.heartRate, from, to).avg,
    avgPowerW: power.avg,
    maxPowerW: power.max,
    avgSpeedMps:
      distanceM !== null && durationSec > 0 && distanceM > 0 ? distanceM / durationSec : speed.avg,
  };
  return figures;
}
