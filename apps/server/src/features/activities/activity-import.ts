import { createReadStream } from "node:fs";
import {
  type NewRecordsNotificationData,
  type PeakNotificationData,
  type UploadFileResult,
  uploadQuotaMessage,
} from "@coach/shared/activities/activity.schemas";
import { droppedRecordsWarning } from "@coach/shared/activities/activity-bounds";
import { activityTitle, localHourIn } from "@coach/shared/activities/activity-title";
import { newRecords, type RecordBook, type RecordKey } from "@coach/shared/activities/new-records";
import type { PeakCandidate } from "@coach/shared/activities/peaks";
import { todayIn } from "@coach/shared/calendar/athlete-today";
import { SportId } from "@coach/shared/sports/sport-ids";
import { type AthleteZones, athleteZones } from "@coach/shared/zones/athlete-zones";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { FileStorage } from "../../platform/storage/file-storage";
import { checkUpload } from "../../platform/storage/upload-check";
import { readUploadHead } from "../../platform/storage/upload-head";
import { accessibleAthlete } from "../access/athlete-access";
import { lockAthleteCalendars } from "../calendar/calendar-workouts.service";
import type { UserRow } from "../people/users.service";
import type { ActivityListRow, AthleteRecordRow, NewActivityRow } from "./activities.repository";
import * as repository from "./activities.repository";
import { activityFileKey } from "./activity-file-key";
import {
  activityType,
  chooseWorkout,
  type PlannedWorkout,
  storedSummaryOf,
} from "./activity-mapping";
import type { ImportAnalysis, ImportedActivity, ImportTaskResult } from "./activity-parse.task";
import type { ActivityParser } from "./activity-parser";
import { isSameSession, SAME_START_SEC } from "./same-session";
import type { DailyQuota, UploadAllowance } from "./upload-limits";

/**
 * One file part of an upload, streamed to a temporary file as it arrived (or only known to be
 * too large); the file is the sender's to remove once its import is done.
 */
export interface IncomingFile {
  fileName: string;
  /** The temporary file holding the part's bytes. */
  path: string;
  sizeBytes: number;
  isTooLarge: boolean;
  /** Its head (upload-head.ts) when kept as it streamed; read from the file otherwise. */
  head?: Uint8Array;
  /**
   * Told once the file's bytes are decoded and stored, before the rows are written: the sender
   * may remove the temporary file meanwhile, not after the answer.
   */
  onBytesRead?: () => void;
}

export type ImportContext = {
  db: Database;
  events: EventBus;
  storage: FileStorage;
  /** Decoding and analysis run in worker threads under a memory limit. */
  parser: ActivityParser;
  viewer: UserRow;
  athlete: UserRow;
  zones: AthleteZones;
};

/** A user's file name as shown back: no directories, at most 200 characters. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop()?.trim() ?? "";
  return (base || "file").slice(0, 200);
}

function failed(fileName: string, message: string): UploadFileResult {
  return { fileName, status: "error", message, activities: [], isTruncated: false };
}

/** Checks access to the athlete before anything of the upload is read. */
export async function uploadTarget(db: Database, viewer: UserRow, athleteId: number) {
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  return { athlete, zones: athleteZones(athlete.zones) };
}

/**
 * POST api/athlete/{id}/activities/upload/: each file on its own, in order, as it arrives (the
 * next one is read only when this one is done). A file that cannot be read is answered with its
 * reason and leaves nothing behind; the others go on. Files past the user's daily quota are
 * answered with the quota message and not read further.
 */
