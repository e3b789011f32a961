import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pendingAthletes } from "../../db/schema";

export type PendingAthleteRow = typeof pendingAthletes.$inferSelect;

/** The requests a viewer handles: sent to them, or to the business they own. */
const handledBy = (viewerId: number) =>
  or(
    eq(pendingAthletes.coachId, viewerId),
    inArray(
      pendingAthletes.businessId,
      sql`(select id from businesses where owner_id = ${viewerId})`,
    ),
  );

/** Requests not yet confirmed, newest first. One query. */
export function findPendingAthletes(db: Executor, viewerId: number): Promise<PendingAthleteRow[]> {
  return db
    .select()
    .from(pendingAthletes)
    .where(and(handledBy(viewerId), isNull(pendingAthletes.confirmedAt)))
    .orderBy(desc(pendingAthletes.signedUpAt), desc(pendingAthletes.id));
}

/** One request the viewer handles, locked for the change that follows; undefined otherwise. */
export async function findHandledPendingAthlete(
  db: Executor,
  viewerId: number,
  id: number,
): Promise<PendingAthleteRow | undefined> {
  const rows = await db
    .select()
    .from(pendingAthletes)
    .where(
      and(eq(pendingAthletes.id, id), handledBy(viewerId), isNull(pendingAthletes.confirmedAt)),
    )
    .for("update");
  return rows[0];
}

export async function updatePendingAthlete(
  db: Executor,
  id: number,
  changes: Partial<typeof pendingAthletes.$inferInsert>,
): Promise<void> {
  await db.update(pendingAthletes).set(changes).where(eq(pendingAthletes.id, id));
}

export async function deletePendingAthlete(db: Executor, id: number): Promise<void> {
  await db.delete(pendingAthletes).where(eq(pendingAthletes.id, id));
}
