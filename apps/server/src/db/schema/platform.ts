import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every event a service stated (docs/decisions/051-events-and-delivery.md), written in the
 * service's transaction. A trigger announces each committed row with NOTIFY platform_events;
 * rows older than 30 days are pruned by a daily job.
 */
export const platformEvents = pgTable(
  "platform_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("platform_events_created").on(table.createdAt)],
);
