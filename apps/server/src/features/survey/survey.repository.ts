import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { painPointsSurveys } from "../../db/schema";

export type SurveyRow = typeof painPointsSurveys.$inferSelect;

export async function findAnswer(db: Executor, ownerId: number): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(painPointsSurveys)
    .where(eq(painPointsSurveys.ownerId, ownerId));
  return row;
}

/**
 * Stores the owner's answer unless they gave one already (the key is the owner): undefined
 * then, also when two answers race.
 */
export async function insertAnswer(
  db: Executor,
  ownerId: number,
  ranking: Record<string, number> | null,
  answeredAt: Date,
): Promise<SurveyRow | undefined> {
  const [row] = await db
    .insert(painPointsSurveys)
    .values({ ownerId, ranking, answeredAt })
    .onConflictDoNothing()
    .returning();
  return row;
}
