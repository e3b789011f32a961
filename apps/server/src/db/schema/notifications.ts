import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * In-app notifications, written only by the notifications feature from the events other
 * features emit. `data` holds the type's own fields (records and peaks: the shared schemas).
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
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notifications_user_created").on(table.userId, table.createdAt)],
);
