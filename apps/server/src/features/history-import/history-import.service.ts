import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import {
  type HistoryImport,
  historyArchiveTooLargeMessage,
  historyImportBusyMessage,
} from "@coach/shared/history-import/history-import.schemas";
import type { AppDeps } from "../../app-deps";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../access/athlete-access";
import type { UserRow } from "../people/users.service";
import { historyImportJob } from "./history-import.job";
import * as repository from "./history-import.repository";

type Options = { db: Database; viewer: UserRow };

/** An archive over HISTORY_ARCHIVE_MAX_BYTES: 413, as an upload over its bounds. */
export class ArchiveTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = "upload_too_large";

  constructor() {
    super(historyArchiveTooLargeMessage);
  }
}

/**
 * Who may import an athlete's history: whoever may upload their activities (the athlete, their
 * coaches, their business's owner), checked before any byte of the archive is read; and only one
 * import of an athlete at a time (409), so two archives never race over the same days.
 */
export async function importTarget(options: Options & { athleteId: number }) {
  const athlete = await accessibleAthlete(options.db, options.viewer, options.athleteId);
  if (await repository.findUnfinishedImport(options.db, athlete.id)) {
    throw new AppError(ErrorCode.conflict, historyImportBusyMessage);
  }
  return athlete;
}

/**
 * The archive, already on this instance's disk at `path`, goes to file storage (so whichever
 * instance runs the job finds it); the import row and its job are written in one transaction.
 */
export async function startImport(
  deps: Pick<AppDeps, "db" | "storage" | "jobs">,
  input: { viewer: UserRow; athlete: UserRow; fileName: string; path: string; sizeBytes: number },
): Promise<HistoryImport> {
  const archiveKey = `history-imports/${input.athlete.id}/${randomUUID()}.zip`;
  await deps.storage.putStream(archiveKey, createReadStream(input.path), input.sizeBytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await repository.insertImport(tx, {
        athleteId: input.athlete.id,
        uploadedBy: input.viewer.id,
        status: "queued",
        fileName: input.fileName,
        archiveKey,
        sizeBytes: input.sizeBytes,
      });
      await deps.jobs.send(historyImportJob, { importId: inserted.id }, { executor: tx });
      return inserted;
    });
    return toHistoryImport(row, []);
  } catch (error) {
    await deps.storage.remove(archiveKey);
    throw error;
  }
}

/** GET api/athlete/{id}/history-imports/latest/: the athlete's newest import, or null. */
export async function latestImport(
  options: Options & { athleteId: number },
): Promise<HistoryImport | null> {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const row = await repository.findLatestImport(options.db, options.athleteId);
  return row ? withFiles(options.db, row) : null;
}

/** GET api/history-imports/{importId}/: 404 for anyone who may not see its athlete. */
export async function getImport(options: Options & { importId: number }): Promise<HistoryImport> {
  const row = await repository.findImport(options.db, options.importId);
  if (!row) throw AppError.notFound();
  await accessibleAthlete(options.db, options.viewer, row.athleteId);
  return withFiles(options.db, row);
}

async function withFiles(db: Database, row: repository.HistoryImportRow) {
  // Only the finished import's list: while it runs, the page shows the bar and the counts.
  const files = row.status === "done" ? await repository.findNotImportedFiles(db, row.id) : [];
  return toHistoryImport(row, files);
}

function toHistoryImport(
  row: repository.HistoryImportRow,
  files: HistoryImport["files"],
): HistoryImport {
  return {
    id: row.id,
    athleteId: row.athleteId,
    status: row.status,
    fileName: row.fileName,
    total: row.totalCount,
    processed: row.processedCount,
    imported: row.importedCount,
    duplicate: row.duplicateCount,
    refused: row.refusedCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    files,
  };
}
