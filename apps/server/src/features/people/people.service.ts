import type { CoachAthlete } from "@coach/shared/people/people.schemas";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { coachAthletes } from "../../db/schema";
import { findVisibleAthletes } from "./people.repository";

export { isMutedFor } from "./my-athletes.service";

/**
 * The coaches a notification about the athlete goes to: each coach linked to them who has not
 * muted them (a muted athlete raises nothing for their coach).
 */
export async function findCoachesToNotify(db: Executor, athleteId: number): Promise<number[]> {
  const rows = await db
    .select({ coachId: coachAthletes.coachId })
    .from(coachAthletes)
    .where(and(eq(coachAthletes.athleteId, athleteId), eq(coachAthletes.muted, false)));
  return rows.map((row) => row.coachId);
}

/** findCoachesToNotify for many athletes in one query: coach ids by athlete id. */
export async function findCoachesToNotifyOfAthletes(
  db: Executor,
  athleteIds: number[],
): Promise<Map<number, number[]>> {
  const coaches = new Map<number, number[]>();
  if (athleteIds.length === 0) return coaches;
  const rows = await db
    .select({ athleteId: coachAthletes.athleteId, coachId: coachAthletes.coachId })
    .from(coachAthletes)
    .where(and(inArray(coachAthletes.athleteId, athleteIds), eq(coachAthletes.muted, false)));
  for (const row of rows) {
    coaches.set(row.athleteId, [...(coaches.get(row.athleteId) ?? []), row.coachId]);
  }
  return coaches;
}

export async function findCoachAthletes(options: {
  db: Executor;
  viewerId: number;
}): Promise<CoachAthlete[]> {
  const rows = await findVisibleAthletes(options.db, options.viewerId);
  return rows
    .map((row) => {
      // An invited athlete who has not typed a name yet is known by their address.
      const fullName = `${row.first_name} ${row.last_name}`.trim() || row.email;
      return {
        id: row.id,
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        name: fullName,
        fullName,
        muted: row.muted,
        coachId: row.coach_id,
        avatar_id: null,
        zones: row.zones ?? {},
      };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}
