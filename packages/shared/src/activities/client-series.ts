import type { SampleValue } from "./activity.types.ts";
import type { NormalisedSamples } from "./normalise.ts";

/**
 * The samples sent to the analysis page, by these rules (decision 034): over 5400 samples the series are halved (every other sample kept) until they fit; a
 * series with 90 % or more empty values is dropped; positions are in degrees, raw FIT
 * semicircles scaled by 180 / 2^31. Field names are the API's sample fields.
 */

export const CLIENT_SAMPLE_LIMIT = 5400;
export const EMPTY_SHARE_DROPPED = 0.9;

export const CLIENT_SERIES_KEYS = [
  "heartRate",
  "powerInWatts",
  "speedMetersPerSecond",
  "totalDistanceInMeters",
  "elevationInMeters",
  "position_lat",
  "position_long",
  "cadence",
  "temperature",
] as const;
export type ClientSeriesKey = (typeof CLIENT_SERIES_KEYS)[number];

const CHANNEL_OF: Record<ClientSeriesKey, keyof NormalisedSamples> = {
  heartRate: "heartRateBpm",
  powerInWatts: "powerW",
  speedMetersPerSecond: "speedMps",
  totalDistanceInMeters: "distanceM",
  elevationInMeters: "altitudeM",
  position_lat: "latitudeDeg",
  position_long: "longitudeDeg",
  cadence: "cadenceRpm",
  temperature: "temperatureC",
};

export interface ClientSamples {
  startTime: string;
  /** Seconds between two samples after halving: 1, 2, 4... */
  stepSec: number;
  count: number;
  /** Unix time in seconds. */
  timestamp: number[];
  /** Timer time reached at the sample, pauses excluded. */
  timerDurationInSeconds: number[];
  onPause: boolean[];
  series: Partial<Record<ClientSeriesKey, SampleValue[]>>;
}

/** One sample with the API's field names, for screens that want rows. */
export type ClientSampleRow = {
  timestamp: number;
  timerDurationInSeconds: number;
  onPause: boolean;
  latlng: [number, number] | null;
} & Partial<Record<ClientSeriesKey, SampleValue>>;

const SEMICIRCLE_DEGREES = 180 / 2 ** 31;

/**
 * A position in degrees: a value beyond ±180 can only be raw FIT semicircles and is scaled by
 * 180 / 2^31 (semicircle values within ±180 lie within 0.0001° of 0 and are taken as degrees).
 */
export function positionDegrees(value: SampleValue): SampleValue {
  if (value === null) return null;
  return Math.abs(value) > 180 ? value * SEMICIRCLE_DEGREES : value;
}

/** The step that brings count samples to at most the limit by halving. */
export function halvingStep(count: number, limit = CLIENT_SAMPLE_LIMIT): number {
  let step = 1;
  while (Math.ceil(count / step) > limit) step *= 2;
  return step;
}

export function isMostlyEmpty(values: readonly SampleValue[]): boolean {
  if (values.length === 0) return true;
  const empty = values.filter((value) => value === null || Number.isNaN(value)).length;
  return empty / values.length >= EMPTY_SHARE_DROPPED;
}

export function clientSamples(
  samples: NormalisedSamples,
  limit = CLIENT_SAMPLE_LIMIT,
): ClientSamples {
  const stepSec = halvingStep(samples.length, limit);
  const picked: number[] = [];
  for (let second = 0; second < samples.length; second += stepSec) picked.push(second);
  const timerBefore: number[] = [];
  let timerSec = 0;
  for (let second = 0; second < samples.length; second += 1) {
    timerBefore.push(timerSec);
    if (samples.isTimerOn[second]) timerSec += 1;
  }
  const startSec = Math.round(Date.parse(samples.startTime) / 1000);
  const series: ClientSamples["series"] = {};
  for (const key of CLIENT_SERIES_KEYS) {
    const channel = samples[CHANNEL_OF[key]] as SampleValue[];
    const isPosition = key === "position_lat" || key === "position_long";
    const values = picked.map((second) =>
      isPosition ? positionDegrees(channel[second]) : channel[second],
    );
    if (!isMostlyEmpty(values)) series[key] = values;
  }
  return {
    startTime: samples.startTime,
    stepSec,
    count: picked.length,
    timestamp: picked.map((second) => startSec + second),
    timerDurationInSeconds: picked.map((second) => timerBefore[second]),
    onPause: picked.map((second) => samples.onPause[second]),
    series,
  };
}

export function clientSampleRows(client: ClientSamples): ClientSampleRow[] {
  return client.timestamp.map((timestamp, index) => {
    const row: ClientSampleRow = {
      timestamp,
      timerDurationInSeconds: client.timerDurationInSeconds[index],
      onPause: client.onPause[index],
      latlng: null,
    };
    for (const key of CLIENT_SERIES_KEYS) {
      const values = client.series[key];
      if (values) row[key] = values[index];
    }
    const latitude = row.position_lat;
    const longitude = row.position_long;
    if (latitude != null && longitude != null) row.latlng = [latitude, longitude];
    return row;
  });
}

/**
 * The spec's sample (document 001, "Analysis data"): every field present, null where the file
 * has no such reading. GET api/analyze/{id}/samples answers a list of these.
 */
export type SpecSampleRow = {
  timestamp: number;
  timerDurationInSeconds: number;
  onPause: boolean;
  latlng: [number, number] | null;
} & Record<ClientSeriesKey, SampleValue>;

export function specSampleRows(client: ClientSamples): SpecSampleRow[] {
  return clientSampleRows(client).map((row) => {
    const full = { ...row } as SpecSampleRow;
    for (const key of CLIENT_SERIES_KEYS) full[key] = row[key] ?? null;
    return full;
  });
}
