import {
  type ActivityRecords,
  RECORD_CHANNELS,
  type RecordChannel,
  type SampleValue,
} from "./activity.types.ts";

/** Building and slicing columnar records, shared by the FIT, GPX and TCX readers. */

export type RecordValues = Partial<Record<RecordChannel, number | null | undefined>>;

export function emptyRecords(): ActivityRecords {
  const records = { timeSec: [] as number[] } as ActivityRecords;
  for (const channel of RECORD_CHANNELS) records[channel] = [];
  return records;
}

function finiteOrNull(value: number | null | undefined): SampleValue {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Appends one record. Records must come in time order; a record at the same second as the
 * previous one fills that record's empty channels instead of adding a row (devices write a
 * second record when a sensor reports late).
 */
export function appendRecord(records: ActivityRecords, timeSec: number, values: RecordValues) {
  const last = records.timeSec.length - 1;
  if (last >= 0 && timeSec <= records.timeSec[last]) {
    for (const channel of RECORD_CHANNELS) {
      if (records[channel][last] === null) records[channel][last] = finiteOrNull(values[channel]);
    }
    return;
  }
  records.timeSec.push(timeSec);
  for (const channel of RECORD_CHANNELS) records[channel].push(finiteOrNull(values[channel]));
}

/** FIT positions are semicircles: 2^31 semicircles = 180 degrees. */
export const DEGREES_PER_SEMICIRCLE = 180 / 2 ** 31;

export function semicirclesToDegrees(value: number | null | undefined): SampleValue {
  return typeof value === "number" ? value * DEGREES_PER_SEMICIRCLE : null;
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine, mean Earth radius of IUGG). */
export function haversineM(
  latitudeA: number,
  longitudeA: number,
  latitudeB: number,
  longitudeB: number,
): number {
  const radians = Math.PI / 180;
  const deltaLatitude = (latitudeB - latitudeA) * radians;
  const deltaLongitude = (longitudeB - longitudeA) * radians;
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(latitudeA * radians) *
      Math.cos(latitudeB * radians) *
      Math.sin(deltaLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Fills an empty distance channel with the cumulative distance along the positions (GPX carries
 * none; TCX may lack it). A record without a position keeps the distance reached so far.
 */
export function fillDistanceFromPositions(records: ActivityRecords): void {
  if (records.distanceM.some((value) => value !== null)) return;
  let totalM = 0;
  let previous: [number, number] | null = null;
  records.timeSec.forEach((_, index) => {
    const latitude = records.latitudeDeg[index];
    const longitude = records.longitudeDeg[index];
    if (latitude !== null && longitude !== null) {
      if (previous) totalM += haversineM(previous[0], previous[1], latitude, longitude);
      previous = [latitude, longitude];
    }
    records.distanceM[index] = previous ? totalM : null;
  });
}
