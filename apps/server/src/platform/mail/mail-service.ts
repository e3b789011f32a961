import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { type JobQueue, jobType, jobWorker } from "../jobs/job-queue";
import type { Logger } from "../logger";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name (List-Unsubscribe of notification mails, RFC 8058). */
  headers?: Record<string, string>;
};
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What actually hands a mail over: nodemailer's SMTP transport in production. */
export type MailTransport = {
  sendMail(message: OutgoingMail & { from: string }): Promise<unknown>;
};

/**
 * Outgoing mail (docs/decisions/055-mail.md). `send` writes the mail to the outbox
 * and queues its delivery in the same transaction, so a request never waits on SMTP and a mail
 * of a rolled-back transaction is never sent. The delivery job retries with backoff; without a
 * transport (no SMTP_URL) the mail stays in the outbox, readable at /dev/mail outside production.
 * Templates live with their feature (`features/<x>/<x>.mails.ts`).
 */
export interface MailService {
  send(mail: OutgoingMail, options?: { executor?: Executor }): Promise<void>;
  listOutbox(limit?: number): Promise<OutboxRow[]>;
}

export const deliverMailJob = jobType({
  name: "mail.deliver",
  payload: z.object({ outboxId: z.number().int() }),
  retryLimit: 8,
  retryDelaySec: 30,
});

export function createMailService(options: { db: Database; jobs: JobQueue }): MailService {
  return {
    async send(mail, sendOptions = {}) {
      const executor = sendOptions.executor ?? options.db;
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers,
        })
        .returning({ id: mailOutbox.id });
      await options.jobs.send(deliverMailJob, { outboxId: row!.id }, { executor });
    },
    listOutbox(limit = 50) {
      return options.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

/** The delivery worker: sends an outbox row once; a failure is written on the row and retried. */
export function mailWorker(options: {
  db: Database;
  transport: MailTransport | undefined;
  from: string;
  logger: Logger;
}) {
  return jobWorker(deliverMailJob, async ({ outboxId }, { attempt }) => {
    const [row] = await options.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!row || row.sentAt || !options.transport) return;
    try {
      await options.transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await options.db
        .update(mailOutbox)
        .set({ error: message })
        .where(eq(mailOutbox.id, outboxId));
      options.logger.warn({ outboxId, attempt, err: error }, "mail not sent, will retry");
      throw error;
    }
    await options.db
      .update(mailOutbox)
      .set({ sentAt: new Date(), error: null })
      .where(eq(mailOutbox.id, outboxId));
  });
}
