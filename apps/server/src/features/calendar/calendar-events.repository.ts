import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { calendarFeedTokens, calendarRaces, calendarUnavailability } from "../../db/schema";
import type { CalendarRaceRow, CalendarUnavailabilityRow } from "./calendar-mapping";

type RaceFields = Pick<CalendarRaceRow, "date" | "name" | "distance" | "priority" | "notes">;
type UnavailabilityFields = Pick<
  CalendarUnavailabilityRow,
  "startDate" | "endDate" | "kind" | "reason" | "note"
>;

/** Races of an inclusive range (the whole calendar without one), by date. One query. */
export async function findRaces(
  db: Executor,
  athleteId: number,
  range?: { startDate: string; endDate: string },
): Promise<CalendarRaceRow[]> {
  return db
    .select()
    .from(calendarRaces)
    .where(
      and(
        eq(calendarRaces.athleteId, athleteId),
        range && gte(calendarRaces.date, range.startDate),
        range && lte(calendarRaces.date, range.endDate),
      ),
    )
    .orderBy(asc(calendarRaces.date), asc(calendarRaces.id));
}

export async function insertRace(db: Executor, athleteId: number, fields: RaceFields) {
  const { date, name, distance, priority, notes } = fields;
  const rows = await db
    .insert(calendarRaces)
    .values({ date, name, distance, priority, notes, athleteId })
    .returning();
  return rows[0]!;
}

/** The race, locked until the transaction ends (an update compares its date). */
export async function findRaceForUpdate(db: Executor, athleteId: number, id: number) {
  const rows = await db
    .select()
    .from(calendarRaces)
    .where(and(eq(calendarRaces.id, id), eq(calendarRaces.athleteId, athleteId)))
    .for("update");
  return rows[0];
}

/** Who writes, and the version they loaded when they send one (decision 083). */
export type EventEdit = { version?: number; updatedBy: number };

/**
 * Changes a race and bumps its version in one statement; with `edit.version`, only while the
 * stored version is still that one: undefined when it is not, or when there is no such race.
 */
export async function updateRace(
  db: Executor,
  athleteId: number,
  id: number,
  fields: RaceFields,
  edit: EventEdit,
) {
  const { date, name, distance, priority, notes } = fields;
  const rows = await db
    .update(calendarRaces)
    .set({
      ...{ date, name, distance, priority, notes },
      version: sql`${calendarRaces.version} + 1`,
      updatedBy: edit.updatedBy,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(calendarRaces.id, id),
        eq(calendarRaces.athleteId, athleteId),
        edit.version === undefined ? undefined : eq(calendarRaces.version, edit.version),
      ),
    )
    .returning();
  return rows[0];
}

export async function deleteRace(db: Executor, athleteId: number, id: number) {
  const rows = await db
    .delete(calendarRaces)
    .where(and(eq(calendarRaces.id, id), eq(calendarRaces.athleteId, athleteId)))
    .returning({ id: calendarRaces.id });
  return rows.length > 0;
}

/** Unavailable ranges overlapping an inclusive range (all without one), by start. One query. */
export async function findUnavailability(
  db: Executor,
  athleteId: number,
  range?: { startDate: string; endDate: string },
): Promise<CalendarUnavailabilityRow[]> {
  return db
    .select()
    .from(calendarUnavailability)
    .where(
      and(
        eq(calendarUnavailability.athleteId, athleteId),
        range && lte(calendarUnavailability.startDate, range.endDate),
        range && gte(calendarUnavailability.endDate, range.startDate),
      ),
    )
    .orderBy(asc(calendarUnavailability.startDate), asc(calendarUnavailability.id));
}

export async function insertUnavailability(
  db: Executor,
  athleteId: number,
  fields: UnavailabilityFields,
) {
  const { startDate, endDate, kind, reason, note } = fields;
  const rows = await db
    .insert(calendarUnavailability)
    .values({ startDate, endDate, kind, reason, note, athleteId })
    .returning();
  return rows[0]!;
}

/** Changes unavailable days and bumps their version, as updateRace. */
export async function updateUnavailability(
  db: Executor,
  athleteId: number,
  id: number,
  fields: UnavailabilityFields,
  edit: EventEdit,
) {
  const { startDate, endDate, kind, reason, note } = fields;
  const rows = await db
    .update(calendarUnavailability)
    .set({
      ...{ startDate, endDate, kind, reason, note },
      version: sql`${calendarUnavailability.version} + 1`,
      updatedBy: edit.updatedBy,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(calendarUnavailability.id, id),
        eq(calendarUnavailability.athleteId, athleteId),
        edit.version === undefined ? undefined : eq(calendarUnavailability.version, edit.version),
      ),
    )
    .returning();
  return rows[0];
}

/** The unavailable days, locked until the transaction ends (an update may then be refused). */
export async function findUnavailabilityForUpdate(db: Executor, athleteId: number, id: number) {
  const rows = await db
    .select()
    .from(calendarUnavailability)
    .where(and(eq(calendarUnavailability.id, id), eq(calendarUnavailability.athleteId, athleteId)))
    .for("update");
  return rows[0];
}

export async function deleteUnavailability(db: Executor, athleteId: number, id: number) {
  const rows = await db
    .delete(calendarUnavailability)
    .where(and(eq(calendarUnavailability.id, id), eq(calendarUnavailability.athleteId, athleteId)))
    .returning({ id: calendarUnavailability.id });
  return rows.length > 0;
}

/** Creates or replaces the athlete's feed secret (the old URL stops working). */
export async function saveFeedTokenHash(db: Executor, athleteId: number, tokenHash: string) {
  await db
    .insert(calendarFeedTokens)
    .values({ athleteId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeedTokens.athleteId,
      set: { tokenHash, createdAt: sql`now()` },
    });
}

export async function findFeedAthleteId(
  db: Executor,
  tokenHash: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ athleteId: calendarFeedTokens.athleteId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.athleteId;
}
