import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * Notifications, written only by the notifications feature (docs/decisions/070-notifications.md).
 * `data` holds the type's own fields (records and peaks: the shared schemas). A row whose person
 * turned the type off in the app but on by e-mail is kept (`in_app` false) for the e-mail digest
 * and never listed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationType: text("notification_type").notNull(),
    content: text("content").notNull().default(""),
    data: jsonb("data").notNull().default({}),
    category: text("category").notNull(),
    /** Whose settings it follows: the person as an athlete, or as a coach of their athletes. */
    side: text("side").notNull().default("athlete"),
    inApp: boolean("in_app").notNull().default(true),
    /** none: not to be mailed; pending: waits for its type's next digest; sent. */
    mailState: text("mail_state").notNull().default("none"),
    /** A notice raised twice (an event delivered again, a job run twice) is stored once. */
    dedupeKey: text("dedupe_key"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_created").on(table.userId, table.createdAt),
    uniqueIndex("notifications_user_dedupe").on(table.userId, table.dedupeKey),
    index("notifications_user_unread")
      .on(table.userId)
      .where(sql`${table.read} = false and ${table.inApp} = true`),
    index("notifications_mail_pending")
      .on(table.userId, table.notificationType)
      .where(sql`${table.mailState} = 'pending'`),
  ],
);

/** A person's choice for one type on one side; a type without a row follows the catalogue. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    side: text("side").notNull(),
    notificationType: text("notification_type").notNull(),
    inAppEnabled: boolean("in_app_enabled").notNull(),
    mailEnabled: boolean("mail_enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.side, table.notificationType] })],
);

/** When each person was last mailed about each type: at most one digest per type an hour. */
export const notificationMailLog = pgTable(
  "notification_mail_log",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notificationType: text("notification_type").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationType] })],
);
