import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { activities, historyImportFiles, historyImports } from "../../db/schema";
import type { FoundRecord } from "./history-records";

export type HistoryImportRow = typeof historyImports.$inferSelect;
export type FileOutcome = {
  position: number;
  name: string;
  status: "imported" | "duplicate" | "refused";
  reason: string;
  activityCount: number;
  /** The file's first stored activity (imported files). */
  activityId?: number | null;
  records?: FoundRecord[];
};

export async function insertImport(db: Executor, row: typeof historyImports.$inferInsert) {
  const [inserted] = await db.insert(historyImports).values(row).returning();
  return inserted!;
}

export async function findImport(db: Executor, importId: number) {
  const [row] = await db.select().from(historyImports).where(eq(historyImports.id, importId));
  return row;
}

export async function findLatestImport(db: Executor, athleteId: number) {
  const [row] = await db
    .select()
    .from(historyImports)
    .where(eq(historyImports.athleteId, athleteId))
    .orderBy(desc(historyImports.createdAt), desc(historyImports.id))
    .limit(1);
  return row;
}

/** An import of the athlete still queued or running, if any. */
export async function findUnfinishedImport(db: Executor, athleteId: number) {
  const [row] = await db
    .select({ id: historyImports.id })
    .from(historyImports)
    .where(
      and(
        eq(historyImports.athleteId, athleteId),
        sql`${historyImports.status} in ('queued', 'running')`,
      ),
    )
    .limit(1);
  return row;
}

/** The files that were not simply imported, in archive order. */
export function findNotImportedFiles(db: Executor, importId: number) {
  return db
    .select({
      name: historyImportFiles.name,
      status: historyImportFiles.status,
      reason: historyImportFiles.reason,
    })
    .from(historyImportFiles)
    .where(
      and(eq(historyImportFiles.importId, importId), ne(historyImportFiles.status, "imported")),
    )
    .orderBy(asc(historyImportFiles.position));
}

export async function updateImport(
  db: Executor,
  importId: number,
  set: Partial<typeof historyImports.$inferInsert>,
) {
  const [row] = await db
    .update(historyImports)
    .set(set)
    .where(eq(historyImports.id, importId))
    .returning();
  return row!;
}

/**
 * A batch of outcomes and the counters they add. A position already kept (a file done again
 * after a crash) adds nothing.
 */
export async function recordOutcomes(db: Executor, importId: number, outcomes: FileOutcome[]) {
  if (outcomes.length === 0) return findImport(db, importId);
  const added = await db
    .insert(historyImportFiles)
    .values(outcomes.map((outcome) => ({ importId, ...outcome })))
    .onConflictDoNothing()
    .returning({ status: historyImportFiles.status });
  const count = (status: FileOutcome["status"]) =>
    added.filter((row) => row.status === status).length;
  const [row] = await db
    .update(historyImports)
    .set({
      processedCount: sql`${historyImports.processedCount} + ${added.length}`,
      importedCount: sql`${historyImports.importedCount} + ${count("imported")}`,
      duplicateCount: sql`${historyImports.duplicateCount} + ${count("duplicate")}`,
      refusedCount: sql`${historyImports.refusedCount} + ${count("refused")}`,
    })
    .where(eq(historyImports.id, importId))
    .returning();
  return row;
}

/** Every record the import's files beat, as each was stored. */
export async function findFoundRecords(db: Executor, importId: number): Promise<FoundRecord[]> {
  const rows = await db
    .select({ records: historyImportFiles.records })
    .from(historyImportFiles)
    .where(
      and(
        eq(historyImportFiles.importId, importId),
        sql`jsonb_array_length(${historyImportFiles.records}) > 0`,
      ),
    );
  return rows.flatMap((row) => row.records as FoundRecord[]);
}

/** The import's activity that started last, if any is left. */
export async function findNewestImportedActivity(db: Executor, importId: number) {
  const [row] = await db
    .select({ id: activities.id, name: activities.name, date: activities.date })
    .from(historyImportFiles)
    .innerJoin(activities, eq(activities.id, historyImportFiles.activityId))
    .where(eq(historyImportFiles.importId, importId))
    .orderBy(desc(activities.startTime))
    .limit(1);
  return row;
}

/** The positions that already have an outcome: a run after a restart skips them. */
export async function findDonePositions(db: Executor, importId: number): Promise<Set<number>> {
  const rows = await db
    .select({ position: historyImportFiles.position })
    .from(historyImportFiles)
    .where(eq(historyImportFiles.importId, importId));
  return new Set(rows.map((row) => row.position));
}
