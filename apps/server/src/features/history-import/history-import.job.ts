import { mkdir, rm } from "node:fs/promises";
import { ACTIVITY_FILE_MAX_BYTES } from "@coach/shared/activities/activity.schemas";
import type { NewRecord } from "@coach/shared/activities/new-records";
import {
  historyArchiveUnreadableMessage,
  historyImportStoppedMessage,
} from "@coach/shared/history-import/history-import.schemas";
import { athleteZones } from "@coach/shared/zones/athlete-zones";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { jobType, jobWorker } from "../../platform/jobs/job-queue";
import {
  type ImportContext,
  importFile,
  keepBetterRecords,
  type StoredActivity,
  streamToTempFile,
  temporaryUpload,
  tempUploadPath,
} from "../activities/activities.service";
import { notifyHistoryImported } from "../notifications/notifications.service";
import { findUser, type UserRow } from "../people/users.service";
import { type ArchiveFile, ArchiveUnreadableError, openArchive } from "./archive-reader";
import * as repository from "./history-import.repository";
import { announceProgress } from "./history-import-progress";
import { bestRecords, type FoundRecord } from "./history-records";
import { archivePathKey, type IndexEntry, readStravaIndex } from "./strava-index";

/**
 * One history archive imported in the background (docs/decisions/123-history-archive-import.md).
 * A run starts after the files that already have an outcome, so a run after a restart (or a
 * retry) goes on where the last one stopped.
 */
export const historyImportJob = jobType({
  name: "history-import.run",
  payload: z.object({ importId: z.number().int() }),
  retryLimit: 3,
  retryDelaySec: 30,
  // Thousands of files at tens a second: hours for the largest exports, never 5 minutes.
  expireInSec: 6 * 3600,
});

/** Files imported at once (docs/decisions/123-history-archive-import.md). */
const IMPORT_CONCURRENCY = 2;

/**
 * Runs `work` over `items`, at most `limit` at once, in order of start. After a failure no new
 * item starts, so the run ends (and its retry resumes) with the others' outcomes written.
 */
async function inParallel<Item>(
  items: Item[],
  limit: number,
  work: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  let hasFailed = false;
  const runner = async () => {
    while (next < items.length && !hasFailed) {
      const item = items[next]!;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        hasFailed = true;
        throw error;
      }
    }
  };
  // Every runner is awaited before the first failure is thrown: none outlives the archive.
  const ended = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, runner),
  );
  const failure = ended.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

/** Progress is told on the live channel after every this many files. */
export const PROGRESS_EVERY_FILES = 25;

type Deps = Pick<
  AppDeps,
  "db" | "events" | "jobs" | "storage" | "activityParser" | "config" | "logger"
>;

export function historyImportWorker(deps: AppDeps) {
  return jobWorker(historyImportJob, async ({ importId }, { attempt }) => {
    try {
      await runHistoryImport(deps, importId);
    } catch (error) {
      // The last attempt failed: the import ends as failed, so the athlete may start another.
      if (attempt > (historyImportJob.retryLimit ?? 0)) {
        await fail(deps, importId, historyImportStoppedMessage);
      }
      throw error;
    }
  });
}

export async function runHistoryImport(deps: Deps, importId: number): Promise<void> {
  const row = await repository.findImport(deps.db, importId);
  if (!row || row.status === "done" || row.status === "failed" || !row.archiveKey) return;
  const athlete = await findUser({ db: deps.db, userId: row.athleteId });
  if (!athlete) return;
  const viewer =
    (row.uploadedBy && (await findUser({ db: deps.db, userId: row.uploadedBy }))) || athlete;
  await repository.updateImport(deps.db, importId, {
    status: "running",
    startedAt: row.startedAt ?? new Date(),
  });

  const tmpDir = deps.config.uploadTmpDir;
  await mkdir(tmpDir, { recursive: true });
  const archivePath = tempUploadPath(tmpDir);
  try {
    const stored = await deps.storage.open(row.archiveKey);
    if (!stored) return await fail(deps, importId, historyArchiveUnreadableMessage);
    // The archive comes to this instance's disk, where yauzl reads it by random access.
    await streamToTempFile(stored.stream, archivePath);
    let archive: Awaited<ReturnType<typeof openArchive>>;
    try {
      archive = await openArchive(archivePath, tmpDir);
    } catch (error) {
      if (error instanceof ArchiveUnreadableError) {
        return await fail(deps, importId, historyArchiveUnreadableMessage);
      }
      throw error;
    }
    try {
      const index = archive.stravaIndex ? readStravaIndex(archive.stravaIndex) : new Map();
      const counted = await repository.updateImport(deps.db, importId, {
        totalCount: archive.files.length,
      });
      await announceProgress(deps, counted);
      const context: ImportContext = {
        db: deps.db,
        events: deps.events,
        storage: deps.storage,
        parser: deps.activityParser,
        viewer,
        athlete,
        zones: athleteZones(athlete.zones),
      };
      const done = await repository.findDonePositions(deps.db, importId);
      const pending = archive.files
        .map((file, position) => ({ file, position }))
        .filter(({ position }) => !done.has(position));
      let sinceAnnounced = 0;
      // Several files at a time: some in the parse worker while the others are stored (their
      // database round trips, the copy of their original), so neither waits for the other.
      await inParallel(pending, IMPORT_CONCURRENCY, async ({ file, position }) => {
        const outcome = await importOne(context, file, position, index, tmpDir);
        const progressed = await repository.recordOutcomes(deps.db, importId, [outcome]);
        sinceAnnounced += 1;
        if (progressed && sinceAnnounced >= PROGRESS_EVERY_FILES) {
          sinceAnnounced = 0;
          await announceProgress(deps, progressed);
        }
      });
    } finally {
      await archive.close();
    }
    await finish(deps, importId, athlete);
  } finally {
    await rm(archivePath, { force: true });
  }
}

