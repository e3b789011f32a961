import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { ownedBusinessAthletes, visibleCoachingLinks } from "../access/access.service";

/**
 * The athletes of My athletes, as a subquery of (athlete_id, coach_id, muted, is_own) rows: those
 * the viewer coaches; for a business owner also every athlete coached in the business or by one
 * of its coaches, and its athletes without a coach (business_athletes, coach_id null). The same
 * people the access rule lets the viewer see, read one access path at a time through its index
 * (features/access, decision 102).
 */
function coachingRows(viewerId: number): SQL {
  return sql`(
    select links.athlete_id, links.coach_id, links.muted, links.coach_id = ${viewerId} as is_own
    from ${visibleCoachingLinks(viewerId)} links
    union all
    select owned.athlete_id, null, false, false from ${ownedBusinessAthletes(viewerId)} owned
  )`;
}

/** The athlete ids of My athletes, as a subquery. */
function visibleAthleteIds(viewerId: number): SQL {
  return sql`(select athlete_id from ${coachingRows(viewerId)} rows where athlete_id <> ${viewerId})`;
}

export type MyAthleteRow = {
  id: number;
  email: string;
  full_name: string;
  profile_picture_url: string | null;
  timezone: string;
  coach_id: number | null;
  coach_name: string | null;
  muted: boolean;
};

/**
 * One row per athlete: their own coaching link with the viewer when there is one, else the
 * link of their coach in the business, else none (an athlete of the business without a coach).
 * The users are fetched by their ids (`= any(array(...))`): the planner cannot know how few
 * athletes one viewer has and would otherwise hash the whole users table (decision 102).
 */
export async function findMyAthletes(db: Executor, viewerId: number): Promise<MyAthleteRow[]> {
  const result = await db.execute<MyAthleteRow>(sql`
    with chosen as (
      select distinct on (athlete_id) athlete_id, coach_id, muted
      from ${coachingRows(viewerId)} rows
      where athlete_id <> ${viewerId}
      order by athlete_id, is_own desc, coach_id is null, coach_id)
    select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as full_name,
           u.profile_picture_url, u.timezone, chosen.coach_id,
           (select trim(cu.first_name || ' ' || cu.last_name) from users cu
            where cu.id = chosen.coach_id) as coach_name,
           chosen.muted
    from chosen join users u on u.id = chosen.athlete_id
    where u.id = any(array(select athlete_id from chosen))
    order by u.id`);
  return result.rows;
}

export type GroupRow = {
  id: number;
  name: string;
  description: string;
  version: number;
  athlete_ids: number[];
};

/** The viewer's groups with their members, by name. */
export async function findGroupsWithMembers(db: Executor, coachId: number): Promise<GroupRow[]> {
  const result = await db.execute<GroupRow>(sql`
    select g.id, g.name, g.description, g.version,
           coalesce(array_agg(m.athlete_id order by m.athlete_id)
                    filter (where m.athlete_id is not null), '{}') as athlete_ids
    from athlete_groups g left join athlete_group_members m on m.group_id = g.id
    where g.coach_id = ${coachId}
    group by g.id order by lower(g.name), g.id`);
  return result.rows;
}

export type DotWorkoutRow = {
  id: number;
  athlete_id: number;
  date: string;
  name: string;
  type: number;
  is_matched: boolean;
  deviation: number | null;
};

/**
 * The planned workouts (rest days and notes left out) of every athlete of My athletes from
 * `fromDate` to `toDate`, with whether an activity matched each and its deviation. One query.
 */
export async function findDotWorkouts(
  db: Executor,
  viewerId: number,
  fromDate: string,
  toDate: string,
  calendarItemTypes: number[],
): Promise<DotWorkoutRow[]> {
  const result = await db.execute<DotWorkoutRow>(sql`
    select w.id, w.athlete_id, w.date::text as date, w.name, w.type,
           a.id is not null as is_matched, a.deviation
    from calendar_workouts w
    -- Per workout through the index of matched workouts, never a scan of every activity.
    left join lateral (select id, deviation from activities
                       where matched_workout_id = w.id) a on true
    where w.athlete_id in ${visibleAthleteIds(viewerId)}
      and w.date between ${fromDate}::date and ${toDate}::date
      and w.type not in (${sql.join(
        calendarItemTypes.map((type) => sql`${type}`),
        sql`, `,
      )})
    order by w.athlete_id, w.date, w.position, w.id`);
  return result.rows;
}

export type DotActivityRow = {
  id: number;
  athlete_id: number;
  date: string;
  name: string;
  sport: number;
  matched_workout_id: number | null;
  deviation: number | null;
};

