import {
  Decoder,
  type FieldDescriptionMesg,
  type FitMessages,
  type RecordMesg,
  type SessionMesg,
  Stream,
} from "@garmin/fitsdk";
import { messages as texts } from "../validation/messages.ts";
import {
  type ActivityRecords,
  type ParsedActivity,
  RECORD_CHANNELS,
  type RecordChannel,
  type SampleValue,
} from "./activity.types.ts";
import {
  activitySpanLimitSec,
  MAX_ACTIVITY_SPAN_SEC,
  SESSION_START_SLACK_SEC,
} from "./activity-bounds.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import {
  appendRecord,
  emptyRecords,
  type RecordValues,
  semicirclesToDegrees,
} from "./activity-records.ts";
import { sportIdFromName } from "./activity-sport.ts";
import { decodeFit, type FitRecordSink, SLICE_BYTES } from "./fit-decode.ts";
import {
  developerPowerKey,
  fitDeviceSummary,
  fitLap,
  fitSwim,
  fitTimeMs,
  fitTimerPauses,
} from "./fit-messages.ts";
import { TRANSITION_SOURCE_SPORT, transitionTitle } from "./multisport.ts";

/** FIT activity files through @garmin/fitsdk's Decoder. */

export interface FitReadResult {
  activities: ParsedActivity[];
  isTruncated: boolean;
  warnings: string[];
  /** Records with implausible timestamps (activity-bounds.ts), not in any activity. */
  droppedRecordCount: number;
}

/**
 * FIT date_time values under 0x10000000 are not dates but seconds since the device powered up
 * (FIT SDK, "date_time" base type), so a record "before 1998-07" has no place in time.
 */
const FIT_EPOCH_MS = Date.UTC(1989, 11, 31);
const FIT_MIN_DATE_TIME_MS = FIT_EPOCH_MS + 0x10000000 * 1000;

function plausibleTimeMs(value: unknown): number | null {
  const timeMs = fitTimeMs(value);
  return timeMs !== null && timeMs >= FIT_MIN_DATE_TIME_MS ? timeMs : null;
}

/**
 * The first record's time, ignoring stray ones: the earliest plausible time within the
 * longest activity span before the median record, so one garbage timestamp cannot move the
 * start of the activity years away from its records.
 */
function firstRecordTimeMs(recordTimesMs: readonly (number | null)[]): number {
  const times = recordTimesMs.filter((timeMs) => timeMs !== null);
  if (times.length === 0) return Number.POSITIVE_INFINITY;
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)];
  return times.find((timeMs) => timeMs >= medianMs - MAX_ACTIVITY_SPAN_SEC * 1000)!;
}

