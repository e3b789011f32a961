import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export type CoachAthleteRow = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  muted: boolean;
  coach_id: number | null;
  zones: Record<string, unknown>;
};

/**
 * The athletes a coach may see, one row each: those they coach, and for a business owner every
 * athlete of their business, coached or not (same rule as the access helper). One query.
 */
export async function findVisibleAthletes(
  db: Executor,
  viewerId: number,
): Promise<CoachAthleteRow[]> {
  const result = await db.execute<CoachAthleteRow>(sql`
    (select distinct on (u.id) u.id, u.email, u.first_name, u.last_name, ca.muted,
            ca.coach_id, u.zones
     from coach_athletes ca join users u on u.id = ca.athlete_id
     where u.id <> ${viewerId} and (
       ca.coach_id = ${viewerId}
       or ca.business_id in (select id from businesses where owner_id = ${viewerId})
       or ca.coach_id in (select bc.coach_id from business_coaches bc
                          join businesses b on b.id = bc.business_id where b.owner_id = ${viewerId}))
     order by u.id, (ca.coach_id = ${viewerId}) desc)
    union all
    -- The owner's athletes whom nobody coaches (yet, or since their coach left).
    (select u.id, u.email, u.first_name, u.last_name, false, null, u.zones
     from business_athletes ba join businesses b on b.id = ba.business_id
     join users u on u.id = ba.athlete_id
     where b.owner_id = ${viewerId} and u.id <> ${viewerId}
       and not exists (select 1 from coach_athletes ca where ca.athlete_id = ba.athlete_id))`);
  return result.rows;
}
