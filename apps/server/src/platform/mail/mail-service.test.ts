import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-database";
import { sleep, waitFor } from "../../../test/wait-for";
import { createDatabase, type Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { JobQueue } from "../jobs/job-queue";
import { pgBossQueue } from "../jobs/pg-boss-queue";
import { silentLogger } from "../logger";
import { createMailService, type MailService, mailWorker } from "./mail-service";
import { smtpTransport } from "./smtp-transport";

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP server that refuses the first `refuseFirst` messages with a temporary error. */
async function startSmtpServer(refuseFirst: number) {
  const received: Received[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refused < refuseFirst) {
          refused += 1;
          const error = Object.assign(new Error("Mailbox busy, try again later"), {
            responseCode: 451,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { received, url: `smtp://127.0.0.1:${port}`, close };
}

const logger = silentLogger();
const FROM = "Endurance Coach <no-reply@coach.test>";
let db: Database;
let url: string;
const stops: (() => Promise<unknown>)[] = [];

async function mailWith(transportUrl: string | undefined): Promise<MailService> {
  const jobs: JobQueue = pgBossQueue({ connectionString: url, logger, pollingIntervalSec: 0.5 });
  stops.push(() => jobs.stop());
  const worker = mailWorker({ db, transport: smtpTransport(transportUrl), from: FROM, logger });
  // Retries come after 1 s here instead of 30 s.
  await jobs.start([{ ...worker, type: { ...worker.type, retryDelaySec: 1 } }]);
  return createMailService({ db, jobs });
}

const outboxRow = async (subject: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0];

beforeAll(async () => {
  url = await createTestDatabase();
  db = createDatabase(url, 4);
});
// Each test has its own SMTP server: the workers of one must be gone before the next starts.
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});
afterAll(async () => {
  await db.$client.end();
});

describe("mail", () => {
  it("sends through SMTP from a job and marks the outbox row sent", async () => {
    const smtp = await startSmtpServer(0);
    stops.push(smtp.close);
    const mail = await mailWith(smtp.url);
    await mail.send({ to: "anna@example.test", subject: "Welcome", text: "Hello Anna" });

    await waitFor(() => smtp.received.length === 1, { what: "the SMTP delivery" });
    expect(smtp.received[0]!.from).toBe("no-reply@coach.test");
    expect(smtp.received[0]!.to).toEqual(["anna@example.test"]);
    expect(smtp.received[0]!.raw).toContain("Subject: Welcome");
    expect(smtp.received[0]!.raw).toContain("Hello Anna");
    const row = await waitFor(async () => {
      const current = await outboxRow("Welcome");
      return current?.sentAt ? current : undefined;
    });
    expect(row.error).toBeNull();
  });

  it("sends a mail's extra headers as written (one-click unsubscribe, RFC 8058)", async () => {
    const smtp = await startSmtpServer(0);
    stops.push(smtp.close);
    const mail = await mailWith(smtp.url);
    // As long as a real signed token: the header must not be folded or encoded inside the URL.
    const link = `https://coach.test/api/notifications/unsubscribe/one-click?token=${"aB3-_".repeat(40)}`;
    await mail.send({
      to: "dan@example.test",
      subject: "Digest",
      text: "2 new comment notifications",
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });

    await waitFor(() => smtp.received.length === 1, { what: "the SMTP delivery" });
    // A long header may be folded before its value (RFC 5322, 2.2.3); unfolded, it is whole.
    const headers = smtp.received[0]!.raw.split("\r\n\r\n")[0]!.replace(/\r\n(?=[ \t])/g, "");
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect((await outboxRow("Digest"))?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("keeps the error of a refused delivery and sends on the retry", async () => {
    const smtp = await startSmtpServer(1);
    stops.push(smtp.close);
    const mail = await mailWith(smtp.url);
    await mail.send({ to: "ben@example.test", subject: "Reset", text: "Your link" });

    const refused = await waitFor(async () => (await outboxRow("Reset"))?.error ?? undefined, {
      what: "the refusal",
    });
    expect(refused).toContain("Mailbox busy, try again later");
    await waitFor(() => smtp.received.length === 1, { what: "the retry", timeoutMs: 20_000 });
    const row = await waitFor(async () => {
      const current = await outboxRow("Reset");
      return current?.sentAt ? current : undefined;
    });
    expect(row.error).toBeNull();
  });

  it("sends nothing of a rolled-back transaction", async () => {
    const smtp = await startSmtpServer(0);
    stops.push(smtp.close);
    const mail = await mailWith(smtp.url);
    await db
      .transaction(async (tx) => {
        await mail.send({ to: "x@example.test", subject: "Never", text: "-" }, { executor: tx });
        throw new Error("sign-up failed after the mail was written");
      })
      .catch(() => undefined);
    await sleep(1500);
    expect(await outboxRow("Never")).toBeUndefined();
    expect(smtp.received).toEqual([]);
  });

  it("leaves the mail in the outbox when no SMTP server is configured", async () => {
    const mail = await mailWith(undefined);
    await mail.send({ to: "chloe@example.test", subject: "Outbox only", text: "Kept" });
    await sleep(1500);
    const row = await outboxRow("Outbox only");
    expect(row).toMatchObject({ toAddress: "chloe@example.test", sentAt: null, error: null });
    expect((await mail.listOutbox()).map((entry) => entry.subject)).toContain("Outbox only");
  });
});
