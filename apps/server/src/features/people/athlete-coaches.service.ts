import type { AthleteCoach } from "@coach/shared/people/athlete-coaches.schemas";
import type { Executor } from "../../db/client";
import { findCoachesOf } from "./athlete-coaches.repository";

/** GET api/athlete/coaches/: whoever coaches the signed-in user. */
export async function findAthleteCoaches(options: {
  db: Executor;
  athleteId: number;
}): Promise<AthleteCoach[]> {
  const rows = await findCoachesOf(options.db, options.athleteId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    jobTitle: row.job_title,
    profilePictureUrl: row.profile_picture_url,
  }));
}
