import type {
  CalendarActivity,
  CalendarGridWorkout,
  CalendarRace,
  CalendarUnavailability,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { plannedWorkoutFlag } from "@coach/shared/calendar/event-flags";
import type { LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import { parseRowId } from "@coach/shared/validation/row-id";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { calendarRaces, calendarUnavailability } from "../../db/schema";
import type { CalendarWorkoutWithCreator } from "./calendar.repository";
import type { CalendarGridWorkoutRow, CalendarWorkoutListRow } from "./calendar-range.repository";

export type CalendarRaceRow = typeof calendarRaces.$inferSelect;
export type CalendarUnavailabilityRow = typeof calendarUnavailability.$inferSelect;

/** Library ids are stored as text: digits were a row id, anything else a built-in test's id. */
export function toSourceLibraryId(stored: string | null): LibraryWorkoutId | null {
  if (stored === null) return null;
  return parseRowId(stored) ?? stored;
}

type WorkoutFieldsRow = Omit<CalendarWorkoutWithCreator, "steps">;

/**
 * A stored workout as the calendar answers it, but its steps. Its flag is the matching
 * activity's (success or between by its deviation), else against the athlete's today: 'failure'
 * once past, 'scheduled' until then.
 */
function calendarWorkoutFields(
  row: WorkoutFieldsRow,
  today: string,
): Omit<CalendarWorkout, "steps"> {
  return {
    id: row.id,
    athleteId: row.athleteId,
    date: row.date,
    position: row.position,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    method: row.method,
    basedOn: row.basedOn,
    instructions: row.instructions,
    isPool: row.isPool,
    poolLength: row.poolLength,
    poolLengthUnit: row.poolLengthUnit,
    elevation: row.elevation,
    gradient: row.gradient,
    totalDuration: row.totalDuration,
    totalDistance: row.totalDistance,
    totalStress: row.totalStress,
    sourceLibraryId: toSourceLibraryId(row.sourceLibraryId),
    planAssignmentId: row.planAssignmentId,
    flag: plannedWorkoutFlag(
      {
        date: row.date,
        isMatched: row.isMatched ?? false,
        deviationPct: row.matchedDeviation ?? null,
      },
      today,
    ),
    creator: row.createdBy,
    creatorName: row.creatorName,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toCalendarWorkout(row: CalendarWorkoutWithCreator, today: string): CalendarWorkout {
  return { ...calendarWorkoutFields(row, today), steps: row.steps };
}

/** A planned workout as the month grid draws it (CalendarGridWorkoutSchema). */
export function toCalendarGridWorkout(
  row: CalendarGridWorkoutRow,
  today: string,
): CalendarGridWorkout {
  return {
    id: row.id,
    date: row.date,
    position: row.position,
    name: row.name,
    type: row.type,
    totalDuration: row.totalDuration,
    totalDistance: row.totalDistance,
    totalStress: row.totalStress,
    flag: plannedWorkoutFlag(
      { date: row.date, isMatched: row.isMatched, deviationPct: row.matchedDeviation },
      today,
    ),
  };
}

/**
 * Everything of a range's answer but its workouts. Races and unavailability come as the JSON
 * text of their answer items, written by PostgreSQL (calendar-range.repository).
 */
type RangeParts = {
  today: string;
  racesJson: string;
  unavailabilityJson: string;
  activities: CalendarActivity[];
  records: AthleteRecord[];
};

function rangeJson(parts: RangeParts, workoutsJson: string): string {
  return [
    `{"today":${JSON.stringify(parts.today)}`,
    `"workouts":${workoutsJson}`,
    `"races":${parts.racesJson}`,
    `"unavailability":${parts.unavailabilityJson}`,
    `"activities":${JSON.stringify(parts.activities)}`,
    `"records":${JSON.stringify(parts.records)}}`,
  ].join(",");
}

/**
 * The range call's answer (CalendarRangeResponseSchema) written directly as JSON: each
 * workout's steps are spliced in as the database's JSON text, which the server wrote from
 * validated steps, and so are the races and unavailability. The tests parse this answer with
 * the schema.
 */
export function calendarRangeJson(parts: RangeParts & { workouts: CalendarWorkoutListRow[] }) {
  const workouts = parts.workouts.map((row) => {
    const fields = JSON.stringify(calendarWorkoutFields(row, parts.today));
    return `${fields.slice(0, -1)},"steps":${row.stepsJson}}`;
  });
  return rangeJson(parts, `[${workouts.join(",")}]`);
}

/** The grid's answer (CalendarGridResponseSchema) as JSON text. */
export function calendarGridJson(parts: RangeParts & { workouts: CalendarGridWorkoutRow[] }) {
  const workouts = parts.workouts.map((row) => toCalendarGridWorkout(row, parts.today));
  return rangeJson(parts, JSON.stringify(workouts));
}

/** The workout fields of a stored workout, to copy it or recompute its totals. */
export function toWorkoutBody(row: Omit<CalendarWorkoutWithCreator, "creatorName">): WorkoutBody {
  return {
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    method: row.method,
    basedOn: row.basedOn,
    steps: row.steps,
    instructions: row.instructions,
    isPool: row.isPool,
    poolLength: row.poolLength,
    poolLengthUnit: row.poolLengthUnit,
    elevation: row.elevation,
    gradient: row.gradient,
  };
}

export function toCalendarRace(row: CalendarRaceRow): CalendarRace {
  return {
    id: row.id,
    athleteId: row.athleteId,
    date: row.date,
    name: row.name,
    distance: row.distance,
    priority: row.priority,
    notes: row.notes,
    version: row.version,
  };
}

export function toCalendarUnavailability(row: CalendarUnavailabilityRow): CalendarUnavailability {
  return {
    id: row.id,
    athleteId: row.athleteId,
    startDate: row.startDate,
    endDate: row.endDate,
    kind: row.kind,
    reason: row.reason,
    note: row.note,
    version: row.version,
  };
}
