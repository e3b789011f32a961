import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./people";

/**
 * Web push subscriptions, one per browser (docs/decisions/054-live-updates-and-push.md). The
 * endpoint is the push service's address of that browser: unique, so the user last signed in
 * there owns it. Removed when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (URL-safe base64) that encrypt each push. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the browser said it is, shown in the list of the user's devices. */
    browser: text("browser").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last time the browser sent or confirmed it (POST /api/account/webpush/). */
    validatedAt: timestamp("validated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint").on(table.endpoint),
    index("push_subscriptions_user").on(table.userId),
  ],
);
