import { createHash } from "node:crypto";
import type {
  NotificationSide,
  NotificationType,
} from "@coach/shared/notifications/notification-catalogue";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import type { JobContext } from "../../platform/jobs/job-queue";
import { findUser, type UserRow } from "../people/users.service";
import { inReadersFormat } from "./notice-texts";
import { effectiveChoice } from "./notification-choice";
import {
  findPendingMail,
  lockMailLog,
  setLastMailed,
  settleMailState,
} from "./notification-delivery.repository";
import { mailDigestJob, mailDigestKey } from "./notification-jobs";
import { notificationPath, notificationTitle } from "./notification-path";
import { findSettings } from "./notification-settings.repository";
import { notificationDigestMail } from "./notifications.mails";
import type { NotificationRow } from "./notifications.repository";
import { signUnsubscribeToken, unsubscribeLinks } from "./unsubscribe-token";

/** A person gets at most one e-mail per notification type in this time. */
export const MAIL_DIGEST_INTERVAL_MS = 3600_000;

export type DigestDeps = Pick<AppDeps, "db" | "config" | "clock" | "jobs" | "mail" | "tokens">;
type DigestPayload = { userId: number; notificationType: NotificationType };

/**
 * The `notifications.mail-digest` job: mails a person's waiting notices of one type. The first
 * notice of a quiet hour is mailed at once; the ones that follow within the hour wait, and go
 * together in one mail an hour after the last mail. The person's mail log row is locked for the
 * whole run, so concurrent runs (two instances, a job queued twice) send once. Notices whose
 * type the person turned off by e-mail since they were raised are dropped, never sent.
 */
export async function sendMailDigest(
  deps: DigestDeps,
  payload: DigestPayload,
  context: Pick<JobContext, "jobId">,
) {
  const { userId, notificationType: type } = payload;
  await deps.db.transaction(async (tx) => {
    const lastSentAt = await lockMailLog(tx, userId, type);
    const pending = await findPendingMail(tx, userId, type);
    if (pending.length === 0) return;
    const now = deps.clock.now();
    const dueAt = new Date(lastSentAt.getTime() + MAIL_DIGEST_INTERVAL_MS);
    if (now < dueAt) {
      await queueDigestAt(deps, tx, payload, dueAt, context.jobId);
      return;
    }
    const isMailOn = await mailChoiceBySide(tx, userId, type);
    const toSend = pending.filter((row) => isMailOn(row.side));
    await settleMailState(
      tx,
      pending.filter((row) => !isMailOn(row.side)).map((row) => row.id),
      "none",
    );
    const user = toSend.length > 0 ? await findUser({ db: tx, userId }) : undefined;
    if (!user) return;
    await settleMailState(
      tx,
      toSend.map((row) => row.id),
      "sent",
    );
    await setLastMailed(tx, userId, type, now);
    const mail = await digestMail(deps, user, type, toSend);
    await deps.mail.send({ to: user.email, ...mail }, { executor: tx });
  });
}

/**
 * Waits for the end of the hour. Runs that wait for the same instant share one job id, so a
 * burst of notices within the hour queues one digest; a run that started a little before its
 * own due instant (clocks differ) must not take its own id, which the queue would refuse.
 */
async function queueDigestAt(
  deps: Pick<AppDeps, "jobs">,
  tx: Executor,
  payload: DigestPayload,
  dueAt: Date,
  currentJobId: string,
) {
  const key = mailDigestKey(payload.userId, payload.notificationType);
  const id = stableJobId(`${key}:${dueAt.toISOString()}`);
  await deps.jobs.send(mailDigestJob, payload, {
    executor: tx,
    startAfter: dueAt,
    singletonKey: key,
    id: id === currentJobId ? undefined : id,
  });
}

/** Whether the person wants this type by e-mail, per side (their choice or the default). */
async function mailChoiceBySide(tx: Executor, userId: number, type: NotificationType) {
  const stored = await findSettings(tx, { userId, type });
  return (side: string) =>
    effectiveChoice(
      type,
      stored.find((row) => row.side === side),
    ).mail;
}

async function digestMail(
  deps: Pick<AppDeps, "config" | "tokens">,
  user: Pick<UserRow, "id" | "dateFormat">,
  type: NotificationType,
  rows: NotificationRow[],
) {
  const userId = user.id;
  const sides = [...new Set(rows.map((row) => row.side as NotificationSide))];
  const unsubscribes = await Promise.all(
    sides.map(async (side) => {
      const token = await signUnsubscribeToken(deps.tokens, { userId, side, type });
      return { side, ...unsubscribeLinks(deps.config.publicUrl, token) };
    }),
  );
  return notificationDigestMail({
    title: notificationTitle(type),
    notices: rows.map((row) => ({
      content: inReadersFormat(row.content, user.dateFormat),
      link: `${deps.config.publicUrl}${notificationPath(row)}`,
    })),
    unsubscribes,
  });
}

/** A UUID derived from a text: the job id the queue deduplicates on. */
function stableJobId(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
