import { and, asc, desc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { athleteRecords } from "../../db/schema";

export type StoredAthleteRecord = typeof athleteRecords.$inferSelect;

/** The accepted records set on the days of an inclusive range, in date order. One query. */
export async function findRecordsInRange(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<StoredAthleteRecord[]> {
  return db
    .select()
    .from(athleteRecords)
    .where(
      and(
        eq(athleteRecords.athleteId, athleteId),
        gte(athleteRecords.date, startDate),
        lte(athleteRecords.date, endDate),
      ),
    )
    .orderBy(asc(athleteRecords.date), asc(athleteRecords.key), asc(athleteRecords.id));
}

/** The records several athletes set on the days of an inclusive range, newest first. One query. */
export async function findRecordsOfAthletesInRange(
  db: Executor,
  athleteIds: number[],
  startDate: string,
  endDate: string,
): Promise<StoredAthleteRecord[]> {
  if (athleteIds.length === 0) return [];
  return db
    .select()
    .from(athleteRecords)
    .where(
      and(
        inArray(athleteRecords.athleteId, athleteIds),
        gte(athleteRecords.date, startDate),
        lte(athleteRecords.date, endDate),
      ),
    )
    .orderBy(desc(athleteRecords.date), asc(athleteRecords.key), asc(athleteRecords.id));
}
