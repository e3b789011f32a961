import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

export async function findNotification(
  db: Executor,
  userId: number,
  id: number,
  type: string,
): Promise<NotificationRow | undefined> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.userId, userId),
        eq(notifications.notificationType, type),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function deleteNotification(db: Executor, id: number) {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The user's notifications of these types that name the activity (data.activityId or eid). */
function ofActivity(userId: number, activityId: number, types: string[]) {
  return and(
    eq(notifications.userId, userId),
    inArray(notifications.notificationType, types),
    or(
      sql`${notifications.data}->>'activityId' = ${String(activityId)}`,
      sql`${notifications.data}->>'eid' = ${String(activityId)}`,
    ),
  );
}

export async function hasActivityNotifications(
  db: Executor,
  userId: number,
  activityId: number,
  types: string[],
) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(ofActivity(userId, activityId, types))
    .limit(1);
  return rows.length > 0;
}

export async function deleteActivityNotifications(
  db: Executor,
  userId: number,
  activityId: number,
  types: string[],
) {
  return db
    .delete(notifications)
    .where(ofActivity(userId, activityId, types))
    .returning({ id: notifications.id });
}
