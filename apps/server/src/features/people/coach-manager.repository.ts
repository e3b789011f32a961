import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { userFullName } from "../../db/user-name";
import { businessAthleteIds, insertBusinessAthletes } from "./business-athletes.repository";

/** The users table as `u` in hand-written SQL, for its columns in `userFullName`. */
const person = alias(users, "u");
const nameOfPerson = userFullName(person);

export type BusinessCoachRow = { id: number; name: string; email: string; is_owner: boolean };

/** The coaches of a business: the owner first (when they coach), then by name. */
export async function findBusinessCoaches(
  db: Executor,
  businessId: number,
): Promise<BusinessCoachRow[]> {
  const result = await db.execute<BusinessCoachRow>(sql`
    select u.id, ${nameOfPerson} as name, u.email,
           (u.id = b.owner_id) as is_owner
    from business_coaches bc
    join businesses b on b.id = bc.business_id
    join users u on u.id = bc.coach_id
    where bc.business_id = ${businessId}
    order by is_owner desc, lower(${nameOfPerson}), u.id`);
  return result.rows;
}

export type BusinessAthleteRow = {
  id: number;
  name: string;
  email: string;
  /** A coach of the business who coaches them; null for an unassigned athlete. */
  coach_id: number | null;
};

/**
 * Every athlete of the business, one row per coach of the business who coaches them (one row
 * with a null coach when none does), by name. One query whatever the number of athletes.
 */
export async function findBusinessAthletes(
  db: Executor,
  businessId: number,
): Promise<BusinessAthleteRow[]> {
  const result = await db.execute<BusinessAthleteRow>(sql`
    select u.id, ${nameOfPerson} as name, u.email, ca.coach_id
    from users u
    left join coach_athletes ca on ca.athlete_id = u.id
      and ca.coach_id in (select coach_id from business_coaches where business_id = ${businessId})
    where u.id in ${businessAthleteIds(businessId)}
    order by lower(${nameOfPerson}), u.id`);
  return result.rows;
}

/** Whether the user is one of the business's coaches (the owner included when they coach). */
export async function isBusinessCoach(
  db: Executor,
  businessId: number,
  coachId: number,
): Promise<boolean> {
  const result = await db.execute<{ member: boolean }>(sql`
    select exists(select 1 from business_coaches
                  where business_id = ${businessId} and coach_id = ${coachId}) as member`);
  return Boolean(result.rows[0]?.member);
}

/**
 * Takes a coach out of a business: the athletes they coached in it stay athletes of the
 * business (business_athletes) without this coach, and their coaching links in the business
 * end. Returns those athletes' ids.
 */
export async function removeBusinessCoach(
  db: Executor,
  businessId: number,
  coachId: number,
): Promise<number[]> {
  const result = await db.execute<{ athlete_id: number }>(sql`
    select athlete_id from coach_athletes
    where coach_id = ${coachId} and athlete_id in ${businessAthleteIds(businessId)}
    order by athlete_id`);
  const athleteIds = result.rows.map((row) => row.athlete_id);
  if (athleteIds.length > 0) {
    await insertBusinessAthletes(db, businessId, athleteIds);
    await db.execute(sql`
      delete from coach_athletes
      where coach_id = ${coachId} and athlete_id = any(${sql.param(athleteIds)}::integer[])`);
  }
  await db.execute(sql`
    delete from business_coaches where business_id = ${businessId} and coach_id = ${coachId}`);
  return athleteIds;
}
