import type { RacePriority, UnavailabilityKind } from "@coach/shared/calendar/calendar.schemas";
import type { BasedOn, Step } from "@coach/shared/workouts/workout.schemas";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people";
import { planAssignments } from "./plans";

/**
 * The athlete calendar. Dates are the athlete's local
 * calendar dates, so they are `date` columns, never instants. Totals
 * and per-step stress are computed by the server with the athlete's zones and recomputed when
 * those zones change.
 */
export const calendarWorkouts = pgTable(
  "calendar_workouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /** Order within the day, from 0. */
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    type: integer("type").notNull(),
    subtype: integer("subtype"),
    method: integer("method"),
    basedOn: text("based_on").$type<BasedOn>().notNull().default("Duration"),
    instructions: text("instructions").notNull().default(""),
    isPool: boolean("is_pool").notNull().default(false),
    poolLength: doublePrecision("pool_length").notNull().default(50),
    poolLengthUnit: text("pool_length_unit").$type<"METER" | "YARD">().notNull().default("METER"),
    elevation: doublePrecision("elevation"),
    gradient: doublePrecision("gradient"),
    steps: jsonb("steps").$type<Step[]>().notNull().default([]),
    /** Seconds. */
    totalDuration: integer("total_duration").notNull().default(0),
    /** Metres. */
    totalDistance: doublePrecision("total_distance").notNull().default(0),
    totalStress: integer("total_stress").notNull().default(0),
    /** A library row id as text, or a built-in test's string id; no key: the source may go. */
    sourceLibraryId: text("source_library_id"),
    /** The plan assignment that created it; a removed assignment leaves the workout unlinked. */
    planAssignmentId: integer("plan_assignment_id").references(() => planAssignments.id, {
      onDelete: "set null",
    }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("calendar_workouts_athlete_date").on(table.athleteId, table.date),
    index("calendar_workouts_plan_assignment")
      .on(table.planAssignmentId)
      .where(sql`${table.planAssignmentId} is not null`),
  ],
);

export const calendarRaces = pgTable(
  "calendar_races",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    /** Metres. */
    distance: doublePrecision("distance"),
    priority: text("priority").$type<RacePriority>().notNull().default("C"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("calendar_races_athlete_date").on(table.athleteId, table.date),
    check("calendar_races_priority", sql`${table.priority} in ('A', 'B', 'C')`),
  ],
);

/** Days the athlete cannot train, start and end included. */
export const calendarUnavailability = pgTable(
  "calendar_unavailability",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    /** Plain unavailability, or an injury or illness the athlete reported (coaches are told). */
    kind: text("kind").$type<UnavailabilityKind>().notNull().default("unavailable"),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("calendar_unavailability_athlete_end").on(table.athleteId, table.endDate),
    check("calendar_unavailability_range", sql`${table.endDate} >= ${table.startDate}`),
    check(
      "calendar_unavailability_kind",
      sql`${table.kind} in ('unavailable', 'injury', 'illness')`,
    ),
  ],
);

/**
 * The secret of an athlete's iCalendar feed: only its SHA-256 is kept, so a leaked database
 * does not leak subscribable URLs. One per athlete; renewing replaces it.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("calendar_feed_tokens_athlete").on(table.athleteId),
    uniqueIndex("calendar_feed_tokens_hash").on(table.tokenHash),
  ],
);
