import { index, integer, jsonb, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * A coach's custom on-boarding page: `fields` keyed by item id, each a question (text field or
 * file upload), a message, or a file group with instructions (files stored through the
 * platform's storage, referenced by uuid). One page per coach.
 */
export const onboardingForms = pgTable(
  "onboarding_forms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fields: jsonb("fields").notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("onboarding_forms_coach").on(table.coachId)],
);

/** An athlete's answers to a coach's on-boarding page: texts and stored files by item id. */
export const onboardingSubmissions = pgTable(
  "onboarding_submissions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    formId: integer("form_id")
      .notNull()
      .references(() => onboardingForms.id, { onDelete: "cascade" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").notNull().default({}),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("onboarding_submissions_form_athlete").on(table.formId, table.athleteId),
    index("onboarding_submissions_athlete").on(table.athleteId),
  ],
);
