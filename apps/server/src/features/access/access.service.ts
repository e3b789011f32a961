import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";

/** Who is asking: enough of the user row to decide what they may see. */
export type Viewer = { id: number; isCoach: boolean; isBusinessOwner: boolean };

/** What a route names: an athlete's data, a coach (as a person the owner manages), a business. */
export type AccessTarget = { athleteId: number } | { coachId: number } | { businessId: number };

/**
 * The one access rule every route uses: a user sees their own data, a coach
 * sees their own athletes, a business owner sees everything of their business (its coaches,
 * every athlete any of its coaches coaches, and its athletes without a coach). One query,
 * whatever the target.
 */
export async function canAccess(
  db: Executor,
  viewer: Viewer,
  target: AccessTarget,
): Promise<boolean> {
  if ("athleteId" in target) {
    if (target.athleteId === viewer.id) return true;
    if (!viewer.isCoach && !viewer.isBusinessOwner) return false;
    const athleteId = sql`${target.athleteId}::integer`;
    const result = await db.execute<{ allowed: boolean }>(
      sql`select ${isAthleteAccessibleTo(athleteId, viewer)} as allowed`,
    );
    return Boolean(result.rows[0]?.allowed);
  }
  if ("coachId" in target) {
    if (target.coachId === viewer.id) return true;
    if (!viewer.isBusinessOwner) return false;
    const result = await db.execute<{ allowed: boolean }>(sql`
      select exists (
        select 1 from business_coaches bc join businesses b on b.id = bc.business_id
        where bc.coach_id = ${target.coachId} and b.owner_id = ${viewer.id}
      ) as allowed`);
    return Boolean(result.rows[0]?.allowed);
  }
  if (!viewer.isBusinessOwner) return false;
  const result = await db.execute<{ allowed: boolean }>(sql`
    select exists (
      select 1 from businesses where id = ${target.businessId} and owner_id = ${viewer.id}
    ) as allowed`);
  return Boolean(result.rows[0]?.allowed);
}

/**
 * The athlete rule of `canAccess` as a condition on an athlete id column or value, so that a
 * list of many athletes is checked in the statement that reads them: the viewer themselves;
 * for a coach or an owner, an athlete they coach, an athlete of their business (coached in it,
 * or listed in business_athletes without a coach), or an athlete of one of their business's
 * coaches. Everything is read from the current rows, so a coach removed from a business or an
 * athlete whose coaching link ended loses access with the next request.
 *
 * One EXISTS per access path, each bound to the athlete and the viewer and read through an
 * index, never one condition that ORs the paths over coach_athletes (which PostgreSQL can only
 * answer by reading the whole table): decision 102.
 */
export function isAthleteAccessibleTo(athleteId: SQLWrapper, viewer: Viewer): SQL {
  if (!viewer.isCoach && !viewer.isBusinessOwner) return sql`(${athleteId} = ${viewer.id})`;
  return sql`(${athleteId} = ${viewer.id}
    or exists (select 1 from coach_athletes ca
               where ca.athlete_id = ${athleteId} and ca.coach_id = ${viewer.id})
    or exists (select 1 from coach_athletes ca join businesses b on b.id = ca.business_id
               where ca.athlete_id = ${athleteId} and b.owner_id = ${viewer.id})
    or exists (select 1 from coach_athletes ca
               join business_coaches bc on bc.coach_id = ca.coach_id
               join businesses b on b.id = bc.business_id
               where ca.athlete_id = ${athleteId} and b.owner_id = ${viewer.id})
    or exists (select 1 from business_athletes ba join businesses b on b.id = ba.business_id
               where ba.athlete_id = ${athleteId} and b.owner_id = ${viewer.id}))`;
}

/**
 * The coaching links through which a coach or an owner sees athletes, as a subquery of
 * (athlete_id, coach_id, muted) rows: the viewer's own links, the links filed under a business
 * they own, and the links of that business's coaches. A UNION ALL with one branch per access
 * path, each read through its own index (coach_athletes' key leads with coach_id;
 * coach_athletes_business), so its cost follows the viewer's athletes whatever the size of the
 * platform (decision 102). A link reached by two paths comes twice.
 */
export function visibleCoachingLinks(viewerId: number): SQL {
  return sql`(
    select ca.athlete_id, ca.coach_id, ca.muted from coach_athletes ca
    where ca.coach_id = ${viewerId}
    union all
    select ca.athlete_id, ca.coach_id, ca.muted from coach_athletes ca
    join businesses b on b.id = ca.business_id
    where b.owner_id = ${viewerId}
    union all
    select ca.athlete_id, ca.coach_id, ca.muted from coach_athletes ca
    join business_coaches bc on bc.coach_id = ca.coach_id
    join businesses b on b.id = bc.business_id
    where b.owner_id = ${viewerId}
  )`;
}

/**
 * The athletes listed in a business the viewer owns (coached or not), as a subquery of
 * athlete_id rows: the access path of an owner's athletes without a coach.
 */
export function ownedBusinessAthletes(viewerId: number): SQL {
  return sql`(
    select ba.athlete_id from business_athletes ba join businesses b on b.id = ba.business_id
    where b.owner_id = ${viewerId}
  )`;
}

/**
 * The athletes a coach or an owner sees, themselves left out, as a subquery of athlete_id rows
 * (duplicates possible): the athletes of `visibleCoachingLinks` and `ownedBusinessAthletes`.
 * None for a viewer who neither coaches nor owns a business. The ids are gathered into an array
 * first: the planner then reads the rows they name through their keys (`x in (...)`), where an
 * estimate of a few hundred athletes would make it hash a whole table (decision 102).
 */
export function visibleAthleteIdsOf(viewer: Viewer): SQL {
  if (!viewer.isCoach && !viewer.isBusinessOwner) return sql`(select null::integer where false)`;
  return sql`(
    select athlete_id from unnest(array(
      select links.athlete_id from ${visibleCoachingLinks(viewer.id)} links
      union all
      select owned.athlete_id from ${ownedBusinessAthletes(viewer.id)} owned
    )) as athlete_id
    where athlete_id <> ${viewer.id})`;
}

/**
 * Whose library items (workouts, plans) a viewer sees, as a subquery of owner ids: themselves,
 * and every member (the owner and each coach) of any business they own or coach in.
 */
export function visibleLibraryOwnerIds(viewerId: number): SQL {
  return sql`(
    with viewer_businesses as (
      select id from businesses where owner_id = ${viewerId}
      union
      select business_id from business_coaches where coach_id = ${viewerId}
    )
    select ${viewerId}::integer
    union
    select owner_id from businesses where id in (select id from viewer_businesses)
    union
    select coach_id from business_coaches where business_id in (select id from viewer_businesses)
  )`;
}

/**
 * The business a user's new library items are filed under, as a subquery: the one they own,
 * else the first they coach in; null for a coach of no business.
 */
export function homeBusinessId(userId: number): SQL {
  return sql`(
    select id from (
      select id, 0 as rank from businesses where owner_id = ${userId}
      union all
      select business_id, 1 from business_coaches where coach_id = ${userId}
    ) owned order by rank, id limit 1)`;
}

/** Throws 404 (never 403) so that a caller cannot tell a hidden record from a missing one. */
export async function assertAccess(db: Executor, viewer: Viewer, target: AccessTarget) {
  if (!(await canAccess(db, viewer, target))) throw AppError.notFound();
}
