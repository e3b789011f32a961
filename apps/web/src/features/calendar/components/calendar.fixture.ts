import type {
  CalendarRangeResponse,
  CalendarWorkout,
} from "@coach/shared/calendar/calendar.schemas";
import { defaultAccountZones } from "@coach/shared/zones/default-zones";
import { accountInfoFixture } from "../../account/components/account-info.fixture";

export const COACH_ID = 11;
export const ATHLETE_ID = 21;
export const coachInfo = accountInfoFixture({
  id: COACH_ID,
  isCoach: true,
  fullName: "Olivia Hart",
});
export const athletesAnswer = {
  athletes: [{ id: ATHLETE_ID, fullName: "Anna Berg", email: "anna@example.com" }],
};
export const zonesAnswer = (() => {
  const zones = defaultAccountZones();
  zones.cyclingMethods.power.threshold = 210;
  zones.runningMethods.ftpHr.threshold = 172;
  zones.runningMethods.pace.threshold = 255;
  return zones;
})();

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