export async function importActivityFiles(
  context: ImportContext,
  files: AsyncIterable<IncomingFile> | Iterable<IncomingFile>,
  /** What the user may still store today; unbounded when not given. */
  daily?: { allowance: UploadAllowance; quota: DailyQuota },
): Promise<UploadFileResult[]> {
  const results: UploadFileResult[] = [];
  const left = { ...(daily?.allowance ?? { files: Infinity, bytes: Infinity }) };
  for await (const file of files) {
    // A part over the file limit is answered as too large, whatever is left of the quota.
    const isOverQuota = left.files <= 0 || (!file.isTooLarge && file.sizeBytes > left.bytes);
    if (daily && isOverQuota) {
      const message = uploadQuotaMessage(daily.quota);
      results.push(failed(file.fileName, `${file.fileName}: ${message}`));
      continue;
    }
    const result = await importFile(context, file);
    if (result.status === "imported") {
      left.files -= 1;
      left.bytes -= file.sizeBytes;
    }
    results.push(result);
  }
  return results;
}

/**
 * The storage's upload rules (size, content), answered for this file alone from its first bytes:
 * its format (the stored original's extension), or the answer refusing it. The worker's decoding
 * reads the rest (a file that is not UTF-8 further on is refused there).
 */
async function checkedFormat(file: IncomingFile): Promise<string | UploadFileResult> {
  try {
    const head = file.isTooLarge
      ? new Uint8Array()
      : (file.head ?? (await readUploadHead(file.path)));
    const checked = await checkUpload(head, {
      kinds: ["activity"],
      fileName: file.fileName,
      isTruncated: file.isTooLarge,
      sizeBytes: file.sizeBytes,
    });
    return checked.extension;
  } catch (error) {
    if (error instanceof AppError) return failed(file.fileName, error.message);
    throw error;
  }
}

/**
 * The original stored under a new key while the worker decodes it: the upload waits for the
 * longer of the two, not for both (a file refused or known already is removed again, a rare
 * write for the common case's time). Streamed from the temporary file: the main thread holds a
 * chunk of it at a time.
 */
function storeOriginal(context: ImportContext, file: IncomingFile, extension: string) {
  const key = activityFileKey(context.athlete.id, extension);
  const writing = context.storage.putStream(key, createReadStream(file.path), file.sizeBytes);
  const settled = writing.then(
    () => null,
    (error: unknown) => ({ error }),
  );
  return {
    key,
    /** Resolves once stored; rejects with the storage's error (nothing is left at the key). */
    async done() {
      const failure = await settled;
      if (failure) throw failure.error;
    },
    /** Removes the stored original, once its write has ended either way. */
    async discard() {
      const failure = await settled;
      if (!failure) await context.storage.remove(key);
    },
  };
}

interface Prepared {
  row: NewActivityRow;
  analysis: ImportAnalysis;
}

/** An activity an archive import stored, with the records it beat when it was stored. */
export type StoredActivity = {
  activityId: number;
  date: string;
  name: string;
  newRecords: NewRecordsNotificationData | null;
};

/**
 * What an archive import (docs/decisions/123-history-archive-import.md) asks of the upload's
 * path; an upload gives none.
 */
export type ImportFileOptions = {
  /** What the archive's index says of the file (Strava's activities.csv), taken where the file is silent. */
  fallback?: { sportId?: number; title?: string };
  /**
   * Given by an archive import: its activities raise no activity.imported each (thousands of
   * notifications and live frames); what each stored activity beat is handed here after the
   * commit instead, for one rebuild of the records at the end.
   */
  onStored?: (stored: StoredActivity[]) => void;
  /** Where the file came from; an archive's files do not count in the daily upload quota. */
  source?: "upload" | "archive";
};

type ImportedFile = Extract<ImportTaskResult, { ok: true }>;

export async function importFile(
  context: ImportContext,
  file: IncomingFile,
  options: ImportFileOptions = {},
): Promise<UploadFileResult> {
  const format = await checkedFormat(file);
  if (typeof format !== "string") return format;
  const original = storeOriginal(context, file, format);
  try {
    const result = await importStoredFile(context, file, options, original);
    // Refused by the worker, or known already: nothing points at the original.
    if (result.status !== "imported") await original.discard();
    return result;
  } catch (error) {
    await original.discard();
    throw error;
  }
}