/** One file of the archive through the upload's own import; its outcome, whatever happens. */
async function importOne(
  context: ImportContext,
  file: ArchiveFile,
  position: number,
  index: Map<string, IndexEntry>,
  tmpDir: string,
): Promise<repository.FileOutcome> {
  const name = file.name;
  const temp = temporaryUpload(tmpDir);
  const path = temp.path;
  const outcome = (status: repository.FileOutcome["status"], reason: string, count = 0) => ({
    position,
    name,
    status,
    reason,
    activityCount: count,
  });
  try {
    let extracted: { sizeBytes: number; isTooLarge: boolean };
    try {
      extracted = await file.extract(path, ACTIVITY_FILE_MAX_BYTES);
    } catch {
      return outcome("refused", `${name}: the file could not be unpacked from the archive.`);
    }
    const fileName = name.split("/").pop()!.replace(/\.gz$/i, "");
    const stored: StoredActivity[] = [];
    const result = await importFile(
      context,
      {
        fileName,
        path,
        sizeBytes: extracted.sizeBytes,
        isTooLarge: extracted.isTooLarge,
        onBytesRead: temp.startRemoval,
      },
      {
        fallback: index.get(archivePathKey(name)),
        onStored: (found) => stored.push(...found),
        source: "archive",
      },
    );
    if (result.status === "imported") {
      return {
        ...outcome("imported", result.message, result.activities.length),
        activityId: result.activities[0]?.id ?? null,
        records: foundRecords(stored),
      };
    }
    return outcome(result.status === "duplicate" ? "duplicate" : "refused", result.message);
  } finally {
    await temp.remove();
  }
}

function foundRecords(stored: StoredActivity[]): FoundRecord[] {
  return stored.flatMap((activity) =>
    (activity.newRecords?.newRecords ?? []).map((record) => ({
      key: record.key as NewRecord["key"],
      range: record.range,
      value: record.value,
      date: activity.date,
      activityId: activity.activityId,
    })),
  );
}

/** Ends an import that cannot go on (an import already ended stays as it is). */
async function fail(deps: Deps, importId: number, message: string) {
  const current = await repository.findImport(deps.db, importId);
  if (!current || current.status === "done" || current.status === "failed") return;
  const row = await repository.updateImport(deps.db, importId, {
    status: "failed",
    error: message,
    finishedAt: new Date(),
  });
  await announceProgress(deps, row);
  if (current.archiveKey) await deps.storage.remove(current.archiveKey);
}

/**
 * The end, in one transaction: the records rebuilt once from every file's findings, one notice,
 * one activity.imported for the newest activity (the features that follow imports, such as the
 * quick start and the overtraining check, see the history once), and the import done. The
 * archive leaves storage after the commit.
 */
async function finish(deps: Deps, importId: number, athlete: UserRow) {
  const before = await repository.findImport(deps.db, importId);
  await deps.db.transaction(async (tx) => {
    const row = await repository.updateImport(tx, importId, {
      status: "done",
      finishedAt: new Date(),
      archiveKey: null,
    });
    const records = bestRecords(await repository.findFoundRecords(tx, importId));
    await keepBetterRecords(
      tx,
      records.map((record) => ({ ...record, athleteId: athlete.id, range: String(record.range) })),
    );
    const newest = await repository.findNewestImportedActivity(tx, importId);
    if (newest) {
      await deps.events.emit(tx, {
        type: "activity.imported",
        athleteId: athlete.id,
        activityId: newest.id,
        name: newest.name,
        date: newest.date,
        newRecords: null,
        peaks: [],
      });
    }
    await notifyHistoryImported(deps, tx, {
      athlete,
      uploadedBy: row.uploadedBy,
      data: {
        athlete_id: athlete.id,
        importId,
        imported: row.importedCount,
        duplicate: row.duplicateCount,
        refused: row.refusedCount,
      },
      recordCount: records.length,
    });
    await announceProgress(deps, row, tx);
  });
  if (before?.archiveKey) await deps.storage.remove(before.archiveKey);
}
