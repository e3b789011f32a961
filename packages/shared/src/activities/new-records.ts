import { SportId } from "../sports/sport-ids.ts";
import type { DistanceEffort } from "./best-efforts.ts";
import type { CurvePoint } from "./mean-max.ts";

/**
 * New records: an activity's best efforts compared with the
 * athlete's stored records (distance_records per cycling, running and swimming, with speed or
 * power). key names the sport and the quantity, range the distance (m) or duration (s), value
 * the speed (m/s; the UI shows it as a time) or the power (W). Higher is better for both.
 */

import type { RecordKey } from "../records/record.schemas.ts";

export type { RecordKey };

export interface StoredRecord {
  value: number;
  /** ISO date of the activity that set it. */
  date: string;
}

/** The athlete's records: key -> range (as a string, e.g. "5000") -> record. */
export type RecordBook = Partial<Record<RecordKey, Record<string, StoredRecord>>>;

export interface NewRecord {
  key: RecordKey;
  range: number;
  value: number;
  previous: number | null;
  date: string;
}

export interface ActivityBests {
  sportId: number | null;
  /** ISO date of the activity. */
  date: string;
  distanceEfforts: DistanceEffort[];
  powerCurve: CurvePoint[];
}

/** Durations of cycling power records: 5 s, 1, 5, 20 and 60 minutes. */
export const POWER_RECORD_DURATIONS_SEC = [5, 60, 300, 1200, 3600] as const;

function candidates(bests: ActivityBests): { key: RecordKey; range: number; value: number }[] {
  if (bests.sportId === SportId.cycling) {
    return bests.powerCurve
      .filter((point) =>
        (POWER_RECORD_DURATIONS_SEC as readonly number[]).includes(point.durationSec),
      )
      .map((point) => ({ key: "cycling_power", range: point.durationSec, value: point.powerW }));
  }
  const key: RecordKey | null =
    bests.sportId === SportId.running
      ? "running_speed"
      : bests.sportId === SportId.swimming
        ? "swimming_speed"
        : null;
  if (key === null) return [];
  return bests.distanceEfforts.map((effort) => ({
    key,
    range: effort.distanceM,
    value: effort.speedMps,
  }));
}

export function newRecords(bests: ActivityBests, book: RecordBook): NewRecord[] {
  return candidates(bests)
    .filter((candidate) => candidate.value > 0)
    .map((candidate) => {
      const previous = book[candidate.key]?.[String(candidate.range)]?.value ?? null;
      return { ...candidate, previous, date: bests.date };
    })
    .filter((record) => record.previous === null || record.value > record.previous);
}
