import type {
  CalendarGridResponse,
  CalendarGridWorkout,
  CalendarRace,
  CalendarUnavailability,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { ATHLETE_ID, COACH_ID } from "../../../../test/coach-athletes.fixture";

let nextId = 100;
export function calendarWorkout(
  fields: Partial<CalendarWorkout> & Pick<CalendarWorkout, "date" | "name">,
): CalendarWorkout {
  return {
    id: nextId++,
    athleteId: ATHLETE_ID,
    position: 0,
    type: 1,
    subtype: null,
    method: 1,
    basedOn: "Duration",
    steps: [],
    instructions: "",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
    totalDuration: 3600,
    totalDistance: 10_000,
    totalStress: 60,
    sourceLibraryId: null,
    planAssignmentId: null,
    threshold: null,
    injury: false,
    comments: [],
    library: false,
    isSTDefault: false,
    flag: "scheduled",
    creator: COACH_ID,
    creatorName: "Olivia Hart",
    updator: COACH_ID,
    created: "2026-05-01T10:00:00.000Z",
    updated: "2026-05-01T10:00:00.000Z",
    version: 1,
    ...fields,
  };
}

/** A workout as the grid's answer carries it: what the grid draws, no steps (view=grid). */
export function gridWorkout(workout: CalendarWorkout | CalendarGridWorkout): CalendarGridWorkout {
  const { id, date, position, name, type, totalDuration, totalDistance, totalStress, flag } =
    workout;
  return { id, date, position, name, type, totalDuration, totalDistance, totalStress, flag };
}

/** The grid's range answer; whole workouts given are cut to what the grid's answer carries. */
export function rangeAnswer(
  fields: Partial<Omit<CalendarGridResponse, "workouts">> & {
    workouts?: (CalendarWorkout | CalendarGridWorkout)[];
  } = {},
): CalendarGridResponse {
  return {
    today: "2026-06-15",
    races: [],
    unavailability: [],
    activities: [],
    records: [],
    ...fields,
    workouts: (fields.workouts ?? []).map(gridWorkout),
  };
}

/**
 * Resolves once the range's answer is drawn: the grid is drawn empty before it (aria-busy), so
 * a test waits for this before it looks for events. A selector, not a role query: role queries
 * over the whole grid, polled while waiting, are slow in jsdom.
 */
export async function calendarDrawn() {
  await waitFor(
    () => {
      expect(document.querySelector("[data-calendar-grid]")).not.toBeNull();
      expect(document.querySelector("[data-calendar-grid][aria-busy='true']")).toBeNull();
      // A month of days takes jsdom a while to draw on a busy machine.
    },
    { timeout: 5000 },
  );
}

/** The athlete's A race on Saturday 27 June 2026, a half marathon. */
export function calendarRace(fields: Partial<CalendarRace> = {}): CalendarRace {
  return {
    id: 5,
    athleteId: ATHLETE_ID,
    date: "2026-06-27",
    name: "City half marathon",
    distance: 21_097.5,
    priority: "A",
    notes: "",
    version: 1,
    ...fields,
  };
}

/** The athlete away on 3 and 4 June 2026 ("Travel"). */
export function travelDays(fields: Partial<CalendarUnavailability> = {}): CalendarUnavailability {
  return {
    id: 7,
    athleteId: ATHLETE_ID,
    startDate: "2026-06-03",
    endDate: "2026-06-04",
    kind: "unavailable",
    reason: "Travel",
    note: "",
    version: 1,
    ...fields,
  };
}
