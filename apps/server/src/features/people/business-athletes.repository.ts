import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

export type OwnedBusinessRow = {
  id: number;
  owner_id: number;
  business_name: string;
  subdomain: string | null;
  /** Whether the owner is one of the business's coaches. */
  owner_coaches: boolean;
};

/** The business an owner owns (one at most), or undefined. */
export async function findOwnedBusiness(
  db: Executor,
  ownerId: number,
): Promise<OwnedBusinessRow | undefined> {
  const result = await db.execute<OwnedBusinessRow>(sql`
    select b.id, b.owner_id, b.business_name, b.subdomain,
           exists(select 1 from business_coaches bc
                  where bc.business_id = b.id and bc.coach_id = b.owner_id) as owner_coaches
    from businesses b where b.owner_id = ${ownerId}`);
  return result.rows[0];
}

/**
 * The athlete ids of a business, as a subquery: those listed in business_athletes and those
 * coached within it, never its owner or one of its coaches (the coach manager lists those as
 * coaches, not as athletes).
 */
export function businessAthleteIds(businessId: number): SQL {
  return sql`(
    select athlete_id from (
      select athlete_id from business_athletes where business_id = ${businessId}
      union
      select athlete_id from coach_athletes where business_id = ${businessId}
    ) members
    where athlete_id <> (select owner_id from businesses where id = ${businessId})
      and athlete_id not in (select coach_id from business_coaches where business_id = ${businessId})
  )`;
}

/** Lists an athlete in a business; nothing happens when they already are. */
export async function insertBusinessAthletes(
  db: Executor,
  businessId: number,
  athleteIds: number[],
): Promise<void> {
  if (athleteIds.length === 0) return;
  await db.execute(sql`
    insert into business_athletes (business_id, athlete_id)
    select ${businessId}, unnest(${sql.param(athleteIds)}::integer[])
    on conflict do nothing`);
}

/** Whether any coach of the business coaches the athlete. */
export async function isCoachedInBusiness(
  db: Executor,
  businessId: number,
  athleteId: number,
): Promise<boolean> {
  const result = await db.execute<{ coached: boolean }>(sql`
    select exists(
      select 1 from coach_athletes
      where athlete_id = ${athleteId}
        and coach_id in (select coach_id from business_coaches where business_id = ${businessId})
    ) as coached`);
  return Boolean(result.rows[0]?.coached);
}

/**
 * The coach coaches the athlete within the business. Another coach of the same business stops
 * coaching them (an athlete has one coach per business); a link the coach already had keeps
 * its muting and is filed under the business.
 */
export async function assignCoach(
  db: Executor,
  link: { businessId: number; coachId: number; athleteId: number },
): Promise<void> {
  await db.execute(sql`
    delete from coach_athletes
    where athlete_id = ${link.athleteId} and coach_id <> ${link.coachId}
      and coach_id in (select coach_id from business_coaches where business_id = ${link.businessId})`);
  await db.execute(sql`
    insert into coach_athletes (coach_id, athlete_id, business_id)
    values (${link.coachId}, ${link.athleteId}, ${link.businessId})
    on conflict (coach_id, athlete_id) do update set business_id = excluded.business_id`);
}

/** Whether the user is an athlete of the business (see `businessAthleteIds`). */
export async function isBusinessAthlete(
  db: Executor,
  businessId: number,
  athleteId: number,
): Promise<boolean> {
  const result = await db.execute<{ member: boolean }>(sql`
    select ${athleteId}::integer in ${businessAthleteIds(businessId)} as member`);
  return Boolean(result.rows[0]?.member);
}
