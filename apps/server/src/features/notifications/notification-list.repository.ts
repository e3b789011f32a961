import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { notifications } from "../../db/schema";
import type { NotificationRow } from "./notifications.repository";

/** The rows a person's bell lists: their own, kept for the app (not those kept only to mail). */
const listedOf = (userId: number) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/** One page of a person's listed notifications, newest first. */
export function findNotificationPage(
  db: Executor,
  options: { userId: number; category: string | undefined; limit: number; offset: number },
): Promise<NotificationRow[]> {
  const category = options.category ? eq(notifications.category, options.category) : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(listedOf(options.userId), category))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** A person's listed notifications per category: all of them and the unread ones. */
export function countNotificationsByCategory(
  db: Executor,
  userId: number,
): Promise<{ category: string; total: number; unread: number }[]> {
  return db
    .select({
      category: notifications.category,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${notifications.read}))::int`,
    })
    .from(notifications)
    .where(listedOf(userId))
    .groupBy(notifications.category);
}

/**
 * Marks a person's unread listed notifications read: these ids, or all when null. Ids of other
 * people's rows match nothing. Returns how many changed.
 */
export async function markNotificationsRead(
  db: Executor,
  userId: number,
  ids: number[] | null,
): Promise<number> {
  if (ids?.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        listedOf(userId),
        eq(notifications.read, false),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
