import { createHash, randomBytes } from "node:crypto";
import { todayIn } from "@coach/shared/calendar/athlete-today";
import { SportId } from "@coach/shared/sports/sport-ids";
import { isSportId, SPORT_NAMES } from "@coach/shared/sports/sport-types";
import { addDays } from "@coach/shared/units/iso-week";
import { formatTimeText } from "@coach/shared/units/time-text";
import {
  type DisplayUnits,
  longDistance,
  shortDistance,
  unitLabels,
} from "@coach/shared/units/unit-conversions";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { accessibleAthlete } from "../access/athlete-access";
import { findUser, type UserRow } from "../people/users.service";
import * as events from "./calendar-events.repository";
import type { CalendarRaceRow, CalendarUnavailabilityRow } from "./calendar-mapping";
import { type CalendarWorkoutListRow, findWorkoutsInRange } from "./calendar-range.repository";
import { buildCalendar, type IcalEvent } from "./ical";

/** The feed holds the past 30 days and the next 180 (in the athlete's time zone). */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 180;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * POST api/athlete/{id}/calendar/feed/: a new secret URL for the athlete's own calendar; the
 * previous one stops working. Only the athlete: their coach sees the calendar but gets 403.
 */
export async function createCalendarFeed(options: {
  db: Database;
  viewer: UserRow;
  athleteId: number;
  publicUrl: string;
}): Promise<{ url: string }> {
  const { db, viewer, athleteId } = options;
  await accessibleAthlete(db, viewer, athleteId);
  if (viewer.id !== athleteId) throw AppError.forbidden();
  const token = randomBytes(32).toString("base64url");
  await events.saveFeedTokenHash(db, athleteId, hashToken(token));
  return { url: `${options.publicUrl}/api/calendar/feed/${token}.ics` };
}

/** GET api/calendar/feed/{token}.ics: the iCalendar text, or 404 for an unknown or old token. */
export async function renderCalendarFeed(options: {
  db: Database;
  file: string;
  publicUrl: string;
  now?: Date;
}): Promise<string> {
  const { db, file } = options;
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!TOKEN_PATTERN.test(token)) throw AppError.notFound();
  const athleteId = await events.findFeedAthleteId(db, hashToken(token));
  const athlete = athleteId === undefined ? undefined : await findUser({ db, userId: athleteId });
  if (!athlete) throw AppError.notFound();
  const today = todayIn(athlete.timezone, options.now);
  const range = {
    startDate: addDays(today, -FEED_PAST_DAYS),
    endDate: addDays(today, FEED_FUTURE_DAYS),
  };
  const [workouts, races, unavailability] = await Promise.all([
    findWorkoutsInRange(db, athlete.id, range.startDate, range.endDate),
    events.findRaces(db, athlete.id, range),
    events.findUnavailability(db, athlete.id, range),
  ]);
  const units: DisplayUnits = athlete.displayUnits === "Imperial" ? "Imperial" : "Metric";
  const host = new URL(options.publicUrl).host;
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  return buildCalendar({
    name: name ? `${name}: training` : "Training",
    events: [
      ...workouts.map((row) => workoutEvent(row, units, host)),
      ...races.map((row) => raceEvent(row, units, host)),
      ...unavailability.map((row) => unavailabilityEvent(row, host)),
    ],
  });
}

function distanceText(distanceM: number, sport: number, units: DisplayUnits): string {
  const labels = unitLabels(units);
  if (sport === SportId.swimming) {
    return `${Math.round(shortDistance(distanceM, units))} ${labels.shortDistance}`;
  }
  return `${Math.round(longDistance(distanceM, units) * 100) / 100} ${labels.distance}`;
}

type WorkoutRow = CalendarWorkoutListRow;

function workoutEvent(row: WorkoutRow, units: DisplayUnits, host: string): IcalEvent {
  const sport = isSportId(row.type) ? SPORT_NAMES[row.type] : "Workout";
  const isCalendarItem = row.type === SportId.restDay || row.type === SportId.note;
  const figures = [
    row.totalDuration > 0 ? `Duration: ${formatTimeText(row.totalDuration)}` : null,
    row.totalDistance > 0 ? `Distance: ${distanceText(row.totalDistance, row.type, units)}` : null,
    row.totalStress > 0 ? `Stress: ${row.totalStress}` : null,
  ].filter((line) => line !== null);
  const description = [figures.join("\n"), row.instructions.trim()].filter(Boolean).join("\n\n");
  return {
    uid: `workout-${row.id}@${host}`,
    stamp: row.updatedAt,
    startDate: row.date,
    endDateExclusive: addDays(row.date, 1),
    summary: isCalendarItem && row.name === sport ? sport : `${sport}: ${row.name}`,
    description,
  };
}

function raceEvent(row: CalendarRaceRow, units: DisplayUnits, host: string): IcalEvent {
  const distance = row.distance ? `Distance: ${distanceText(row.distance, 0, units)}` : "";
  return {
    uid: `race-${row.id}@${host}`,
    stamp: row.updatedAt,
    startDate: row.date,
    endDateExclusive: addDays(row.date, 1),
    summary: `Race (${row.priority}): ${row.name}`,
    description: [distance, row.notes.trim()].filter(Boolean).join("\n\n"),
  };
}

function unavailabilityEvent(row: CalendarUnavailabilityRow, host: string): IcalEvent {
  return {
    uid: `unavailable-${row.id}@${host}`,
    stamp: row.updatedAt,
    startDate: row.startDate,
    endDateExclusive: addDays(row.endDate, 1),
    summary: `Unavailable: ${row.reason}`,
    description: row.note.trim(),
  };
}
