import { specActivityFields } from "@coach/shared/activities/spec-activity";
import type {
  CalendarActivity,
  CalendarGridActivity,
  CalendarGridWorkout,
  CalendarRace,
  CalendarUnavailability,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { activityFlag, plannedWorkoutFlag } from "@coach/shared/calendar/event-flags";
import type { LibraryWorkoutId } from "@coach/shared/library/library.schemas";
import type { AthleteRecord } from "@coach/shared/records/record.schemas";
import { parseRowId } from "@coach/shared/validation/row-id";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import { methodZonesFor } from "@coach/shared/zones/zone-lookup";
import type { calendarRaces, calendarUnavailability } from "../../db/schema";
import type { CalendarWorkoutWithCreator } from "./calendar.repository";
import type {
  CalendarActivityRow,
  CalendarGridActivityRow,
} from "./calendar-activities.repository";
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
/** What a workout's answer reads besides its row: the athlete's today and zones. */
export type WorkoutReader = { today: string; zones: AccountZones | null };

function calendarWorkoutFields(
  row: WorkoutFieldsRow,
  { today, zones }: WorkoutReader,
): Omit<CalendarWorkout, "steps"> {
  const sourceLibraryId = toSourceLibraryId(row.sourceLibraryId);
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
    sourceLibraryId,
    planAssignmentId: row.planAssignmentId,
    threshold: methodZonesFor(zones, row.type, row.method)?.threshold ?? null,
    injury: row.isInjuryDay ?? false,
    comments: row.comments ?? [],
    library: false,
    // A copy of a built-in test (string ids) keeps its flag of a product default.
    isSTDefault: typeof sourceLibraryId === "string",
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
    // The last writer: its creator until someone changes it.
    updator: row.updatedBy ?? row.createdBy,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toCalendarWorkout(
  row: CalendarWorkoutWithCreator,
  reader: WorkoutReader,
): CalendarWorkout {
  return { ...calendarWorkoutFields(row, reader), steps: row.steps };
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
  activities: CalendarActivity[] | CalendarGridActivity[];
  records: AthleteRecord[];
};

const flagOf = (row: CalendarGridActivityRow) =>
  activityFlag({ isMatched: row.matchedWorkoutId !== null, deviationPct: row.deviation });

/** A completed activity as the grid draws it (CalendarGridActivitySchema). */
export function toCalendarGridActivity(row: CalendarGridActivityRow): CalendarGridActivity {
  return {
    id: row.id,
    date: row.date,
    sport: row.sport,
    flag: flagOf(row),
    activity_name: row.name,
    matched_workout_id: row.matchedWorkoutId,
    completed_duration_seconds: row.durationSec,
    completed_distance: row.distanceM,
    actual_stress: row.stress,
  };
}

/** A completed activity as the spec's Activity, with our sport id and flag. */
export function toCalendarActivity(row: CalendarActivityRow): CalendarActivity {
  const flag = flagOf(row);
  const figures = {
    ...row.figures,
    durationSec: row.durationSec,
    distanceM: row.distanceM,
    stress: row.stress,
  };
  return {
    ...specActivityFields({ ...row, flag, figures }),
    sport: row.sport,
    flag,
  };
}

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
export function calendarRangeJson(
  parts: RangeParts & { workouts: CalendarWorkoutListRow[]; zones: AccountZones | null },
) {
  const reader = { today: parts.today, zones: parts.zones };
  const workouts = parts.workouts.map((row) => {
    const fields = JSON.stringify(calendarWorkoutFields(row, reader));
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
