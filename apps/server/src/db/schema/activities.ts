import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { calendarWorkouts } from "./calendar";
import { users } from "./people";

/** PostgreSQL bytea as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * Completed activities. One row per sport
 * of an imported file (a multisport file gives several). The original file lives in storage
 * (file_key); the analysis is stored with the row: summary, laps, the mean-maximal points and
 * best efforts as JSON, and the client samples compactly: the encoded
 * series (series-encoding.ts) gzip-compressed, one value per activity.
 * date is the athlete's local calendar date of the start; start_time the instant.
 */
export const activities = pgTable(
  "activities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    /** Our sport id (1 running, walking and hiking included; 2 cycling; 3 swimming; 4 strength); 0 other. */
    sport: integer("sport").notNull(),
    name: text("name").notNull(),
    /** upload, or archive: a history archive's (outside the daily upload quota, decision 123). */
    source: text("source").$type<"upload" | "archive">().notNull().default("upload"),
    fileFingerprint: text("file_fingerprint").notNull(),
    /** The original's key in file storage. Several activities of one file share it. */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    /** The original's size, for the daily upload quota; null for rows stored before it. */
    fileSizeBytes: integer("file_size_bytes"),
    isTruncated: boolean("is_truncated").notNull().default(false),
    /** The engine's ActivitySummary and the device's own figures: { ...summary, device }. */
    summary: jsonb("summary").notNull(),
    laps: jsonb("laps").notNull().default([]),
    /** gzip(JSON of EncodedClientSamples). */
    samples: bytea("samples").notNull(),
    /** Mean-maximal power at the standard durations (CurvePoint[]); [] without power. */
    meanMax: jsonb("mean_max").notNull().default([]),
    /** Best efforts along the sport's pace-curve distances (DistanceEffort[]). */
    bestEfforts: jsonb("best_efforts").notNull().default([]),
    matchedWorkoutId: integer("matched_workout_id").references(() => calendarWorkouts.id, {
      onDelete: "set null",
    }),
    /** Percent from the matched workout's planned duration or distance; null without one. */
    deviation: real("deviation"),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("activities_athlete_date").on(table.athleteId, table.date),
    /** The same session from another file: an athlete's activities starting near a time. */
    index("activities_athlete_start").on(table.athleteId, table.startTime),
    uniqueIndex("activities_file_unique").on(
      table.athleteId,
      table.fileFingerprint,
      table.sport,
      table.startTime,
    ),
    /** The daily upload quota counts a user's uploads of the last 24 hours. */
    index("activities_uploaded_by_created").on(table.uploadedBy, table.createdAt),
    /** One activity per planned workout. */
    uniqueIndex("activities_matched_workout")
      .on(table.matchedWorkoutId)
      .where(sql`${table.matchedWorkoutId} is not null`),
  ],
);

/**
 * Comments on a completed activity, or on a planned workout that no activity matched yet (the
 * spec's event_type 'workout'): one of the two is set.
 */
export const activityComments = pgTable(
  "activity_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "cascade" }),
    workoutId: integer("workout_id").references(() => calendarWorkouts.id, {
      onDelete: "cascade",
    }),
    /**
     * The activity's athlete, kept on the comment so that the dashboard finds the comments of a
     * coach's athletes since a date by index, whatever the number of comments on the platform.
     */
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("activity_comments_activity").on(table.activityId),
    index("activity_comments_workout").on(table.workoutId),
    check(
      "activity_comments_subject",
      sql`${table.activityId} is not null or ${table.workoutId} is not null`,
    ),
    /** The dashboard's recent comments: an athlete's, written since its window began. */
    index("activity_comments_athlete_created").on(table.athleteId, table.createdAt),
  ],
);

/**
 * The athlete's accepted records (distance_records per sport, decision 035). key is
 * running_speed, swimming_speed or cycling_power; range the distance (m) or duration (s) as
 * text; value m/s or W (higher is better).
 */
export const athleteRecords = pgTable(
  "athlete_records",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    range: text("range").notNull(),
    value: doublePrecision("value").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    activityId: integer("activity_id").references(() => activities.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("athlete_records_unique").on(table.athleteId, table.key, table.range)],
);