async function importStoredFile(
  context: ImportContext,
  file: IncomingFile,
  options: ImportFileOptions,
  original: ReturnType<typeof storeOriginal>,
): Promise<UploadFileResult> {
  const { fileName } = file;
  // The athlete's records, read while the worker decodes: they change only when the athlete
  // accepts new ones (records.service.ts), so reading them under the import's lock below
  // would make them no fresher. Awaited in the transaction; a failure is thrown there.
  const recordsRead = repository.findRecords(context.db, context.athlete.id);
  recordsRead.catch(() => undefined);
  // Decoding and the analysis of every activity, in one worker task: the records never leave it.
  const parsed = await context.parser.importFile(
    fileName,
    file.path,
    context.zones,
    undefined,
    options.fallback?.sportId,
  );
  if (!parsed.ok) return failed(fileName, parsed.message);
  if (parsed.activities.length === 0) {
    return failed(fileName, `${fileName}: the file holds no activity.`);
  }
  const prepared = parsed.activities.map((activity) => {
    const item = prepare(context, parsed, activity, original.key, options.fallback?.title);
    item.row.source = options.source ?? "upload";
    item.row.fileSizeBytes = file.sizeBytes;
    return item;
  });
  // The original before the rows that point at it.
  await original.done();
  file.onBytesRead?.();
  const stored: StoredActivity[] = [];
  const { inserted, known } = await context.db.transaction((tx) =>
    storeActivities(
      tx,
      context,
      { fingerprint: parsed.file.fingerprint, records: recordsRead },
      prepared,
      options.onStored ? stored : undefined,
    ),
  );
  if (inserted.length === 0) return duplicate(fileName, known);
  options.onStored?.(stored);
  const insertedKeys = new Set(inserted.map(rowKey));
  const droppedCount = prepared
    .filter((item) => insertedKeys.has(rowKey(item.row)))
    .reduce((sum, item) => sum + item.analysis.droppedRecordCount, 0);
  const { warnings: fileWarnings, isTruncated } = parsed.file;
  const warnings =
    droppedCount > 0 ? [...fileWarnings, droppedRecordsWarning(droppedCount)] : fileWarnings;
  const warning = warnings.join(" ");
  return {
    fileName,
    status: "imported",
    message: isTruncated ? `${fileName}: ${warning}` : warning,
    activities: inserted.map(({ id, date, sport, name }) => ({ id, date, sport, name })),
    isTruncated,
  };
}

type ActivityRef = { id: number; date: string; sport: number; name: string };

function presentRows<Row>(rows: (Row | null)[]): Row[] {
  return rows.filter((row): row is Row => row !== null);
}

/**
 * Under the import's lock, what each activity already is: the athlete's activity from the same
 * file (same sport and start), or the same session from another file (decision 121), or null.
 * With every activity of the same file, for the answer when nothing is new.
 */
async function knownActivities(
  tx: Executor,
  athleteId: number,
  fingerprint: string,
  candidates: Prepared[],
): Promise<{ each: (ActivityRef | null)[]; sameFile: ActivityRef[] }> {
  const startTimes = candidates.map((item) => item.row.startTime);
  const { sameFile, near } = await repository.findKnownOrNear(
    tx,
    athleteId,
    fingerprint,
    startTimes,
    SAME_START_SEC,
  );
  const each = candidates.map(({ row, analysis }) => {
    const { durationSec, distanceM } = analysis.summary;
    const startTime = row.startTime;
    return (
      sameFile.find(
        (stored) =>
          stored.sport === row.sport && stored.startTime.getTime() === startTime.getTime(),
      ) ??
      near.find((stored) => isSameSession(stored, { startTime, durationSec, distanceM })) ??
      null
    );
  });
  return { each, sameFile };
}

