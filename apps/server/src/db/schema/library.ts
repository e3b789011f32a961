import type { BasedOn, Step } from "@coach/shared/workouts/workout.schemas";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { businesses, users } from "./people";

/**
 * The coaches' workout library. Totals and per-step stress
 * are computed by the server from the steps (computeWorkoutTotals), never taken from a client.
 * business_id is the owner's business when the workout was made, kept for sharing.
 */
export const libraryWorkouts = pgTable(
  "library_workouts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    type: integer("type").notNull(),
    subtype: integer("subtype"),
    method: integer("method"),
    basedOn: text("based_on").$type<BasedOn>().notNull().default("Duration"),
    instructions: text("instructions").notNull().default(""),
    isPool: boolean("is_pool").notNull().default(false),
    /** In poolLengthUnit (50 metres by default). */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("library_workouts_owner").on(table.ownerId),
    index("library_workouts_business").on(table.businessId),
  ],
);
