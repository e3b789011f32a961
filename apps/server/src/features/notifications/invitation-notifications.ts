import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";

/** The receiver's notification of an invitation: type and category 'invitation'. */
export const INVITATION_NOTIFICATION = { type: "invitation", category: "invitation" } as const;

/** What the invitations feature tells about a pending invitation for its receiver's notification. */
export type InvitationNotice = {
  invitationId: number;
  receiverId: number;
  urlHash: string;
  content: string;
  /** The receiver is invited as an athlete (coach to athlete) or as a coach. */
  receiverSide: "athlete" | "coach";
};

function ofInvitations(invitationIds: number[]) {
  return and(
    eq(notifications.notificationType, INVITATION_NOTIFICATION.type),
    inArray(sql`(${notifications.data}->>'invitationId')::integer`, invitationIds),
  );
}

export async function findInvitationNotifications(
  db: Executor,
  userId: number,
  invitationIds: number[],
) {
  if (invitationIds.length === 0) return [];
  return db
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), ofInvitations(invitationIds)));
}

export async function deleteInvitationNotifications(db: Executor, invitationIds: number[]) {
  if (invitationIds.length === 0) return [];
  return db
    .delete(notifications)
    .where(ofInvitations(invitationIds))
    .returning({ id: notifications.id, userId: notifications.userId });
}
