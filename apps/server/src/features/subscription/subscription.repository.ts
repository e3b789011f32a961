import { eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { subscriptions, users } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Whose subscription covers a user: the owner of the business they own or coach in (the owned
 * one first), else the user themselves (a coach without a business), with the account's
 * creation time (the trial runs from it). A query yielding (account_id, created_at).
 */
const accountOf = (userId: number) => sql`
  select holder.account_id, u.created_at from (
    select coalesce((
      select owner_id from (
        select owner_id, 0 as rank from businesses where owner_id = ${userId}
        union all
        select b.owner_id, 1 from business_coaches bc join businesses b on b.id = bc.business_id
        where bc.coach_id = ${userId}
      ) owned order by rank limit 1), ${userId}::integer) as account_id
  ) holder join users u on u.id = holder.account_id`;

/**
 * The athletes an account's slots count: every athlete of its business (coached in it, coached
 * by one of its coaches, or listed in it without a coach), or a coach's own athletes. A scalar
 * subquery over `account_id` of the enclosing query.
 */
const usedUnitsOf = (accountId: SQL) => sql`(
  with business as (select id from businesses where owner_id = ${accountId})
  select count(*)::integer from (
    -- One branch per path, each read through its index (decision 102).
    select athlete_id from coach_athletes where coach_id = ${accountId}
    union
    select athlete_id from coach_athletes where business_id in (select id from business)
    union
    select ca.athlete_id from coach_athletes ca
    join business_coaches bc on bc.coach_id = ca.coach_id
    where bc.business_id in (select id from business)
    union
    select athlete_id from business_athletes where business_id in (select id from business)
  ) athletes where athlete_id <> ${accountId})`;

export async function findSubscriptionAccount(db: Executor, userId: number) {
  const result = await db.execute<{ account_id: number; created_at: string | Date }>(
    accountOf(userId),
  );
  const row = result.rows[0]!;
  return { accountId: Number(row.account_id), createdAt: new Date(row.created_at) };
}

export async function countUsedAthleteUnits(db: Executor, accountId: number) {
  const result = await db.execute<{ used: number }>(
    sql`select ${usedUnitsOf(sql`${accountId}::integer`)} as used`,
  );
  return Number(result.rows[0]?.used ?? 0);
}

/**
 * What the write guard needs, in one statement (it runs before every coach's write): the
 * covering account, its stored status, slots and trial end (null without a stored row), and
 * the slots used.
 */
export async function findSubscriptionUsage(db: Executor, userId: number) {
  const result = await db.execute<{
    account_id: number;
    created_at: string | Date;
    status: string | null;
    athlete_units: number | null;
    trial_ends_at: string | Date | null;
    used: number;
  }>(sql`
    select account.account_id, account.created_at, s.status, s.athlete_units, s.trial_ends_at,
      ${usedUnitsOf(sql`account.account_id`)} as used
    from (${accountOf(userId)}) account
    left join subscriptions s on s.user_id = account.account_id`);
  const row = result.rows[0]!;
  return {
    accountId: Number(row.account_id),
    createdAt: new Date(row.created_at),
    stored: row.status
      ? {
          status: row.status,
          athleteUnits: Number(row.athlete_units),
          trialEndsAt: row.trial_ends_at ? new Date(row.trial_ends_at) : null,
        }
      : null,
    used: Number(row.used),
  };
}

export async function findSubscription(db: Executor, accountId: number, options = { lock: false }) {
  const query = db.select().from(subscriptions).where(eq(subscriptions.userId, accountId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findSubscriptionByStripe(
  db: Executor,
  ids: { customerId: string | null; subscriptionId: string | null },
) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      sql`(${subscriptions.stripeCustomerId} = ${ids.customerId} or ${subscriptions.stripeSubscriptionId} = ${ids.subscriptionId})`,
    )
    .for("update");
  return row;
}

export async function upsertSubscription(
  db: Executor,
  accountId: number,
  values: Partial<Omit<typeof subscriptions.$inferInsert, "userId">> & {
    status: string;
    athleteUnits: number;
  },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId: accountId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}
