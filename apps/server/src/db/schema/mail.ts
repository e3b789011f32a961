import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every mail the product sends is written here first. Without SMTP_URL it stays here and is
 * readable at /dev/mail outside production; with SMTP_URL it is sent and marked.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  /** Extra headers of the message (List-Unsubscribe of notification mails), by name. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
});
