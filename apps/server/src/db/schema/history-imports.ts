import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { activities } from "./activities";
import { users } from "./people";

/**
 * A history archive (a Strava or Garmin Connect bulk export) being imported for an athlete
 * (docs/decisions/123-history-archive-import.md). The archive waits in file storage under
 * archive_key until its job is done. processed_count is how many activity files of the archive
 * have an outcome (a row in history_import_files): a run after a restart skips those.
 */
export const historyImports = pgTable(
  "history_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** queued, running, done or failed. */
    status: text("status").$type<"queued" | "running" | "done" | "failed">().notNull(),
    fileName: text("file_name").notNull(),
    /** The archive in file storage; null once the job is done with it. */
    archiveKey: text("archive_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Activity files found in the archive (nested zips included); null until counted. */
    totalCount: integer("total_count"),
    processedCount: integer("processed_count").notNull().default(0),
    importedCount: integer("imported_count").notNull().default(0),
    duplicateCount: integer("duplicate_count").notNull().default(0),
    refusedCount: integer("refused_count").notNull().default(0),
    /** Why the whole import stopped (an archive that is not a zip), for status failed. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("history_imports_athlete_created").on(table.athleteId, table.createdAt)],
);

/** One activity file of an import and what became of it, in archive order. */
export const historyImportFiles = pgTable(
  "history_import_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    importId: integer("import_id")
      .notNull()
      .references(() => historyImports.id, { onDelete: "cascade" }),
    /** 0-based position among the archive's activity files. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    /** imported, duplicate or refused. */
    status: text("status").$type<"imported" | "duplicate" | "refused">().notNull(),
    reason: text("reason").notNull().default(""),
    activityCount: integer("activity_count").notNull().default(0),
    /** The file's first stored activity, for the one activity.imported told at the end. */
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    /**
     * The records the file's activities beat when stored ({ key, range, value, date,
     * activityId }[]): kept with the outcome, so the rebuild at the end survives a restart.
     */
    records: jsonb("records").notNull().default([]),
  },
  (table) => [uniqueIndex("history_import_files_position").on(table.importId, table.position)],
);