function finiteOrNull(value: unknown): SampleValue {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The record fields RecordColumns reads (its developer power field aside): the decode may read
 * only these, straight from the file's bytes (fit-record-reader.ts).
 */
const READ_RECORD_FIELDS = [
  "timestamp",
  "heartRate",
  "power",
  "enhancedSpeed",
  "speed",
  "distance",
  "enhancedAltitude",
  "altitude",
  "cadence",
  "positionLat",
  "positionLong",
  "temperature",
] as const;

/**
 * The file's records as columns in file order (the activity's samples before they are cut
 * into sessions), filled as the decoder reads each record, so that no decoded record message
 * outlives its slice of the file (fit-decode.ts).
 */
class RecordColumns implements FitRecordSink {
  readonly timeMs: (number | null)[] = [];
  readonly values: Record<RecordChannel, SampleValue[]> = emptyRecords();
  /** The developer field carrying power (developerPowerKey); described before its records. */
  private powerKey: number | null = null;

  get length() {
    return this.timeMs.length;
  }

  describe(description: FieldDescriptionMesg) {
    this.powerKey ??= developerPowerKey([description]);
  }

  add(record: RecordMesg) {
    const developerPower =
      this.powerKey === null ? undefined : record.developerFields?.[this.powerKey];
    const { values } = this;
    this.timeMs.push(plausibleTimeMs(record.timestamp));
    values.heartRateBpm.push(finiteOrNull(record.heartRate));
    values.powerW.push(finiteOrNull(record.power ?? developerPower));
    values.speedMps.push(finiteOrNull(record.enhancedSpeed ?? record.speed));
    values.distanceM.push(finiteOrNull(record.distance));
    values.altitudeM.push(finiteOrNull(record.enhancedAltitude ?? record.altitude));
    values.cadenceRpm.push(finiteOrNull(record.cadence));
    values.latitudeDeg.push(semicirclesToDegrees(record.positionLat));
    values.longitudeDeg.push(semicirclesToDegrees(record.positionLong));
    values.temperatureC.push(finiteOrNull(record.temperature));
  }

  mergedHeartRates(records: RecordMesg[]) {
    records.forEach((record, index) => {
      this.values.heartRateBpm[index] = finiteOrNull(record.heartRate);
    });
  }
}

export function isFitFile(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && Decoder.isFIT(Stream.fromByteArray(bytes));
}

const COMPRESSED_TIMESTAMP = /compressed timestamp/i;

function decode(fileName: string, bytes: Uint8Array) {
  let columns = new RecordColumns();
  // read() collects what it fails on in errors; the catch is for a throw it might still make.
  try {
    const decoded = decodeFit(
      bytes,
      () => {
        columns = new RecordColumns();
        return columns;
      },
      SLICE_BYTES,
      READ_RECORD_FIELDS,
    );
    return { ...decoded, columns };
  } catch (error) {
    throw new ActivityFileError("corrupt", fileName, `the FIT decoder failed: ${String(error)}`);
  }
}

function refuse(fileName: string, errorMessage: string | null): never {
  if (errorMessage !== null && COMPRESSED_TIMESTAMP.test(errorMessage)) {
    throw new ActivityFileError(
      "unsupported",
      fileName,
      "the FIT file uses compressed-timestamp records, which the FIT decoder (@garmin/fitsdk) cannot read.",
    );
  }
  if (errorMessage !== null) {
    throw new ActivityFileError("corrupt", fileName, `the FIT file is corrupt (${errorMessage}).`);
  }
  throw new ActivityFileError(
    "no-records",
    fileName,
    "the FIT file holds no activity records (it may be a workout, course or settings file).",
  );
}

function truncationWarning(isIntact: boolean, errorMessage: string | null, count: number): string {
  if (errorMessage !== null && COMPRESSED_TIMESTAMP.test(errorMessage)) {
    return `The FIT decoder (@garmin/fitsdk) cannot read compressed-timestamp records; the ${count} records before the first one were imported.`;
  }
  const reason = isIntact ? "could not be read to the end" : "is truncated or damaged";
  const detail = errorMessage ? ` (${errorMessage})` : "";
  return `The file ${reason}${detail}; the ${count} records that decoded were imported.`;
}

/**
 * The session's records, in [startMs, endMs), up to the session's plausible span; the records
 * of the range past it are counted in droppedCount (a garbage timestamp would otherwise be
 * appended and swallow the records after it).
 */
function recordsOf(
  columns: RecordColumns,
  range: { startMs: number; endMs: number; limitMs: number },
): { records: ActivityRecords; droppedCount: number } {
  const { startMs, endMs, limitMs } = range;
  const whole = wholeRecords(columns, range);
  if (whole) return { records: whole, droppedCount: 0 };
  const records = emptyRecords();
  const values: RecordValues = {};
  let droppedCount = 0;
  for (let index = 0; index < columns.length; index += 1) {
    const timeMs = columns.timeMs[index];
    if (timeMs === null || timeMs < startMs || timeMs >= endMs) continue;
    if (timeMs > limitMs) {
      droppedCount += 1;
      continue;
    }
    for (const channel of RECORD_CHANNELS) values[channel] = columns.values[channel][index];
    appendRecord(records, (timeMs - startMs) / 1000, values);
  }
  return { records, droppedCount };
}

/**
 * The columns as the session's records, when the session takes every record and they are in
 * strictly increasing time (a single-session file, the common case): what appending each one
 * would give, without copying nine columns (the values were made finite or null in add()).
 * The columns' arrays become the records'; null otherwise.
 */
function wholeRecords(
  columns: RecordColumns,
  range: { startMs: number; endMs: number; limitMs: number },
): ActivityRecords | null {
  const { timeMs } = columns;
  const timeSec: number[] = new Array(timeMs.length);
  let previousMs = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < timeMs.length; index += 1) {
    const ms = timeMs[index];
    if (ms === null || ms <= previousMs || ms < range.startMs) return null;
    if (ms >= range.endMs || ms > range.limitMs) return null;
    timeSec[index] = (ms - range.startMs) / 1000;
    previousMs = ms;
  }
  return { ...columns.values, timeSec };
}

function between<T>(
  mesgs: T[] | undefined,
  startMs: number,
  endMs: number,
  time: (m: T) => unknown,
) {
  return (mesgs ?? []).filter((mesg) => {
    const timeMs = fitTimeMs(time(mesg));
    return timeMs !== null && timeMs >= startMs && timeMs < endMs;
  });
}

