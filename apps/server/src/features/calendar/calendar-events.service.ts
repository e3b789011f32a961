import type {
  CalendarRace,
  CalendarRaceBody,
  CalendarUnavailability,
  CalendarUnavailabilityBody,
} from "@coach/shared/calendar/calendar.schemas";
import type { Database, Executor } from "../../db/client";
import { editConflict } from "../../db/edit-conflict";
import { AppError } from "../../errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { accessibleAthlete } from "../access/athlete-access";
import type { UserRow } from "../people/users.service";
import * as repository from "./calendar-events.repository";
import { type CalendarRaceRow, toCalendarRace, toCalendarUnavailability } from "./calendar-mapping";

/**
 * Races and unavailable days of an athlete's calendar (whoever may see the calendar edits them).
 * A race added or moved, and an injury or illness the athlete reports, are told as events
 * (the notifications feature tells the other side).
 */
type Options = { db: Database; events: EventBus; viewer: UserRow; athleteId: number };

export async function findRaces(options: Options): Promise<CalendarRace[]> {
  await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const rows = await repository.findRaces(options.db, options.athleteId);
  return rows.map(toCalendarRace);
}

export async function createRace(options: Options & { body: CalendarRaceBody }) {
  const { db, athleteId } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const row = await db.transaction(async (tx) => {
    const race = await repository.insertRace(tx, athleteId, options.body);
    await emitRaceScheduled(options, tx, race, null);
    return race;
  });
  return toCalendarRace(row);
}

/**
 * An update that moves the race to another date is told as the race scheduled again. With
 * `version`, a race changed since answers 409 with it and who changed it (decision 083).
 */
export async function updateRace(options: Options & { raceId: number; body: CalendarRaceBody }) {
  const { db, athleteId, body } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const row = await db.transaction(async (tx) => {
    const before = await repository.findRaceForUpdate(tx, athleteId, options.raceId);
    if (!before) return undefined;
    const edit = { version: body.version, updatedBy: options.viewer.id };
    const race = await repository.updateRace(tx, athleteId, options.raceId, body, edit);
    if (!race) throw await editConflict(tx, before.updatedBy, toCalendarRace(before));
    if (race.date !== before.date) {
      await emitRaceScheduled(options, tx, race, before.date);
    }
    return race;
  });
  if (!row) throw AppError.notFound();
  return toCalendarRace(row);
}

function emitRaceScheduled(
  options: Options,
  tx: Executor,
  race: CalendarRaceRow,
  previousDate: string | null,
) {
  return options.events.emit(tx, {
    type: "race.scheduled",
    athleteId: race.athleteId,
    raceId: race.id,
    actorId: options.viewer.id,
    name: race.name,
    date: race.date,
    previousDate,
  });
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
  const row = await db.transaction(async (tx) => {
    const period = await repository.insertUnavailability(tx, athleteId, body);
    // Only the athlete's own word is a report; a coach noting it already knows.
    if (period.kind !== "unavailable" && options.viewer.id === athleteId) {
      await options.events.emit(tx, {
        type: "athlete.injury-reported",
        athleteId,
        unavailabilityId: period.id,
        kind: period.kind,
        startDate: period.startDate,
        endDate: period.endDate,
        note: period.note,
      });
    }
    return period;
  });
  return toCalendarUnavailability(row);
}

/** As updateRace: with `version`, days changed since answer 409 (decision 083). */
export async function updateUnavailability(
  options: Options & { unavailabilityId: number; body: CalendarUnavailabilityBody },
) {
  const { db, athleteId, body } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const row = await db.transaction(async (tx) => {
    const before = await repository.findUnavailabilityForUpdate(
      tx,
      athleteId,
      options.unavailabilityId,
    );
    if (!before) return undefined;
    const edit = { version: body.version, updatedBy: options.viewer.id };
    const period = await repository.updateUnavailability(tx, athleteId, before.id, body, edit);
    if (!period) throw await editConflict(tx, before.updatedBy, toCalendarUnavailability(before));
    return period;
  });
  if (!row) throw AppError.notFound();
  return toCalendarUnavailability(row);
}

export async function deleteUnavailability(options: Options & { unavailabilityId: number }) {
  const { db, athleteId } = options;
  await accessibleAthlete(db, options.viewer, athleteId);
  const isDeleted = await repository.deleteUnavailability(db, athleteId, options.unavailabilityId);
  if (!isDeleted) throw AppError.notFound();
}
