import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { coachAthletes, users } from "../../db/schema";
import { userFullName } from "../../db/user-name";

export type AthleteCoachRow = { id: number; fullName: string; since: Date };

/** The athlete's coaches (not the athlete themselves), oldest link first, in one query. */
export async function findAthleteCoaches(
  db: Executor,
  athleteId: number,
): Promise<AthleteCoachRow[]> {
  return db
    .select({
      id: users.id,
      fullName: userFullName(),
      since: coachAthletes.createdAt,
    })
    .from(coachAthletes)
    .innerJoin(users, eq(users.id, coachAthletes.coachId))
    .where(and(eq(coachAthletes.athleteId, athleteId), ne(coachAthletes.coachId, athleteId)))
    .orderBy(asc(coachAthletes.createdAt), asc(users.id));
}
