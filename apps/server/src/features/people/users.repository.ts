import { and, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { userFullName } from "../../db/user-name";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0];
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * The user of an id when `condition` (a rule on `users.id`, such as an access rule) holds for
 * them, or undefined: the check and the read in one statement.
 */
export async function findUserByIdWhere(
  db: Executor,
  id: number,
  condition: SQL,
): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), condition))
    .limit(1);
  return rows[0];
}

/**
 * The user's row, locked until the transaction ends. A write to an athlete's zones takes this lock
 * before anything else, so simultaneous writes queue instead of losing a change (decision 083).
 * FOR NO KEY UPDATE, the lock an UPDATE of a non-key column takes anyway: it does not block the
 * FOR KEY SHARE that foreign-key checks of calendar writes take on the same row.
 */
export async function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for("no key update");
  return rows[0];
}

export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  return rows[0]!;
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  if (Object.keys(changes).length === 0) return findUserById(db, id);
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return rows[0];
}

/**
 * Writes a user's zones and bumps their version in one statement, recording who wrote them. With
 * `version`, only while the stored version is still that one (decision 083): undefined when it
 * is not, or when there is no such user.
 */
export async function updateUserZones(
  db: Executor,
  id: number,
  write: { zones: unknown; version?: number; updatedBy: number },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({
      zones: write.zones,
      zonesVersion: sql`${users.zonesVersion} + 1`,
      zonesUpdatedBy: write.updatedBy,
    })
    .where(
      and(
        eq(users.id, id),
        write.version === undefined ? undefined : eq(users.zonesVersion, write.version),
      ),
    )
    .returning();
  return rows[0];
}

/** The users table as `u` in hand-written SQL, for its columns in `userFullName`. */
const coachUser = alias(users, "u");

export type UserLinks = {
  coachName: string | null;
  hasCoach: boolean;
  businessName: string | null;
  subdomain: string | null;
  businessLogoUrl: string | null;
};

/**
 * What the account screens show about a user's coaching links, in one query: the business they
 * own, or coach in, or are coached in (in that order), and their first coach's name.
 */
export async function findUserLinks(db: Executor, userId: number): Promise<UserLinks> {
  const result = await db.execute<{
    coach_name: string | null;
    has_coach: boolean;
    business_name: string | null;
    subdomain: string | null;
    business_logo_url: string | null;
  }>(sql`
    with coach as (
      select ${userFullName(coachUser)} as name, ca.business_id
      from coach_athletes ca join users u on u.id = ca.coach_id
      where ca.athlete_id = ${userId} and ca.coach_id <> ${userId}
      order by ca.created_at limit 1
    ),
    business as (
      select b.* from businesses b where b.owner_id = ${userId}
      union all
      select b.* from businesses b join business_coaches bc on bc.business_id = b.id
        where bc.coach_id = ${userId}
      union all
      select b.* from businesses b join coach on coach.business_id = b.id
      limit 1
    )
    select (select name from coach) as coach_name,
           exists(select 1 from coach) as has_coach,
           (select business_name from business) as business_name,
           (select subdomain from business) as subdomain,
           (select business_logo_url from business) as business_logo_url`);
  const row = result.rows[0]!;
  return {
    coachName: row.coach_name,
    hasCoach: row.has_coach,
    businessName: row.business_name,
    subdomain: row.subdomain,
    businessLogoUrl: row.business_logo_url,
  };
}
