import type { PaymentStatus } from "@coach/shared/payments/payment-rules";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  businesses,
  businessPaymentSettings,
  paymentPlanAssignments,
  paymentPlans,
  payments,
  stripeEvents,
  users,
} from "../../db/schema";
import { userFullName } from "../../db/user-name";

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AssignmentRow = typeof paymentPlanAssignments.$inferSelect;
export type PaymentSettingsRow = typeof businessPaymentSettings.$inferSelect;

export async function findOwnedBusinessId(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId));
  return row?.id;
}

export async function findPaymentSettings(db: Executor, businessId: number) {
  const [row] = await db
    .select()
    .from(businessPaymentSettings)
    .where(eq(businessPaymentSettings.businessId, businessId));
  return row;
}

export async function findPaymentSettingsByAccount(db: Executor, stripeAccountId: string) {
  const [row] = await db
    .select()
    .from(businessPaymentSettings)
    .where(eq(businessPaymentSettings.stripeAccountId, stripeAccountId))
    .for("update");
  return row;
}

export async function upsertPaymentSettings(
  db: Executor,
  businessId: number,
  values: Partial<Omit<typeof businessPaymentSettings.$inferInsert, "businessId">>,
) {
  const [row] = await db
    .insert(businessPaymentSettings)
    .values({ businessId, ...values })
    .onConflictDoUpdate({
      target: businessPaymentSettings.businessId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The business's plans, oldest first, with the athletes each is assigned to now. */
export function findPlans(db: Executor, businessId: number) {
  return db
    .select({
      plan: paymentPlans,
      assignments: sql<number[]>`coalesce((
        select array_agg(a.athlete_id order by a.athlete_id) from ${paymentPlanAssignments} a
        where a.plan_id = ${paymentPlans.id} and a.cancelled_at is null), '{}')`,
    })
    .from(paymentPlans)
    .where(eq(paymentPlans.businessId, businessId))
    .orderBy(asc(paymentPlans.id));
}

export async function findPlan(db: Executor, businessId: number, planId: number) {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.businessId, businessId)));
  return row;
}

export async function insertPlan(db: Executor, values: typeof paymentPlans.$inferInsert) {
  const [row] = await db.insert(paymentPlans).values(values).returning();
  return row!;
}

export async function updatePlan(
  db: Executor,
  businessId: number,
  planId: number,
  values: { title: string; description: string },
) {
  const [row] = await db
    .update(paymentPlans)
    .set(values)
    .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.businessId, businessId)))
    .returning();
  return row;
}

export async function findLiveAssignmentAthleteIds(db: Executor, planId: number) {
  const rows = await db
    .select({ athleteId: paymentPlanAssignments.athleteId })
    .from(paymentPlanAssignments)
    .where(
      and(eq(paymentPlanAssignments.planId, planId), isNull(paymentPlanAssignments.cancelledAt)),
    )
    .orderBy(asc(paymentPlanAssignments.athleteId));
  return rows.map((row) => row.athleteId);
}

/** A new live assignment, or undefined when the athlete has one of this plan already. */
export async function insertAssignment(
  db: Executor,
  values: typeof paymentPlanAssignments.$inferInsert,
) {
  const [row] = await db
    .insert(paymentPlanAssignments)
    .values(values)
    .onConflictDoNothing({
      target: [paymentPlanAssignments.planId, paymentPlanAssignments.athleteId],
      where: sql`${paymentPlanAssignments.cancelledAt} is null`,
    })
    .returning();
  return row;
}

export async function cancelAssignment(db: Executor, planId: number, athleteId: number, now: Date) {
  const [row] = await db
    .update(paymentPlanAssignments)
    .set({ cancelledAt: now, nextDueDate: null, nextPeriod: null })
    .where(
      and(
        eq(paymentPlanAssignments.planId, planId),
        eq(paymentPlanAssignments.athleteId, athleteId),
        isNull(paymentPlanAssignments.cancelledAt),
      ),
    )
    .returning();
  return row;
}

/** Unpaid payments of an assignment that fall due after `today`: owed no more once cancelled. */
export function deleteFutureUnpaidPayments(db: Executor, assignmentId: number, today: string) {
  return db
    .delete(payments)
    .where(
      and(
        eq(payments.assignmentId, assignmentId),
        eq(payments.isPaid, false),
        sql`${payments.dueDate} > ${today}`,
      ),
    );
}

/** A payment; undefined when its recurring period exists already (a second run of the job). */
export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

