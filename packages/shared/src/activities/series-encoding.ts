import type { SampleValue } from "./activity.types.ts";
import { CLIENT_SERIES_KEYS, type ClientSamples, type ClientSeriesKey } from "./client-series.ts";

/**
 * A compact form of ClientSamples for `GET api/analyze/{id}/samples`
 * (docs/decisions/034-sample-encoding.md): each series is quantised to integers with a fixed
 * scale (value × scale, rounded) and stored as deltas from the previous non-empty value, so a
 * steady series is mostly small integers that JSON and gzip keep short. Empty values stay
 * null. Time is implied by the start and the step; pauses are [from, to) index runs.
 * Decoding gives each value back to within half a unit of its scale.
 */

export const SERIES_SCALES: Record<ClientSeriesKey, number> = {
  heartRate: 1,
  powerInWatts: 1,
  speedMetersPerSecond: 1000,
  totalDistanceInMeters: 10,
  elevationInMeters: 10,
  position_lat: 1e6,
  position_long: 1e6,
  cadence: 1,
  temperature: 10,
};

export interface EncodedSeries {
  scale: number;
  deltas: (number | null)[];
}

export interface EncodedClientSamples {
  version: 1;
  startTime: string;
  startTimestamp: number;
  stepSec: number;
  count: number;
  timerDeltas: (number | null)[];
  pauses: [number, number][];
  series: Partial<Record<ClientSeriesKey, EncodedSeries>>;
}

export function encodeDeltas(values: readonly SampleValue[], scale: number): (number | null)[] {
  let previous = 0;
  return values.map((value) => {
    if (value === null || !Number.isFinite(value)) return null;
    const quantised = Math.round(value * scale);
    const delta = quantised - previous;
    previous = quantised;
    return delta;
  });
}

export function decodeDeltas(deltas: readonly (number | null)[], scale: number): SampleValue[] {
  let previous = 0;
  return deltas.map((delta) => {
    if (delta === null) return null;
    previous += delta;
    return previous / scale;
  });
}

function pauseRuns(onPause: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  onPause.forEach((isPaused, index) => {
    if (!isPaused) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === index) last[1] = index + 1;
    else runs.push([index, index + 1]);
  });
  return runs;
}

export function encodeClientSamples(client: ClientSamples): EncodedClientSamples {
  const series: EncodedClientSamples["series"] = {};
  for (const key of CLIENT_SERIES_KEYS) {
    const values = client.series[key];
    if (values)
      series[key] = { scale: SERIES_SCALES[key], deltas: encodeDeltas(values, SERIES_SCALES[key]) };
  }
  return {
    version: 1,
    startTime: client.startTime,
    startTimestamp: client.timestamp[0] ?? Math.round(Date.parse(client.startTime) / 1000),
    stepSec: client.stepSec,
    count: client.count,
    timerDeltas: encodeDeltas(client.timerDurationInSeconds, 1),
    pauses: pauseRuns(client.onPause),
    series,
  };
}

export function decodeClientSamples(encoded: EncodedClientSamples): ClientSamples {
  const series: ClientSamples["series"] = {};
  for (const key of CLIENT_SERIES_KEYS) {
    const entry = encoded.series[key];
    if (entry) series[key] = decodeDeltas(entry.deltas, entry.scale);
  }
  const onPause = new Array<boolean>(encoded.count).fill(false);
  for (const [from, to] of encoded.pauses) onPause.fill(true, from, to);
  return {
    startTime: encoded.startTime,
    stepSec: encoded.stepSec,
    count: encoded.count,
    timestamp: Array.from(
      { length: encoded.count },
      (_, index) => encoded.startTimestamp + index * encoded.stepSec,
    ),
    timerDurationInSeconds: decodeDeltas(encoded.timerDeltas, 1).map((value) => value ?? 0),
    onPause,
    series,
  };
}
