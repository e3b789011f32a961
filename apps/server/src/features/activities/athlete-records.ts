import {
  type AthleteRecord,
  type RecordKey,
  SPORT_OF_RECORD_KEY,
} from "@coach/shared/records/record.schemas";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { athleteRecords } from "../../db/schema";
import type { AthleteRecordRow } from "./activities.repository";

/** A stored record as the calendar and the Races & records page answer it. */
export function toAthleteRecord(row: AthleteRecordRow): AthleteRecord {
  const key = row.key as RecordKey;
  return {
    id: row.id,
    key,
    sport: SPORT_OF_RECORD_KEY[key] ?? 0,
    range: Number(row.range),
    value: row.value,
    date: row.date,
    activityId: row.activityId,
  };
}

/** The accepted records set on the days of an inclusive range, in date order. One query. */
export async function findRecordsInRange(
  db: Executor,
  athleteId: number,
  startDate: string,
  endDate: string,
): Promise<AthleteRecordRow[]> {
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
