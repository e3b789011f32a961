import {
  Decoder,
  type FitMessages,
  type RecordMesg,
  type SessionMesg,
  Stream,
} from "@garmin/fitsdk";
import { messages as texts } from "../validation/messages.ts";
import type { ActivityRecords, ParsedActivity } from "./activity.types.ts";
import {
  activitySpanLimitSec,
  MAX_ACTIVITY_SPAN_SEC,
  SESSION_START_SLACK_SEC,
} from "./activity-bounds.ts";
import { ActivityFileError } from "./activity-file-error.ts";
import { appendRecord, emptyRecords, semicirclesToDegrees } from "./activity-records.ts";
import { sportIdFromName } from "./activity-sport.ts";
import {
  developerPowerKey,
  fitDeviceSummary,
  fitLap,
  fitSwim,
  fitTimeMs,
  fitTimerPauses,
} from "./fit-messages.ts";

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
function firstRecordTimeMs(recordMesgs: RecordMesg[]): number {
  const times: number[] = [];
  for (const record of recordMesgs) {
    const timeMs = plausibleTimeMs(record.timestamp);
    if (timeMs !== null) times.push(timeMs);
  }
  if (times.length === 0) return Number.POSITIVE_INFINITY;
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)];
  return times.find((timeMs) => timeMs >= medianMs - MAX_ACTIVITY_SPAN_SEC * 1000)!;
}

export function isFitFile(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && Decoder.isFIT(Stream.fromByteArray(bytes));
}

const COMPRESSED_TIMESTAMP = /compressed timestamp/i;

function decode(fileName: string, bytes: Uint8Array) {
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  const isIntact = decoder.checkIntegrity();
  // read() collects what it fails on in errors; the catch is for a throw it might still make.
  let result: { messages: FitMessages; errors: Error[] };
  try {
    result = decoder.read({
      applyScaleAndOffset: true,
      expandSubFields: true,
      expandComponents: true,
      convertTypesToStrings: true,
      convertDateTimesToDates: true,
      mergeHeartRates: true,
    });
  } catch (error) {
    throw new ActivityFileError("corrupt", fileName, `the FIT decoder failed: ${String(error)}`);
  }
  return { isIntact, messages: result.messages, errorMessage: result.errors[0]?.message ?? null };
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
  recordMesgs: RecordMesg[],
  range: { startMs: number; endMs: number; limitMs: number },
  powerKey: number | null,
): { records: ActivityRecords; droppedCount: number } {
  const { startMs, endMs, limitMs } = range;
  const records = emptyRecords();
  let droppedCount = 0;
  for (const record of recordMesgs) {
    const timeMs = plausibleTimeMs(record.timestamp);
    if (timeMs === null || timeMs < startMs || timeMs >= endMs) continue;
    if (timeMs > limitMs) {
      droppedCount += 1;
      continue;
    }
    const developerPower = powerKey === null ? undefined : record.developerFields?.[powerKey];
    appendRecord(records, (timeMs - startMs) / 1000, {
      heartRateBpm: record.heartRate,
      powerW: record.power ?? (typeof developerPower === "number" ? developerPower : null),
      speedMps: record.enhancedSpeed ?? record.speed,
      distanceM: record.distance,
      altitudeM: record.enhancedAltitude ?? record.altitude,
      cadenceRpm: record.cadence,
      latitudeDeg: semicirclesToDegrees(record.positionLat),
      longitudeDeg: semicirclesToDegrees(record.positionLong),
      temperatureC: record.temperature,
    });
  }
  return { records, droppedCount };
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

function fallbackSport(messages: FitMessages): { sport?: unknown; subSport?: unknown } {
  return messages.sportMesgs?.[0] ?? messages.lapMesgs?.[0] ?? {};
}

export function readFitActivities(fileName: string, bytes: Uint8Array): FitReadResult {
  const { isIntact, messages, errorMessage } = decode(fileName, bytes);
  const recordMesgs = messages.recordMesgs ?? [];
  const firstRecordMs = firstRecordTimeMs(recordMesgs);
  if (!Number.isFinite(firstRecordMs)) refuse(fileName, errorMessage);

  const isTruncated = !isIntact || errorMessage !== null;
  const powerKey = developerPowerKey(messages.fieldDescriptionMesgs ?? []);
  const sessions = sessionsOf(messages);
  const activities: ParsedActivity[] = [];
  let droppedRecordCount = 0;
  let firstStartMs = Number.POSITIVE_INFINITY;
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
    if (sport.sport === "transition") return;
    const deviceSummary = session ? fitDeviceSummary(session) : null;
    const limitMs = startMs + activitySpanLimitSec(deviceSummary?.elapsedTimeSec) * 1000;
    const { records, droppedCount } = recordsOf(recordMesgs, { startMs, endMs, limitMs }, powerKey);
    droppedRecordCount += droppedCount;
    if (records.timeSec.length === 0) return;
    const sourceSport = [sport.sport, sport.subSport].filter((name) => name != null).join("/");
    activities.push({
      sportId: sportIdFromName(String(sport.sport ?? ""), String(sport.subSport ?? "")),
      sourceSport: sourceSport || null,
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
  for (const record of recordMesgs) {
    const timeMs = plausibleTimeMs(record.timestamp);
    if (timeMs === null || timeMs < firstStartMs) droppedRecordCount += 1;
  }
  const warnings = isTruncated
    ? [truncationWarning(isIntact, errorMessage, recordMesgs.length - droppedRecordCount)]
    : [];
  return { activities, isTruncated, warnings, droppedRecordCount };
}
