import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { ownedBusinessAthletes, visibleCoachingLinks } from "../access/access.service";

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
 * athlete of their business, coached or not (same rule as the access helper). One query, whose
 * links come from one index read per access path (visibleCoachingLinks, decision 102); an
 * athlete reached by several links is shown with the viewer's own link first, else the link of
 * the lowest coach id. The users are fetched by their ids (`= any(array(...))`): the planner
 * cannot know how few athletes one viewer has and would otherwise hash the whole users table.
 */
export async function findVisibleAthletes(
  db: Executor,
  viewerId: number,
): Promise<CoachAthleteRow[]> {
  const result = await db.execute<CoachAthleteRow>(sql`
    with links as (
      select distinct on (athlete_id) athlete_id, coach_id, muted
      from ${visibleCoachingLinks(viewerId)} links
      where athlete_id <> ${viewerId}
      order by athlete_id, (coach_id = ${viewerId}) desc, coach_id),
    -- The owner's athletes whom nobody coaches (yet, or since their coach left).
    unassigned as (
      select owned.athlete_id, null::integer as coach_id, false as muted
      from ${ownedBusinessAthletes(viewerId)} owned
      where owned.athlete_id <> ${viewerId}
        -- One index read per owned athlete (coach_athletes_athlete). Written as NOT EXISTS, it
        -- let PostgreSQL hash all of coach_athletes, which grows with the platform, whenever it
        -- reckoned the table small enough (bench/scale.bench.ts, 2,024 links).
        and (select 1 from coach_athletes ca where ca.athlete_id = owned.athlete_id limit 1) is null),
    chosen as (select * from links union all select * from unassigned)
    select u.id, u.email, u.first_name, u.last_name, chosen.muted, chosen.coach_id, u.zones
    from chosen join users u on u.id = chosen.athlete_id
    where u.id = any(array(select athlete_id from chosen))`);
  return result.rows;
}
