import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notificationMailLog, notifications } from "../../db/schema";
import type { NotificationRow } from "./notifications.repository";

/** Before any mail: a person never mailed about a type counts as mailed at the epoch. */
const NEVER = new Date(0);

export async function findNotificationById(
  db: Executor,
  id: number,
): Promise<NotificationRow | undefined> {
  const rows = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return rows[0];
}

/**
 * When the person was last mailed about the type, with their log row locked until the caller's
 * transaction ends: two digests of the same person and type (two instances, a job run twice)
 * run one after the other, and the second sees what the first sent.
 */
export async function lockMailLog(db: Executor, userId: number, type: string): Promise<Date> {
  const [row] = await db
    .insert(notificationMailLog)
    .values({ userId, notificationType: type, lastSentAt: NEVER })
    .onConflictDoUpdate({
      target: [notificationMailLog.userId, notificationMailLog.notificationType],
      // A no-op update: it takes the row lock and returns the stored instant.
      set: { lastSentAt: sql`${notificationMailLog.lastSentAt}` },
    })
    .returning({ lastSentAt: notificationMailLog.lastSentAt });
  return row!.lastSentAt;
}

export async function setLastMailed(db: Executor, userId: number, type: string, at: Date) {
  await db
    .update(notificationMailLog)
    .set({ lastSentAt: at })
    .where(
      and(eq(notificationMailLog.userId, userId), eq(notificationMailLog.notificationType, type)),
    );
}

/** The person's notices of the type still waiting to be mailed, oldest first. */
export function findPendingMail(
  db: Executor,
  userId: number,
  type: string,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.notificationType, type),
        eq(notifications.mailState, "pending"),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** Ends the wait of these notices: mailed ('sent') or not to be mailed ('none'). */
export async function settleMailState(db: Executor, ids: number[], state: "sent" | "none") {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ mailState: state })
    .where(and(inArray(notifications.id, ids), eq(notifications.mailState, "pending")));
}