/** The completed activities of every athlete of My athletes from `fromDate` to `toDate`. One query. */
export async function findDotActivities(
  db: Executor,
  viewerId: number,
  fromDate: string,
  toDate: string,
): Promise<DotActivityRow[]> {
  const result = await db.execute<DotActivityRow>(sql`
    select a.id, a.athlete_id, a.date::text as date, a.name, a.sport, a.matched_workout_id,
           a.deviation
    from activities a
    where a.athlete_id in ${visibleAthleteIds(viewerId)}
      and a.date between ${fromDate}::date and ${toDate}::date
    order by a.athlete_id, a.date, a.start_time, a.id`);
  return result.rows;
}

/** The businesses a user owns, and the coaches of those businesses, as SQL subqueries. */
const ownedBusinessIds = (ownerId: number) =>
  sql`(select id from businesses where owner_id = ${ownerId})`;
const ownedBusinessCoachIds = (ownerId: number) =>
  sql`(select bc.coach_id from business_coaches bc where bc.business_id in ${ownedBusinessIds(ownerId)})`;
/** The coaching links of an athlete that an owner's business holds. */
const businessLinks = (ownerId: number) => sql`(ca.coach_id = ${ownerId}
  or ca.business_id in ${ownedBusinessIds(ownerId)}
  or ca.coach_id in ${ownedBusinessCoachIds(ownerId)})`;

/** Mutes or unmutes the coach's own link with the athlete; false when there is none. */
export async function setOwnMute(
  db: Executor,
  coachId: number,
  athleteId: number,
  muted: boolean,
): Promise<boolean> {
  const result = await db.execute(sql`
    update coach_athletes set muted = ${muted}
    where coach_id = ${coachId} and athlete_id = ${athleteId}`);
  return (result.rowCount ?? 0) > 0;
}

/** Mutes or unmutes every link of the athlete in the owner's business; false when there is none. */
export async function setBusinessMute(
  db: Executor,
  ownerId: number,
  athleteId: number,
  muted: boolean,
): Promise<boolean> {
  const result = await db.execute(sql`
    update coach_athletes ca set muted = ${muted}
    where ca.athlete_id = ${athleteId} and ${businessLinks(ownerId)}`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Whether a coach muted an athlete: their own link's flag; for an owner without a link of their
 * own, whether a link of their business with the athlete is muted.
 */
export async function isMuted(db: Executor, coachId: number, athleteId: number): Promise<boolean> {
  const result = await db.execute<{ muted: boolean }>(sql`
    select coalesce(
      (select muted from coach_athletes where coach_id = ${coachId} and athlete_id = ${athleteId}),
      (select bool_or(ca.muted) from coach_athletes ca
       where ca.athlete_id = ${athleteId} and ${businessLinks(coachId)}),
      false) as muted`);
  return Boolean(result.rows[0]?.muted);
}

/** Ends the coach's own link with the athlete; the coach ids whose link ended. */
export async function deleteOwnLink(
  db: Executor,
  coachId: number,
  athleteId: number,
): Promise<number[]> {
  const result = await db.execute<{ coach_id: number }>(sql`
    delete from coach_athletes where coach_id = ${coachId} and athlete_id = ${athleteId}
    returning coach_id`);
  return result.rows.map((row) => row.coach_id);
}

/**
 * Ends every link of the athlete in the owner's business and takes them out of the business:
 * the coach ids whose link ended, and whether the business listed the athlete.
 */
export async function deleteBusinessLinks(
  db: Executor,
  ownerId: number,
  athleteId: number,
): Promise<{ coachIds: number[]; wasBusinessAthlete: boolean }> {
  const links = await db.execute<{ coach_id: number }>(sql`
    delete from coach_athletes ca
    where ca.athlete_id = ${athleteId} and ${businessLinks(ownerId)}
    returning ca.coach_id`);
  const listed = await db.execute(sql`
    delete from business_athletes
    where athlete_id = ${athleteId} and business_id in ${ownedBusinessIds(ownerId)}`);
  return {
    coachIds: links.rows.map((row) => row.coach_id),
    wasBusinessAthlete: (listed.rowCount ?? 0) > 0,
  };
}

/** Takes the athlete out of the groups of these coaches. */
export async function deleteGroupMemberships(
  db: Executor,
  coachIds: number[],
  athleteId: number,
): Promise<void> {
  if (coachIds.length === 0) return;
  await db.execute(sql`
    delete from athlete_group_members
    where athlete_id = ${athleteId} and group_id in (
      select id from athlete_groups
      where coach_id in (${sql.join(
        coachIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
}
