import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export type AthleteCoachRow = {
  id: number;
  name: string;
  email: string;
  job_title: string;
  profile_picture_url: string | null;
};

/** The user's coaches, by name. One query. */
export async function findCoachesOf(db: Executor, athleteId: number): Promise<AthleteCoachRow[]> {
  const result = await db.execute<AthleteCoachRow>(sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as name, u.email, u.job_title,
           u.profile_picture_url
    from coach_athletes ca join users u on u.id = ca.coach_id
    where ca.athlete_id = ${athleteId} and ca.coach_id <> ${athleteId}
    order by name, u.id`);
  return result.rows;
}