const statusCondition = (status: PaymentStatus, today: string) => {
  if (status === "paid") return eq(payments.isPaid, true);
  if (status === "overdue")
    return and(eq(payments.isPaid, false), sql`${payments.dueDate} < ${today}`);
  return and(eq(payments.isPaid, false), sql`${payments.dueDate} >= ${today}`);
};

/** Payments of a business or of an athlete, with the athlete's name and the plan's title. */
export function findPayments(
  db: Executor,
  filter: {
    businessId?: number;
    athleteId?: number;
    paymentId?: number;
    status?: PaymentStatus;
    today: string;
  },
) {
  return db
    .select({
      payment: payments,
      athleteName: userFullName(),
      planTitle: paymentPlans.title,
      planType: paymentPlans.planType,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.athleteId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, payments.planId))
    .where(
      and(
        filter.businessId === undefined ? undefined : eq(payments.businessId, filter.businessId),
        filter.athleteId === undefined ? undefined : eq(payments.athleteId, filter.athleteId),
        filter.paymentId === undefined ? undefined : eq(payments.id, filter.paymentId),
        filter.status === undefined ? undefined : statusCondition(filter.status, filter.today),
      ),
    );
}

export async function findPaymentForUpdate(db: Executor, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row;
}

export async function markPaymentPaid(
  db: Executor,
  paymentId: number,
  values: { paidAt: Date; paidVia: "manual" | "stripe" },
) {
  const [row] = await db
    .update(payments)
    .set({ isPaid: true, paidAt: values.paidAt, paidVia: values.paidVia })
    .where(and(eq(payments.id, paymentId), eq(payments.isPaid, false)))
    .returning();
  return row;
}

export function setCheckoutSession(db: Executor, paymentId: number, sessionId: string) {
  return db
    .update(payments)
    .set({ stripeCheckoutSessionId: sessionId })
    .where(eq(payments.id, paymentId));
}

/** The plans assigned to an athlete now (in any business). */
export function findAthletePlans(db: Executor, athleteId: number) {
  const assigned = db
    .select({ planId: paymentPlanAssignments.planId })
    .from(paymentPlanAssignments)
    .where(
      and(
        eq(paymentPlanAssignments.athleteId, athleteId),
        isNull(paymentPlanAssignments.cancelledAt),
      ),
    );
  return db
    .select()
    .from(paymentPlans)
    .where(inArray(paymentPlans.id, assigned))
    .orderBy(asc(paymentPlans.id));
}

/** Live recurring assignments whose next payment is due by `untilDate`, locked for this run. */
export function findDueAssignments(db: Executor, untilDate: string, limit: number) {
  return db
    .select({ assignment: paymentPlanAssignments, plan: paymentPlans })
    .from(paymentPlanAssignments)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentPlanAssignments.planId))
    .where(
      and(
        isNull(paymentPlanAssignments.cancelledAt),
        lte(paymentPlanAssignments.nextDueDate, untilDate),
      ),
    )
    .orderBy(asc(paymentPlanAssignments.id))
    .limit(limit)
    .for("update", { of: paymentPlanAssignments, skipLocked: true });
}

export function advanceAssignment(
  db: Executor,
  assignmentId: number,
  next: { nextPeriod: number; nextDueDate: string },
) {
  return db
    .update(paymentPlanAssignments)
    .set(next)
    .where(eq(paymentPlanAssignments.id, assignmentId));
}

/** Unpaid payments past their due date whose overdue notices have not gone out, locked. */
export function findNewlyOverduePayments(db: Executor, today: string, limit: number) {
  return db
    .select({
      payment: payments,
      ownerId: businesses.ownerId,
      athleteName: userFullName(),
      planTitle: paymentPlans.title,
    })
    .from(payments)
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .innerJoin(users, eq(users.id, payments.athleteId))
    .leftJoin(paymentPlans, eq(paymentPlans.id, payments.planId))
    .where(
      and(
        eq(payments.isPaid, false),
        isNull(payments.overdueNotifiedAt),
        sql`${payments.dueDate} < ${today}`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit)
    .for("update", { of: payments, skipLocked: true });
}

export function markOverdueNotified(db: Executor, paymentIds: number[], now: Date) {
  return db
    .update(payments)
    .set({ overdueNotifiedAt: now })
    .where(inArray(payments.id, paymentIds));
}

export async function findBusinessOwnerId(db: Executor, businessId: number) {
  const [row] = await db
    .select({ ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.ownerId;
}

/** Records a Stripe event as applied; false when it was applied already (a replay). */
export async function claimStripeEvent(
  db: Executor,
  event: { id: string; type: string; createdSec: number },
) {
  const rows = await db.insert(stripeEvents).values(event).onConflictDoNothing().returning();
  return rows.length === 1;
}
