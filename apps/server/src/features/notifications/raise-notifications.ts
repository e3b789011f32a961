import {
  NOTIFICATION_CATALOGUE,
  type NotificationSide,
  type NotificationType,
} from "@coach/shared/notifications/notification-catalogue";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { notificationSettings, notifications, users } from "../../db/schema";
import { DEFAULT_DATE_FORMAT, inReadersFormat } from "./notice-texts";
import { mailDigestJob, mailDigestKey, pushNotificationJob } from "./notification-jobs";
import type { NotificationRow } from "./notifications.repository";

/** What a feature asks to tell one person. */
export type NotificationNotice = {
  userId: number;
  side: NotificationSide;
  type: NotificationType;
  content: string;
  data: Record<string, unknown>;
  /**
   * A key unique per person for what the notice is about (`comment:812`, `missed:2026-11-24:77`):
   * a notice raised again with the same key (an event delivered twice, a job run twice) adds
   * nothing.
   */
  dedupeKey?: string;
};

export type RaiseDeps = Pick<AppDeps, "events" | "jobs">;

type Choice = { inApp: boolean; mail: boolean };

/**
 * What each notice's person chose for its type and side (the catalogue's default without a
 * choice), and their date format for the days in the text the app is sent: one statement.
 */
async function readersOf(tx: Executor, notices: NotificationNotice[]) {
  const rows = await tx
    .select({
      userId: users.id,
      dateFormat: users.dateFormat,
      side: notificationSettings.side,
      type: notificationSettings.notificationType,
      inApp: notificationSettings.inAppEnabled,
      mail: notificationSettings.mailEnabled,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, users.id),
        inArray(notificationSettings.notificationType, [
          ...new Set(notices.map((notice) => notice.type)),
        ]),
      ),
    )
    .where(inArray(users.id, [...new Set(notices.map((notice) => notice.userId))]));
  const key = (userId: number, side: string, type: string) => `${userId}:${side}:${type}`;
  const stored = new Map<string, Choice>();
  const dateFormats = new Map<number, string>();
  for (const row of rows) {
    dateFormats.set(row.userId, row.dateFormat);
    if (row.side !== null && row.type !== null && row.inApp !== null && row.mail !== null)
      stored.set(key(row.userId, row.side, row.type), { inApp: row.inApp, mail: row.mail });
  }
  const choiceOf = (notice: NotificationNotice): Choice => {
    const entry = NOTIFICATION_CATALOGUE[notice.type];
    const choice = stored.get(key(notice.userId, notice.side, notice.type)) ?? {
      inApp: true,
      mail: entry.mailByDefault,
    };
    return { inApp: choice.inApp, mail: choice.mail && entry.isMailable };
  };
  const textFor = (userId: number, content: string) =>
    inReadersFormat(content, dateFormats.get(userId) ?? DEFAULT_DATE_FORMAT);
  return { choiceOf, textFor };
}

/**
 * Stores the notices their people want (their days marked, written in each reader's format
 * whenever the text is read: `inReadersFormat`), in the caller's transaction, and starts their delivery: `notification.created` for the app (bell, live
 * channel), a `notifications.push` job for its
 * installed apps, and its type's `notifications.mail-digest` job. A notice whose type its person
 * turned off both in the app and by e-mail is dropped.
 * Returns the rows stored (not those already raised under the same key).
 */
export async function raiseNotifications(
  deps: RaiseDeps,
  tx: Executor,
  notices: NotificationNotice[],
): Promise<NotificationRow[]> {
  if (notices.length === 0) return [];
  const { choiceOf, textFor } = await readersOf(tx, notices);
  const values = notices.flatMap((notice) => {
    const choice = choiceOf(notice);
    if (!choice.inApp && !choice.mail) return [];
    return [
      {
        userId: notice.userId,
        notificationType: notice.type,
        category: NOTIFICATION_CATALOGUE[notice.type].category,
        side: notice.side,
        content: notice.content,
        data: notice.data,
        dedupeKey: notice.dedupeKey ?? null,
        inApp: choice.inApp,
        mailState: choice.mail ? "pending" : "none",
      },
    ];
  });
  if (values.length === 0) return [];
  const stored = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning();
  for (const row of stored) {
    if (row.inApp) {
      await deps.events.emit(tx, {
        type: "notification.created",
        userId: row.userId,
        notificationId: row.id,
        notificationType: row.notificationType,
        content: textFor(row.userId, row.content),
        category: row.category,
        timestamp: row.createdAt.toISOString(),
        data: row.data as Record<string, unknown>,
      });
      await deps.jobs.send(pushNotificationJob, { notificationId: row.id }, { executor: tx });
    }
  }
  await queueMailDigests(deps, tx, stored);
  return stored;
}

/**
 * One digest job per person and type with notices to mail; the job decides whether the hour
 * allows a mail now or waits (mail-digest.ts). Many notices raised together queue one job.
 */
async function queueMailDigests(deps: RaiseDeps, tx: Executor, stored: NotificationRow[]) {
  const queued = new Set<string>();
  for (const row of stored) {
    const key = mailDigestKey(row.userId, row.notificationType);
    if (row.mailState !== "pending" || queued.has(key)) continue;
    queued.add(key);
    await deps.jobs.send(
      mailDigestJob,
      { userId: row.userId, notificationType: row.notificationType as NotificationType },
      { executor: tx, singletonKey: key },
    );
  }
}
