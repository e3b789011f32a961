import type {
  CalendarRangeResponse,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
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
    flag: "scheduled",
    creator: COACH_ID,
    creatorName: "Olivia Hart",
    created: "2026-05-01T10:00:00.000Z",
    updated: "2026-05-01T10:00:00.000Z",
    version: 1,
    ...fields,
  };
}

export function rangeAnswer(fields: Partial<CalendarRangeResponse> = {}): CalendarRangeResponse {
  return {
    today: "2026-06-15",
    workouts: [],
    races: [],
    unavailability: [],
    activities: [],
    records: [],
    ...fields,
  };
}
