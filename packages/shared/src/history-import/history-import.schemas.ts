import { z } from "zod";

/**
 * Importing an athlete's whole history from a Strava or Garmin Connect bulk-export archive
 * (docs/decisions/123-history-archive-import.md):
 *
 * - POST api/athlete/{id}/history-imports/ (multipart/form-data, one file part: the zip): 202
 *   with the HistoryImport, queued. The athlete, their coaches and their business's owner, as
 *   for an activity upload; 404 for anyone else.
 * - GET api/athlete/{id}/history-imports/latest/: { import: HistoryImport | null }, the newest.
 * - GET api/history-imports/{importId}/: HistoryImport with every file's outcome.
 */

/** Largest archive one import takes: 2 GiB (Strava's and Garmin's exports of years of training). */
export const HISTORY_ARCHIVE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export const historyArchiveTooLargeMessage =
  "This archive is too large: an archive import takes at most 2 GB. Export a shorter period, or upload the activity files themselves.";
export const NO_HISTORY_ARCHIVE_MESSAGE = "Please select the zip archive of your export.";
export const historyImportBusyMessage =
  "An archive is already being imported for this athlete. Wait for it to finish, then try again.";
export const historyArchiveUnreadableMessage =
  "This file is not a zip archive that can be read. Upload the zip file of the export as you downloaded it.";

export const historyImportStoppedMessage =
  "The import stopped on an error and could not go on. The activities imported so far stay; upload the archive again to import the rest (those already imported are skipped).";

export const HISTORY_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type HistoryImportStatus = (typeof HISTORY_IMPORT_STATUSES)[number];

export const HISTORY_FILE_STATUSES = ["imported", "duplicate", "refused"] as const;

export const HistoryImportFileSchema = z.object({
  name: z.string(),
  status: z.enum(HISTORY_FILE_STATUSES),
  /** Why a file was refused, or which activity a duplicate repeats; empty when imported. */
  reason: z.string(),
});
export type HistoryImportFile = z.infer<typeof HistoryImportFileSchema>;

export const HistoryImportSchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  status: z.enum(HISTORY_IMPORT_STATUSES),
  fileName: z.string(),
  /** Activity files in the archive; null until the job has counted them. */
  total: z.number().int().nullable(),
  processed: z.number().int(),
  imported: z.number().int(),
  duplicate: z.number().int(),
  refused: z.number().int(),
  /** Why the whole import failed (status failed). */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Outcomes of the duplicate and refused files (imported ones are on the calendar). */
  files: z.array(HistoryImportFileSchema),
});
export type HistoryImport = z.infer<typeof HistoryImportSchema>;

export const LatestHistoryImportResponseSchema = z.object({
  import: HistoryImportSchema.nullable(),
});
export type LatestHistoryImportResponse = z.infer<typeof LatestHistoryImportResponseSchema>;

export const HistoryImportParamsSchema = z.object({ importId: z.coerce.number().int() });
