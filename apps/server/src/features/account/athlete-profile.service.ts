import { ProfileSchema } from "@coach/shared/account/account.schemas";
import type { AthleteProfileResponse } from "@coach/shared/account/athlete-profile.schemas";
import type { Executor } from "../../db/client";
import { accessibleAthlete } from "../access/athlete-access";
import type { UserRow } from "../people/users.service";
import { findAthleteCoaches } from "./athlete-profile.repository";

/**
 * GET api/athlete/{id}/profile/: the athlete's account as their profile and settings pages show
 * it. The athlete, their coaches and their business's owner; 404 for anyone else.
 */
export async function getAthleteProfile(options: {
  db: Executor;
  viewer: UserRow;
  athleteId: number;
}): Promise<AthleteProfileResponse> {
  const athlete = await accessibleAthlete(options.db, options.viewer, options.athleteId);
  const coaches = await findAthleteCoaches(options.db, athlete.id);
  return {
    id: athlete.id,
    fullName: `${athlete.firstName} ${athlete.lastName}`.trim(),
    firstName: athlete.firstName,
    lastName: athlete.lastName,
    email: athlete.email,
    profile: ProfileSchema.parse(athlete.profile ?? {}),
    displayUnits: athlete.displayUnits === "Imperial" ? "Imperial" : "Metric",
    dateFormat: athlete.dateFormat,
    timezone: athlete.timezone,
    coaches: coaches.map((coach) => ({
      id: coach.id,
      fullName: coach.fullName,
      since: coach.since.toISOString(),
    })),
    memberSince: athlete.createdAt.toISOString(),
  };
}
