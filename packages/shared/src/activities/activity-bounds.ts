import type { ActivityRecords, ParsedActivity } from "./activity.types.ts";
import { RECORD_CHANNELS } from "./activity.types.ts";
import { emptyRecords } from "./activity-records.ts";

/**
 * The plausible extent of one activity (docs/decisions/082-activity-bounds-and-parse-workers.md).
 * Normalisation allocates one grid cell per second of the span, so a single garbage timestamp
 * (a FIT record of the Strava Android app decodes to 2085) would otherwise ask for billions of
 * cells. Everything outside these bounds is dropped and counted, never allocated for.
 */

/**
 * 7 days: longer than the longest single recordings we know of (multi-day ultras such as the
 * Tor des Géants, 150 h cut-off), short enough that the 1 s grid stays about 600 000 cells.
 */
export const MAX_ACTIVITY_SPAN_SEC = 7 * 24 * 3600;

/** About 1.6 records a second over the longest span; a 25 MB upload cannot hold many more. */
export const MAX_RECORD_COUNT = 1_000_000;

/** A recording does not stop for a whole day and go on: the rest is another clock's time. */
export const MAX_RECORD_GAP_SEC = 24 * 3600;

/** How far after the device's own session end (start + elapsed time) records may still come. */
export const SESSION_END_SLACK_SEC = 3600;

/** How far before the device's own session start the first session takes records. */
export const SESSION_START_SLACK_SEC = 3600;

/**
 * 1980-01-06, the GPS epoch: no satellite receiver timed a point before it. A track dated
 * earlier carries a placeholder (a GPX of 1901-12-13T20:45:52Z, the smallest 32-bit Unix
 * time), and none of its records is plausible (docs/decisions/122-stress-fallback-and-multisport.md).
 */
export const EARLIEST_RECORD_MS = Date.UTC(1980, 0, 6);

/** The latest second of the activity that records may have, from the device's elapsed time. */
export function activitySpanLimitSec(elapsedTimeSec: number | null | undefined): number {
  if (elapsedTimeSec == null || !Number.isFinite(elapsedTimeSec) || elapsedTimeSec <= 0) {
    return MAX_ACTIVITY_SPAN_SEC;
  }
  return Math.min(MAX_ACTIVITY_SPAN_SEC, elapsedTimeSec + SESSION_END_SLACK_SEC);
}

export interface BoundedRecords {
  records: ActivityRecords;
  droppedRecordCount: number;
}

/**
 * The records (in time order, as the readers append them) up to the first one that is not
 * plausible: not finite, before the start, after the span limit, after a gap over a day, or
 * beyond the record count. That one and all after it are dropped: in time order, they are all
 * as far from the activity as it is.
 */
export function boundRecords(records: ActivityRecords, spanLimitSec: number): BoundedRecords {
  const { timeSec } = records;
  let kept = 0;
  while (kept < timeSec.length && kept < MAX_RECORD_COUNT) {
    const time = timeSec[kept];
    const previous = kept > 0 ? timeSec[kept - 1] : 0;
    if (!Number.isFinite(time) || time < 0 || time > spanLimitSec) break;
    if (time - previous > MAX_RECORD_GAP_SEC) break;
    kept += 1;
  }
  if (kept === timeSec.length) return { records, droppedRecordCount: 0 };
  const bounded = emptyRecords();
  bounded.timeSec = timeSec.slice(0, kept);
  for (const channel of RECORD_CHANNELS) bounded[channel] = records[channel].slice(0, kept);
  return { records: bounded, droppedRecordCount: timeSec.length - kept };
}

/** The activity with its records bounded (boundRecords), and how many were dropped. */
export function boundActivity(activity: ParsedActivity): {
  activity: ParsedActivity;
  droppedRecordCount: number;
} {
  const isDated = !(Date.parse(activity.startTime) < EARLIEST_RECORD_MS);
  // A limit before the start drops every record.
  const limitSec = isDated ? activitySpanLimitSec(activity.deviceSummary?.elapsedTimeSec) : -1;
  const { records, droppedRecordCount } = boundRecords(activity.records, limitSec);
  if (droppedRecordCount === 0) return { activity, droppedRecordCount };
  return { activity: { ...activity, records }, droppedRecordCount };
}

/** The warning an import carries when records were dropped. */
export function droppedRecordsWarning(count: number): string {
  return count === 1
    ? "1 record with an implausible timestamp was dropped."
    : `${count} records with implausible timestamps were dropped.`;
}
