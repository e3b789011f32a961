import {
  type AthleteRecord,
  type RecordKey,
  SPORT_OF_RECORD_KEY,
} from "@coach/shared/records/record.schemas";
import type { Executor } from "../../db/client";
import {
  findRecordsInRange,
  findRecordsOfAthletesInRange,
  type StoredAthleteRecord,
} from "./athlete-records.repository";

/** A stored record as the calendar and the Races & records page answer it. */
export function toAthleteRecord(row: StoredAthleteRecord): AthleteRecord {
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

/** The athlete's accepted records set on the days of an inclusive range, in date order. */
export async function findAthleteRecords(options: {
  db: Executor;
  athleteId: number;
  startDate: string;
  endDate: string;
}): Promise<AthleteRecord[]> {
  const { db, athleteId, startDate, endDate } = options;
  const rows = await findRecordsInRange(db, athleteId, startDate, endDate);
  return rows.map(toAthleteRecord);
}

/**
 * The accepted records of several athletes set on the days of an inclusive range, newest first,
 * each with its athlete (the coach dashboard's records card). The caller has checked that it may
 * see these athletes.
 */
export async function findRecordsOfAthletes(options: {
  db: Executor;
  athleteIds: number[];
  startDate: string;
  endDate: string;
}): Promise<(AthleteRecord & { athleteId: number })[]> {
  const { db, athleteIds, startDate, endDate } = options;
  const rows = await findRecordsOfAthletesInRange(db, athleteIds, startDate, endDate);
  return rows.map((row) => ({ ...toAthleteRecord(row), athleteId: row.athleteId }));
}
