import { and, count, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { feedback } from "../../db/schema";

export type NewFeedbackRow = typeof feedback.$inferInsert;

/** How much feedback the user sent after `since`. */
export async function countFeedbackSince(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ sent: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)));
  return row?.sent ?? 0;
}

export async function insertFeedback(db: Executor, row: NewFeedbackRow) {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted!.id;
}
