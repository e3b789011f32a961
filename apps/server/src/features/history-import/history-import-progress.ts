import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import type { HistoryImportRow } from "./history-import.repository";

/**
 * Tells the athlete's and the uploader's open pages that the import moved on; they read its state
 * again (the live channel is best effort, the GET route stays the truth). Emitted in `executor`'s
 * transaction when given, so a finished import is told only once committed.
 */
export async function announceProgress(
  deps: Pick<AppDeps, "db" | "events">,
  row: HistoryImportRow,
  executor: Executor = deps.db,
) {
  await deps.events.emit(executor, {
    type: "history-import.progressed",
    importId: row.id,
    athleteId: row.athleteId,
    uploadedBy: row.uploadedBy,
    status: row.status,
    processed: row.processedCount,
    total: row.totalCount,
  });
}
