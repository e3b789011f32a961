import { once } from "node:events";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createUser, login } from "../../../test/factories";
import { startTestInstance } from "../../../test/server-instances";
import { createTestDatabase } from "../../../test/test-database";
import { waitFor } from "../../../test/wait-for";
import { mailOutbox } from "../../db/schema";
import { MAIL_DIGEST_INTERVAL_MS } from "./mail-digest";
import { commentNotice } from "./notifications-test-support";
import { raiseNotifications } from "./raise-notifications";

let a: Awaited<ReturnType<typeof startTestInstance>>;
let b: Awaited<ReturnType<typeof startTestInstance>>;
beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  a = await startTestInstance(databaseUrl);
  b = await startTestInstance(databaseUrl);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
});

/** A browser's socket on an instance: the frames it got, parsed, in order. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: unknown[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data))));
  await once(socket, "open");
  return { socket, frames };
}

describe("notifications across two server instances", () => {
  it("reaches the person's socket on another instance as the event and as the spec's message", async () => {
    const athlete = await createUser(a.db);
    const { refresh } = (await login(a.app, athlete.email)).tokens;
    const client = await connect(a.liveUrl(refresh));

    const [row] = await b.db.transaction((tx) =>
      raiseNotifications(b.deps, tx, [commentNotice(athlete.id, 1)]),
    );
    const frames = await waitFor(() => client.frames.length >= 2 && client.frames, {
      what: "the notification's two frames",
    });
    const data = {
      athlete_id: athlete.id,
      eid: 101,
      eventType: "activity",
      eventDate: "2031-03-14",
      comment_id: 1,
      comment: "Nice one 1",
      author_id: 1,
      authorName: "Carl Coach",
    };
    const content = 'Carl Coach commented on your run: "Nice one 1"';
    expect(frames).toEqual([
      {
        type: "notification.created",
        userId: athlete.id,
        notificationId: row!.id,
        notificationType: "comment",
        content,
        category: "comments",
        timestamp: row!.createdAt.toISOString(),
        data,
      },
      {
        type: "notification",
        notification: {
          id: row!.id,
          notification_type: "comment",
          content,
          timestamp: row!.createdAt.toISOString(),
          read: false,
          category: "comments",
          data,
        },
      },
    ]);
    client.socket.close(1000);
  });

  it("mails the first comment at once from the real queue and queues the next for an hour later", async () => {
    const athlete = await createUser(a.db);
    await b.db.transaction((tx) => raiseNotifications(b.deps, tx, [commentNotice(athlete.id, 1)]));
    const mailsTo = () =>
      a.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, athlete.email));
    const [first] = await waitFor(
      async () => {
        const mails = await mailsTo();
        return mails.length > 0 && mails;
      },
      { what: "the first mail" },
    );
    expect(first!.subject).toBe('Carl Coach commented on your run: "Nice one 1"');

    await a.db.transaction((tx) => raiseNotifications(a.deps, tx, [commentNotice(athlete.id, 2)]));
    await a.db.transaction((tx) => raiseNotifications(a.deps, tx, [commentNotice(athlete.id, 3)]));
    // The two later notices wait in one job due an hour after the first mail, once the jobs
    // their raises queued for now have run.
    const jobsOf = async () =>
      (
        await a.db.execute<{ start_after: Date; is_due: boolean }>(
          sql`select start_after, start_after <= now() + interval '1 minute' as is_due
              from pgboss.job where name = 'notifications.mail-digest' and state = 'created'
              and data->>'userId' = ${String(athlete.id)}`,
        )
      ).rows;
    const waiting = await waitFor(
      async () => {
        const rows = await jobsOf();
        return rows.length > 0 && rows.every((row) => !row.is_due) && rows;
      },
      { what: "the waiting digest" },
    );
    const log = await a.db.execute<{ last_sent_at: Date }>(
      sql`select last_sent_at from notification_mail_log where user_id = ${athlete.id}`,
    );
    expect(waiting).toHaveLength(1);
    expect(new Date(waiting[0]!.start_after).getTime()).toBe(
      new Date(log.rows[0]!.last_sent_at).getTime() + MAIL_DIGEST_INTERVAL_MS,
    );
    expect(await mailsTo()).toHaveLength(1);
  });
});
