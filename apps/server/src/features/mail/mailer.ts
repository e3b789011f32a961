import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  listOutbox(limit?: number): Promise<(typeof mailOutbox.$inferSelect)[]>;
};

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down; with
 * SMTP_URL it is then sent and marked sent (or its error kept for the retry job).
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        })
        .returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await options.db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
    listOutbox(limit = 50) {
      return options.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
