import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * What the coach dashboard keeps of its own (docs/decisions/110-dashboard.md): coaches' to-dos,
 * the two quickstarts, the feedback people send and the owners' one-question survey.
 */

/** A coach's own to-do; dates are the coach's local dates. */
export const coachTodos = pgTable(
  "coach_todos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ctx: text("ctx").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    done: boolean("done").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("coach_todos_coach").on(table.coachId, table.id)],
);

/**
 * The business owner's 'To-do for your 30 days trial'. A row appears with the first task
 * checked or read; a flag is only ever set, never cleared.
 */
export const ownerQuickstarts = pgTable("owner_quickstarts", {
  ownerId: integer("owner_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  addActivityTracker: boolean("add_activity_tracker").notNull().default(false),
  addWorkoutToCalendar: boolean("add_workout_to_calendar").notNull().default(false),
  addAthlete: boolean("add_athlete").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The athlete's quick start (tracker connection and the dismissed prompts). */
export const athleteQuickstarts = pgTable("athlete_quickstarts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  addActivityTracker: boolean("add_activity_tracker").notNull().default(false),
  addActivityTrackerDismissed: boolean("add_activity_tracker_dismissed").notNull().default(false),
  selectAnActivityTrackerDismissed: boolean("select_an_activity_tracker_dismissed")
    .notNull()
    .default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Feedback sent from the top bar; mailedTo is the support address it went to, if any. */
export const feedback = pgTable(
  "feedback",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    thoughts: text("thoughts").notNull(),
    locationUrl: text("location_url").notNull(),
    browser: text("browser").notNull(),
    isMobile: boolean("is_mobile").notNull(),
    isTablet: boolean("is_tablet").notNull(),
    mailedTo: text("mailed_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  /** The hourly ceiling counts a user's recent feedback. */
  (table) => [index("feedback_user_created").on(table.userId, table.createdAt)],
);

/** The owners' one answer: a ranking of the three pain points, or null when skipped. */
export const painPointsSurveys = pgTable(
  "pain_points_surveys",
  {
    ownerId: integer("owner_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ranking: jsonb("ranking").$type<Record<string, number> | null>(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "pain_points_surveys_ranking",
      sql`${table.ranking} is null or jsonb_typeof(${table.ranking}) = 'object'`,
    ),
  ],
);
