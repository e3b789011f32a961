import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { onboardingForms } from "./onboarding";
import { businesses, users } from "./people";

/**
 * Invitations between people:
 * - `coach_to_athlete`: a coach asks an athlete to be coached (from_athlete_to_coach false);
 * - `athlete_to_coach`: an athlete asks a coach to coach them (from_athlete_to_coach true);
 * - `business_coach`: a business owner asks someone to coach in the business.
 * `url_hash` is the link's secret (128 random bits or more), shown only to the sender and the
 * receiver; it answers once. Re-sending to the same address replaces the pending invitation.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The spec's uuid_str: how the sender names it (delete). */
    uuid: uuid("uuid").notNull().defaultRandom(),
    urlHash: text("url_hash").notNull(),
    kind: text("kind")
      .$type<"coach_to_athlete" | "athlete_to_coach" | "business_coach">()
      .notNull(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The business the invitation brings the receiver into, when the sender has one. */
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    /** Stored lower-case, as users.email. */
    email: text("email").notNull(),
    /** The full name the sender typed (coach invitations, owner-created athletes). */
    fullName: text("full_name").notNull().default(""),
    /** Known when the address has an account (at sending or once registered). */
    receiverId: integer("receiver_id").references(() => users.id, { onDelete: "cascade" }),
    messageFromCoach: text("message_from_coach").notNull().default(""),
    onboardingFormId: integer("onboarding_form_id").references(() => onboardingForms.id, {
      onDelete: "set null",
    }),
    status: text("status")
      .$type<"Pending" | "Accepted" | "Declined">()
      .notNull()
      .default("Pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invitations_uuid").on(table.uuid),
    uniqueIndex("invitations_url_hash").on(table.urlHash),
    uniqueIndex("invitations_one_pending")
      .on(table.senderId, table.kind, table.email)
      .where(sql`${table.status} = 'Pending'`),
    index("invitations_email").on(table.email),
    index("invitations_receiver").on(table.receiverId),
    check("invitations_status", sql`${table.status} in ('Pending', 'Accepted', 'Declined')`),
  ],
);
