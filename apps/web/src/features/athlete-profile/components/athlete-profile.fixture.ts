import type { AthleteProfileResponse } from "@coach/shared/account/athlete-profile.schemas";
import { ATHLETE_ID } from "../../../../test/coach-athletes.fixture";

/** A GET api/athlete/{id}/profile/ answer for the calendar fixture's athlete, Anna Berg. */
export const annaProfile: AthleteProfileResponse = {
  id: ATHLETE_ID,
  fullName: "Anna Berg",
  firstName: "Anna",
  lastName: "Berg",
  email: "anna@example.com",
  profile: {
    sports: ["running", "swimming"],
    trainingDays: ["Tuesday", "Saturday"],
    trainingAvailability: { Tuesday: 1.5, Saturday: 3 },
  },
  displayUnits: "Imperial",
  dateFormat: "DD/MM/YYYY",
  timezone: "Europe/Oslo",
  coaches: [{ id: 7, fullName: "Olivia Hart", since: "2026-03-02T10:00:00.000Z" }],
  memberSince: "2025-01-15T08:30:00.000Z",
};