/** The sessions to import, in time order; a file cut before its session gets one from its records. */
function sessionsOf(messages: FitMessages): (SessionMesg | undefined)[] {
  const sessions = (messages.sessionMesgs ?? [])
    .filter((session) => fitTimeMs(session.startTime) !== null)
    .sort((a, b) => (fitTimeMs(a.startTime) ?? 0) - (fitTimeMs(b.startTime) ?? 0));
  return sessions.length > 0 ? sessions : [undefined];
}

function workoutName(messages: FitMessages): string | null {
  const name = messages.workoutMesgs?.[0]?.wktName;
  return typeof name === "string" && name.trim() ? name : null;
}

function fallbackSport(messages: FitMessages): { sport?: unknown; subSport?: unknown } {
  return messages.sportMesgs?.[0] ?? messages.lapMesgs?.[0] ?? {};
}

export function readFitActivities(fileName: string, bytes: Uint8Array): FitReadResult {
  const { isIntact, messages, errorMessage, columns } = decode(fileName, bytes);
  const firstRecordMs = firstRecordTimeMs(columns.timeMs);
  if (!Number.isFinite(firstRecordMs)) refuse(fileName, errorMessage);

  const isTruncated = !isIntact || errorMessage !== null;
  const sessions = sessionsOf(messages);
  const activities: ParsedActivity[] = [];
  let droppedRecordCount = 0;
  let firstStartMs = Number.POSITIVE_INFINITY;
  let transitionCount = 0;
  sessions.forEach((session, index) => {
    const sessionStartMs = fitTimeMs(session?.startTime) ?? firstRecordMs;
    // The first session also takes records written just before its start time (up to
    // SESSION_START_SLACK_SEC), and each session runs until the next one starts, so that no
    // record is lost between them.
    const isJustBefore = firstRecordMs >= sessionStartMs - SESSION_START_SLACK_SEC * 1000;
    const startMs =
      index === 0 && isJustBefore ? Math.min(sessionStartMs, firstRecordMs) : sessionStartMs;
    if (index === 0) firstStartMs = startMs;
    const next = sessions[index + 1];
    const endMs = next ? (fitTimeMs(next.startTime) ?? Number.POSITIVE_INFINITY) : Infinity;
    const sport = session ?? fallbackSport(messages);
    // A multisport's transitions are activities of their own, so the day keeps their time
    // (docs/decisions/122-stress-fallback-and-multisport.md).
    const isTransition = sport.sport === TRANSITION_SOURCE_SPORT;
    if (isTransition) transitionCount += 1;
    const deviceSummary = session ? fitDeviceSummary(session) : null;
    const limitMs = startMs + activitySpanLimitSec(deviceSummary?.elapsedTimeSec) * 1000;
    const { records, droppedCount } = recordsOf(columns, { startMs, endMs, limitMs });
    droppedRecordCount += droppedCount;
    if (records.timeSec.length === 0) return;
    const sourceSport = [sport.sport, sport.subSport].filter((name) => name != null).join("/");
    activities.push({
      sportId: sportIdFromName(String(sport.sport ?? ""), String(sport.subSport ?? "")),
      sourceSport: sourceSport || null,
      // The workout the device followed names the whole file, so only a single session's.
      title: isTransition
        ? transitionTitle(transitionCount)
        : sessions.length === 1
          ? workoutName(messages)
          : null,
      startTime: new Date(startMs).toISOString(),
      deviceSummary,
      records,
      laps: between(messages.lapMesgs, startMs, endMs, (lap) => lap.startTime)
        .map((lap) => fitLap(lap, startMs))
        .filter((lap) => lap !== null),
      swim: fitSwim(
        session,
        between(messages.lengthMesgs, startMs, endMs, (length) => length.startTime),
        startMs,
      ),
      timerPauses: fitTimerPauses(
        between(messages.eventMesgs, startMs, endMs, (event) => event.timestamp),
        startMs,
      ),
    });
  });
  if (activities.length === 0 && droppedRecordCount > 0) {
    throw new ActivityFileError("invalid-file", fileName, texts.activityTimesImplausible);
  }
  if (activities.length === 0) refuse(fileName, errorMessage);
  // Records before the first session (or with no date at all) are in no activity either.
  for (const timeMs of columns.timeMs) {
    if (timeMs === null || timeMs < firstStartMs) droppedRecordCount += 1;
  }
  const warnings = isTruncated
    ? [truncationWarning(isIntact, errorMessage, columns.length - droppedRecordCount)]
    : [];
  return { activities, isTruncated, warnings, droppedRecordCount };
}
