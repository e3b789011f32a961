import {
  Decoder,
  type FitMessages,
  type RecordMesg,
  type SessionMesg,
  Stream,
} from "@garmin/fitsdk";
import type { ActivityRecords, ParsedActivity } from "./activity.types.ts";
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

function recordsOf(
  recordMesgs: RecordMesg[],
  startMs: number,
  endMs: number,
  powerKey: number | null,
): ActivityRecords {
  const records = emptyRecords();
  for (const record of recordMesgs) {
    const timeMs = fitTimeMs(record.timestamp);
    if (timeMs === null || timeMs < startMs || timeMs >= endMs) continue;
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
  return records;
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
  let firstRecordMs = Number.POSITIVE_INFINITY;
  for (const record of recordMesgs) {
    firstRecordMs = Math.min(
      firstRecordMs,
      fitTimeMs(record.timestamp) ?? Number.POSITIVE_INFINITY,
    );
  }
  if (!Number.isFinite(firstRecordMs)) refuse(fileName, errorMessage);

  const isTruncated = !isIntact || errorMessage !== null;
  const warnings = isTruncated
    ? [truncationWarning(isIntact, errorMessage, recordMesgs.length)]
    : [];
  const powerKey = developerPowerKey(messages.fieldDescriptionMesgs ?? []);
  const sessions = sessionsOf(messages);
  const activities: ParsedActivity[] = [];
  sessions.forEach((session, index) => {
    const sessionStartMs = fitTimeMs(session?.startTime) ?? firstRecordMs;
    // The first session also takes records written just before its start time, and each
    // session runs until the next one starts, so that no record is lost between them.
    const startMs = index === 0 ? Math.min(sessionStartMs, firstRecordMs) : sessionStartMs;
    const next = sessions[index + 1];
    const endMs = next ? (fitTimeMs(next.startTime) ?? Number.POSITIVE_INFINITY) : Infinity;
    const sport = session ?? fallbackSport(messages);
    if (sport.sport === "transition") return;
    const records = recordsOf(recordMesgs, startMs, endMs, powerKey);
    if (records.timeSec.length === 0) return;
    const sourceSport = [sport.sport, sport.subSport].filter((name) => name != null).join("/");
    activities.push({
      sportId: sportIdFromName(String(sport.sport ?? ""), String(sport.subSport ?? "")),
      sourceSport: sourceSport || null,
      startTime: new Date(startMs).toISOString(),
      deviceSummary: session ? fitDeviceSummary(session) : null,
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
  if (activities.length === 0) refuse(fileName, errorMessage);
  return { activities, isTruncated, warnings };
}
