import type { PlanPeriodization, PlanWeek } from "@coach/shared/plans/plan.schemas";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { businesses, users } from "./people";

/**
 * The plan library. A plan's structure is its
 * weeks of 7 days (`{isRestDay, workouts}`); weeks, workouts_count and days are recomputed by the
 * server from the structure on every save. business_id is the owner's business when the plan was
 * saved, kept for sharing (visibility follows the workout library).
 */
export const trainingPlans = pgTable(
  "training_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    structure: jsonb("structure").$type<PlanWeek[]>().notNull().default([]),
    weeks: integer("weeks").notNull().default(0),
    workoutsCount: integer("workouts_count").notNull().default(0),
    /** Days holding at least one workout (rest days are not counted). */
    days: integer("days").notNull().default(0),
    /** The builder's per-week periodization (type, emphasis, phases, recovery cycle). */
    periodization: jsonb("periodization").$type<PlanPeriodization>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write; a write presenting an older one is refused (083). */
    version: integer("version").notNull().default(1),
    /** Who wrote it last, named in the conflict answer. */
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("training_plans_owner").on(table.ownerId),
    index("training_plans_business").on(table.businessId),
  ],
);

/**
 * A plan applied to one athlete from start_date to end_date (start + 7 x weeks - 1, athlete's
 * local dates). Its calendar workouts point back to it through calendar_workouts.plan_assignment_id.
 */
export const planAssignments = pgTable(
  "plan_assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => trainingPlans.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("plan_assignments_plan").on(table.planId),
    index("plan_assignments_athlete").on(table.athleteId),
    check("plan_assignments_range", sql`${table.endDate} >= ${table.startDate}`),
  ],
);
