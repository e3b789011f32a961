import type { Currency } from "@coach/shared/payments/money";
import { paymentMessages } from "@coach/shared/payments/payment-messages";
import {
  createsPaymentsItself,
  dueDateOfPeriod,
  formatPlanPrice,
  isRecurring,
  type PlanType,
} from "@coach/shared/payments/payment-rules";
import type {
  CreatePaymentPlanBody,
  PaymentPlan,
  UpdatePaymentPlanBody,
} from "@coach/shared/payments/payments.schemas";
import {
  CreatePaymentPlanBodySchema,
  UpdatePaymentPlanBodySchema,
} from "@coach/shared/payments/payments.schemas";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { canAccess } from "../access/access.service";
import { raisePaymentPlanNotification } from "../notifications/notifications.service";
import type { UserRow } from "../people/users.service";
import { getOwnerBusiness } from "./owner-business";
import { paymentToday, planView } from "./payment-views";
import * as repository from "./payments.repository";

type Deps = Pick<AppDeps, "db" | "clock" | "events" | "jobs">;

export async function findPaymentPlans(deps: Deps, owner: UserRow): Promise<PaymentPlan[]> {
  const business = await getOwnerBusiness(deps.db, owner);
  const rows = await repository.findPlans(deps.db, business.id);
  return rows.map((row) => planView(row.plan, row.assignments));
}

/** A plan in the business's default currency (its payments keep that currency). */
export async function createPaymentPlan(
  deps: Deps,
  owner: UserRow,
  body: CreatePaymentPlanBody,
): Promise<PaymentPlan> {
  const values = CreatePaymentPlanBodySchema.parse(body);
  const business = await getOwnerBusiness(deps.db, owner);
  const plan = await repository.insertPlan(deps.db, {
    businessId: business.id,
    title: values.title,
    description: values.description,
    amountMinor: values.amount,
    currency: business.defaultCurrency,
    planType: values.plan_type,
  });
  return planView(plan, []);
}

export async function updatePaymentPlan(
  deps: Deps,
  owner: UserRow,
  planId: number,
  body: UpdatePaymentPlanBody,
): Promise<PaymentPlan> {
  const values = UpdatePaymentPlanBodySchema.parse(body);
  const business = await getOwnerBusiness(deps.db, owner);
  const plan = await repository.updatePlan(deps.db, business.id, planId, values);
  if (!plan) throw AppError.notFound();
  return planView(plan, await repository.findLiveAssignmentAthleteIds(deps.db, plan.id));
}

async function getPlan(db: Executor, owner: UserRow, planId: number) {
  const business = await getOwnerBusiness(db, owner);
  const plan = await repository.findPlan(db, business.id, planId);
  if (!plan) throw AppError.notFound();
  return plan;
}

export async function findAssignments(deps: Deps, owner: UserRow, planId: number) {
  const plan = await getPlan(deps.db, owner, planId);
  return { assignments: await repository.findLiveAssignmentAthleteIds(deps.db, plan.id) };
}

/**
 * Assigns the plan to athletes of the business (added to those it has). Plans other than
 * manual ones create their first payment, due today, at once; recurring ones then go on by
 * the recurring job. Each athlete is told.
 */
export async function assignPaymentPlan(
  deps: Deps,
  owner: UserRow,
  planId: number,
  athleteIds: number[],
) {
  const plan = await getPlan(deps.db, owner, planId);
  for (const athleteId of athleteIds) {
    if (!(await canAccess(deps.db, owner, { athleteId })) || athleteId === owner.id) {
      throw AppError.field("assignments", paymentMessages.athleteNotYours);
    }
  }
  const today = paymentToday(deps.clock.now());
  const planType = plan.planType as PlanType;
  await deps.db.transaction(async (tx) => {
    for (const athleteId of new Set(athleteIds)) {
      const recurring = isRecurring(planType);
      const assignment = await repository.insertAssignment(tx, {
        planId: plan.id,
        athleteId,
        firstDueDate: today,
        nextPeriod: recurring ? 1 : null,
        nextDueDate: recurring ? dueDateOfPeriod(today, planType, 1) : null,
      });
      if (!assignment) continue;
      const price = formatPlanPrice(plan.amountMinor, plan.currency as Currency, planType);
      await raisePaymentPlanNotification(deps, tx, {
        userId: athleteId,
        side: "athlete",
        event: "assigned",
        paymentId: null,
        paymentPlanId: plan.id,
        athleteId,
        content: `The payment plan "${plan.title}" (${price}) was assigned to you`,
      });
      if (!createsPaymentsItself(planType)) continue;
      await repository.insertPayment(tx, {
        businessId: plan.businessId,
        athleteId,
        planId: plan.id,
        assignmentId: assignment.id,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        paymentDate: today,
        dueDate: today,
      });
    }
  });
  return { assignments: await repository.findLiveAssignmentAthleteIds(deps.db, plan.id) };
}

/**
 * Ends an assignment: no more payments are created, and its unpaid payments that fall due
 * after today are removed (those already due stay owed).
 */
export async function cancelPaymentAssignment(
  deps: Deps,
  owner: UserRow,
  planId: number,
  athleteId: number,
) {
  const plan = await getPlan(deps.db, owner, planId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const assignment = await repository.cancelAssignment(tx, plan.id, athleteId, now);
    if (!assignment) throw AppError.notFound();
    await repository.deleteFutureUnpaidPayments(tx, assignment.id, paymentToday(now));
    await raisePaymentPlanNotification(deps, tx, {
      userId: athleteId,
      side: "athlete",
      event: `cancelled-${assignment.id}`,
      paymentId: null,
      paymentPlanId: plan.id,
      athleteId,
      content: `The payment plan "${plan.title}" is no longer assigned to you`,
    });
  });
  return { assignments: await repository.findLiveAssignmentAthleteIds(deps.db, plan.id) };
}