/** The answer for a file whose every activity is stored already: which ones, once each. */
function duplicate(fileName: string, found: ActivityRef[]): UploadFileResult {
  const existing = [...new Map(found.map((row) => [row.id, row])).values()];
  const names = existing.map((row) => `"${row.name}" of ${row.date}`).join(", ");
  return {
    fileName,
    status: "duplicate",
    message: `${fileName}: this file was already imported as ${names}.`,
    activities: existing.map(({ id, date, sport, name }) => ({ id, date, sport, name })),
    isTruncated: false,
  };
}

/** The row of one analysed activity of the file (no database). */
function prepare(
  context: ImportContext,
  parsed: ImportedFile,
  activity: ImportedActivity,
  fileKey: string,
  /** The archive index's title, for a file that names none. */
  fallbackTitle?: string,
): Prepared {
  const { analysis } = activity;
  const samples = Buffer.from(analysis.samplesGzip);
  const sport = activity.sportId ?? 0;
  const summary = storedSummaryOf(activity, activity.isSportInferred ? "inferred" : "file");
  const startTime = new Date(activity.startTime);
  return {
    analysis,
    row: {
      athleteId: context.athlete.id,
      date: todayIn(context.athlete.timezone, startTime),
      startTime,
      sport,
      name: activityTitle({
        fileTitle: activity.title ?? fallbackTitle ?? null,
        sport: activity.sportId,
        localHour: localHourIn(context.athlete.timezone, startTime),
        distanceM: summary.distanceM ?? null,
        durationSec: summary.durationSec ?? null,
        units: context.athlete.displayUnits,
      }),
      source: "upload",
      fileFingerprint: parsed.file.fingerprint,
      fileKey,
      fileName: parsed.file.fileName,
      isTruncated: parsed.file.isTruncated,
      summary,
      laps: activity.laps,
      samples,
      meanMax: analysis.powerCurve,
      bestEfforts: analysis.paceCurve,
      uploadedBy: context.viewer.id,
    },
  };
}

/**
 * One transaction: under the athlete's calendar lock, what is known already (the same file, or
 * the same session from another file: decision 121), then the new rows, their matches, and the
 * events of what each activity showed. Nothing inserted: `known` lists what the file already is.
 */
async function storeActivities(
  tx: Executor,
  context: ImportContext,
  /** The file's fingerprint, and the athlete's records as read while the worker decoded. */
  lookup: { fingerprint: string; records: Promise<AthleteRecordRow[]> },
  candidates: Prepared[],
  /** An archive import's: what each activity beat goes here, and no event is raised. */
  quietly?: StoredActivity[],
): Promise<{ inserted: ActivityListRow[]; known: ActivityRef[] }> {
  const athleteId = context.athlete.id;
  await lockAthleteCalendars({ tx, athleteIds: [athleteId] });
  const { fingerprint } = lookup;
  const { each, sameFile } = await knownActivities(tx, athleteId, fingerprint, candidates);
  const known = [...sameFile, ...presentRows(each)];
  const prepared = candidates.filter((_item, index) => each[index] === null);
  const inserted = await repository.insertActivities(
    tx,
    prepared.map((item) => item.row),
  );
  if (inserted.length === 0) {
    // Refused by the unique index alone: stored meanwhile by a path that takes no lock.
    if (known.length > 0) return { inserted, known };
    const again = await knownActivities(tx, athleteId, fingerprint, candidates);
    return { inserted, known: [...again.sameFile, ...presentRows(again.each)] };
  }
  const byKey = new Map(prepared.map((item) => [rowKey(item.row), item]));
  const stored = inserted.map((row) => ({ row, item: byKey.get(rowKey(row))! }));

  const planned = await repository.findUnmatchedWorkoutsOn(tx, athleteId, [
    ...new Set(inserted.map((row) => row.date)),
  ]);
  const taken = new Set<number>();
  for (const entry of stored) {
    const summary = entry.item.analysis.summary;
    const workouts: PlannedWorkout[] = planned.filter(
      (workout) => workout.date === entry.row.date && !taken.has(workout.id),
    );
    const match = chooseWorkout(
      { sport: entry.row.sport, durationSec: summary.durationSec, distanceM: summary.distanceM },
      workouts,
    );
    if (!match) continue;
    taken.add(match.workoutId);
    entry.row = (await repository.setMatch(tx, entry.row.id, match.workoutId, match.deviation))!;
  }

  // What the activities showed is told as events; notifications turn them into messages.
  const book = recordBook(await lookup.records);
  for (const { row, item } of stored) {
    if (quietly) {
      const found = recordsFound(athleteId, row, item.analysis, book);
      quietly.push({ activityId: row.id, date: row.date, name: row.name, newRecords: found });
      continue;
    }
    await context.events.emit(tx, {
      type: "activity.imported",
      athleteId,
      activityId: row.id,
      name: row.name,
      date: row.date,
      newRecords: recordsFound(athleteId, row, item.analysis, book),
      peaks: peaksFound(athleteId, row, item.analysis.peaks, context.zones),
    });
  }
  return { inserted: stored.map((entry) => entry.row), known };
}

