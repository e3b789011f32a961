import type {
  CalendarRace,
  CalendarRaceBody,
  CalendarUnavailability,
  CalendarUnavailabilityBody,
} from "@coach/shared/calendar/calendar.schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../access/athlete-access";
import type { UserRow } from "../people/users.service";
import * as repository from "./calendar-events.repository";
import { toCalendarRace, toCalendarUnavailability } from "./calendar-mapping";

/** Races and unavailable days of an athlete's calendar (whoever may see the calendar edits them). */
type Options = { db: Database; viewer: UserRow; athleteId: number };

export async function findRaces(options: Options): Promise<CalendarRace[]> {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const rows = await repository.findRaces(options.db, options.athleteId);
  return rows.map(toCalendarRace);
}

export async function createRace(options: Options & { body: CalendarRaceBody }) {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  return toCalendarRace(await repository.insertRace(options.db, options.athleteId, options.body));
}

export async function updateRace(options: Options & { raceId: number; body: CalendarRaceBody }) {
  const { db, athleteId } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const row = await repository.updateRace(db, athleteId, options.raceId, options.body);
  if (!row) throw AppError.notFound();
  return toCalendarRace(row);
}

export async function deleteRace(options: Options & { raceId: number }) {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const isDeleted = await repository.deleteRace(options.db, options.athleteId, options.raceId);
  if (!isDeleted) throw AppError.notFound();
}

export async function findUnavailability(options: Options): Promise<CalendarUnavailability[]> {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const rows = await repository.findUnavailability(options.db, options.athleteId);
  return rows.map(toCalendarUnavailability);
}

export async function createUnavailability(
  options: Options & { body: CalendarUnavailabilityBody },
) {
  const { db, athleteId, body } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  return toCalendarUnavailability(await repository.insertUnavailability(db, athleteId, body));
}

export async function updateUnavailability(
  options: Options & { unavailabilityId: number; body: CalendarUnavailabilityBody },
) {
  const { db, athleteId } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const row = await repository.updateUnavailability(
    db,
    athleteId,
    options.unavailabilityId,
    options.body,
  );
  if (!row) throw AppError.notFound();
  return toCalendarUnavailability(row);
}

export async function deleteUnavailability(options: Options & { unavailabilityId: number }) {
  const { db, athleteId } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const isDeleted = await repository.deleteUnavailability(db, athleteId, options.unavailabilityId);
  if (!isDeleted) throw AppError.notFound();
}
