import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function findPushSubscriptions(db: Executor, userId: number) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

/**
 * Inserts the browser's subscription, or refreshes the one with its endpoint (new keys, the
 * user now signed in there); `isNew` tells which.
 */
export async function upsertPushSubscription(
  db: Executor,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; browser: string },
) {
  const [saved] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        browser: row.browser,
        validatedAt: sql`now()`,
      },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ ...getTableColumns(pushSubscriptions), isNew: sql<boolean>`xmax = 0` });
  return saved!;
}

export async function deletePushSubscriptions(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markPushDelivered(db: Executor, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, ids));
}