function rowKey(row: { sport: number; startTime: Date }) {
  return `${row.sport}@${row.startTime.getTime()}`;
}

export function recordBook(rows: AthleteRecordRow[]): RecordBook {
  const book: RecordBook = {};
  for (const row of rows) {
    const key = row.key as RecordKey;
    book[key] ??= {};
    book[key]![row.range] = { value: row.value, date: row.date };
  }
  return book;
}

/** The best efforts better than the athlete's records, or null. */
function recordsFound(
  athleteId: number,
  row: ActivityListRow,
  analysis: ImportAnalysis,
  book: RecordBook,
): NewRecordsNotificationData | null {
  const found = newRecords(
    {
      sportId: row.sport,
      date: row.date,
      distanceEfforts: analysis.bestEfforts,
      powerCurve: analysis.powerCurve,
    },
    book,
  );
  if (found.length === 0) return null;
  return {
    athlete_id: athleteId,
    activityId: row.id,
    activityType: activityType(row.sport),
    activityDate: row.date,
    date: row.date,
    newRecords: found.map((record, index) => ({
      id: index + 1,
      key: record.key,
      range: record.range,
      value: record.value,
      previous: record.previous,
    })),
  };
}

/** Where accepting a peak writes its threshold in the athlete's zones. */
export function peakZone(
  peak: Pick<PeakCandidate, "method" | "sportId">,
  zones: AthleteZones,
): Pick<PeakNotificationData, "methodType" | "zone"> {
  if (peak.method === "power") return { methodType: "cyclingMethods", zone: "power" };
  if (peak.method === "pace") return { methodType: "runningMethods", zone: "pace" };
  if (peak.method === "tpace") return { methodType: "swimmingMethods", zone: "tpace" };
  // Heart rate: as activityThresholds reads it for the sport.
  if (peak.sportId === SportId.cycling) return { methodType: "cyclingMethods", zone: "ftpHr" };
  const useRunning =
    peak.sportId === SportId.running || zones.runningMethods.ftpHr.threshold != null;
  return { methodType: useRunning ? "runningMethods" : "cyclingMethods", zone: "ftpHr" };
}

/** The thresholds the activity implies, with where accepting each writes it. */
function peaksFound(
  athleteId: number,
  row: ActivityListRow,
  peaks: PeakCandidate[],
  zones: AthleteZones,
): PeakNotificationData[] {
  return peaks.map(
    (peak): PeakNotificationData => ({
      athlete_id: athleteId,
      eid: row.id,
      activityType: activityType(row.sport),
      activityDate: row.date,
      sportId: peak.sportId,
      method: peak.method,
      threshold: peak.threshold,
      value: peak.value,
      ...peakZone(peak, zones),
      durationSec: peak.durationSec,
      distanceM: peak.distanceM,
    }),
  );
}
