import type { AppEventOf } from "@coach/shared/events/app-events";
import type { NotificationSide } from "@coach/shared/notifications/notification-catalogue";
import type { NotificationDataOf } from "@coach/shared/notifications/notification-data";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import type { UserRow } from "../people/users.service";
import { ACTIVITY_NOTIFICATION_TYPES, activityNotifications } from "./activity-notifications";
import {
  deleteInvitationNotifications,
  findInvitationNotifications,
  INVITATION_NOTIFICATION,
  type InvitationNotice,
} from "./invitation-notifications";
import { personName } from "./notice-texts";
import * as repository from "./notifications.repository";
import { type RaiseDeps, raiseNotifications } from "./raise-notifications";

/** Days in a notice's text, written in each reader's own date format. */
export { dayInText } from "./notice-texts";
export type { NotificationRow } from "./notifications.repository";

type Deps = Pick<AppDeps, "db" | "events" | "jobs">;

/** The caller's own notification of a type, or undefined (another user's is never found). */
export function findOwnNotification(
  executor: Executor,
  options: { userId: number; id: number; type: string },
) {
  return repository.findNotification(executor, options.userId, options.id, options.type);
}

/** Removes a notification once its action is taken; its user's other tabs follow. */
export async function removeNotification(
  deps: Pick<AppDeps, "events">,
  executor: Executor,
  notification: { id: number; userId: number },
) {
  await repository.deleteNotification(executor, notification.id);
  await deps.events.emit(executor, { type: "notifications.changed", userId: notification.userId });
}

/**
 * activity.imported: the athlete's new-records and peak notifications. Delivered at least once,
 * so an activity that already has them gets none again.
 */
export async function notifyActivityImported(deps: Deps, event: AppEventOf<"activity.imported">) {
  const rows = activityNotifications(event);
  if (rows.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const types = ACTIVITY_NOTIFICATION_TYPES;
    if (await repository.hasActivityNotifications(tx, event.athleteId, event.activityId, types)) {
      return;
    }
    await raiseNotifications(deps, tx, rows);
  });
}

/** activity.deleted: its pending records and peak notifications go with it. */
export async function forgetDeletedActivity(deps: Deps, event: AppEventOf<"activity.deleted">) {
  await deps.db.transaction(async (tx) => {
    const types = ACTIVITY_NOTIFICATION_TYPES;
    const removed = await repository.deleteActivityNotifications(
      tx,
      event.athleteId,
      event.activityId,
      types,
    );
    if (removed.length > 0) {
      await deps.events.emit(tx, { type: "notifications.changed", userId: event.athleteId });
    }
  });
}

export type { InvitationNotice };

/**
 * invitation.sent: the receiver's 'invitation' notification, when the address has an account.
 * `findNotice` reads the invitation, locked, and only while it is still pending, so an
 * invitation answered or replaced before delivery gets none; delivered again, it adds none.
 */
export async function notifyInvitationSent(
  deps: Deps,
  event: AppEventOf<"invitation.sent">,
  findNotice: (executor: Executor, invitationId: number) => Promise<InvitationNotice | undefined>,
) {
  if (event.receiverId === null) return;
  await deps.db.transaction(async (tx) => {
    const notice = await findNotice(tx, event.invitationId);
    if (!notice) return;
    const existing = await findInvitationNotifications(tx, notice.receiverId, [
      notice.invitationId,
    ]);
    if (existing.length > 0) return;
    await raiseNotifications(deps, tx, [
      {
        userId: notice.receiverId,
        side: notice.receiverSide,
        type: INVITATION_NOTIFICATION.type,
        content: notice.content,
        data: { url_hash: notice.urlHash, invitationId: notice.invitationId },
        dedupeKey: `invitation:${notice.invitationId}`,
      },
    ]);
  });
}

/** The user's invitation notification ids, by invitation id. */
export async function findInvitationNotificationIds(
  executor: Executor,
  options: { userId: number; invitationIds: number[] },
): Promise<Map<number, number>> {
  const rows = await findInvitationNotifications(executor, options.userId, options.invitationIds);
  const ids = new Map<number, number>();
  for (const row of rows) {
    const invitationId = Number((row.data as { invitationId?: unknown }).invitationId);
    if (Number.isInteger(invitationId)) ids.set(invitationId, row.id);
  }
  return ids;
}

/** An invitation answered, deleted or replaced takes its notification with it. */
export async function removeInvitationNotifications(
  deps: Pick<AppDeps, "events">,
  executor: Executor,
  invitationIds: number[],
) {
  const removed = await deleteInvitationNotifications(executor, invitationIds);
  for (const userId of new Set(removed.map((row) => row.userId))) {
    await deps.events.emit(executor, { type: "notifications.changed", userId });
  }
}

/** What the payments feature tells one person about a payment plan or one of its payments. */
export type PaymentPlanNotice = {
  userId: number;
  side: NotificationSide;
  /** What happened: assigned, due, overdue, paid, cancelled. */
  event: string;
  paymentId: number | null;
  paymentPlanId: number | null;
  athleteId: number | null;
  content: string;
};

/**
 * A 'payment_plan' notification, in the payments feature's transaction. Keyed by what happened
 * to which plan and payment, so a job that runs twice (a reminder of a due payment) tells once.
 * Returns the stored notification, or undefined when its person turned the type off or was
 * told already.
 */
export async function raisePaymentPlanNotification(
  deps: RaiseDeps,
  tx: Executor,
  notice: PaymentPlanNotice,
) {
  const data: NotificationDataOf<"payment_plan"> = {
    event: notice.event,
    paymentId: notice.paymentId,
    paymentPlanId: notice.paymentPlanId,
    athlete_id: notice.athleteId,
  };
  const [stored] = await raiseNotifications(deps, tx, [
    {
      userId: notice.userId,
      side: notice.side,
      type: "payment_plan",
      content: notice.content,
      data,
      dedupeKey: `payment:${notice.event}:${notice.paymentPlanId ?? "-"}:${notice.paymentId ?? "-"}`,
    },
  ]);
  return stored;
}

/**
 * One notice per finished history archive (docs/decisions/123-history-archive-import.md), never
 * one per activity: to the athlete, and to whoever uploaded it for them. Its key keeps a job run
 * twice to one notice.
 */
export async function notifyHistoryImported(
  deps: RaiseDeps,
  executor: Executor,
  input: {
    athlete: Pick<UserRow, "id" | "firstName" | "lastName" | "email">;
    uploadedBy: number | null;
    data: NotificationDataOf<"history_import">;
    recordCount: number;
  },
) {
  const { data } = input;
  const counts = `${data.imported} activities imported, ${data.duplicate} skipped as duplicates, ${data.refused} refused`;
  const records = input.recordCount > 0 ? `; ${input.recordCount} records set` : "";
  const notice = (userId: number, side: NotificationSide, whose: string) => ({
    userId,
    side,
    type: "history_import" as const,
    content: `The import of ${whose} history is done: ${counts}${records}.`,
    data,
    dedupeKey: `history-import:${data.importId}`,
  });
  const { athlete, uploadedBy } = input;
  const notices = [notice(athlete.id, "athlete", "your")];
  if (uploadedBy !== null && uploadedBy !== athlete.id) {
    notices.push(notice(uploadedBy, "coach", `${personName(athlete)}'s`));
  }
  await raiseNotifications(deps, executor, notices);
}
