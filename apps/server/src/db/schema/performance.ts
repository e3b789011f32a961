import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * Every change of an athlete's zones thresholds (the Performance page's threshold history):
 * one row per method whose threshold a zones update changed. method_type is the users.zones
 * key (runningMethods, cyclingMethods, swimmingMethods), method its method (ftpHr, power,
 * pace, tpace); threshold in the stored unit (bpm, W, s/km, s/100 m). recorded_on is the
 * athlete's local date of the change.
 */
export const thresholdHistory = pgTable(
  "threshold_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    methodType: text("method_type").notNull(),
    method: text("method").notNull(),
    threshold: doublePrecision("threshold").notNull(),
    recordedOn: date("recorded_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("threshold_history_athlete_date").on(table.athleteId, table.recordedOn)],
);

/**
 * The coach's season plan (Macrocycle page): one row per planned week of an athlete, from its
 * Monday; a week without a row has no phase or target.
 */
export const macrocycleWeeks = pgTable(
  "macrocycle_weeks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    phase: text("phase").notNull(),
    targetStress: integer("target_stress").notNull(),
    note: text("note").notNull().default(""),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
  },
  (table) => [uniqueIndex("macrocycle_weeks_athlete_week").on(table.athleteId, table.weekStart)],
);
