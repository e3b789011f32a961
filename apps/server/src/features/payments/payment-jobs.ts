import { type Currency, formatMoney } from "@coach/shared/payments/money";
import {
  dueDateOfPeriod,
  PAYMENT_REMINDER_LEAD_DAYS,
  type PlanType,
} from "@coach/shared/payments/payment-rules";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { jobType, jobWorker } from "../../platform/jobs/job-queue";
import { dayInText, raisePaymentPlanNotification } from "../notifications/notifications.service";
import { paymentToday } from "./payment-views";
import * as repository from "./payments.repository";

type Deps = Pick<AppDeps, "db" | "events" | "jobs" | "clock">;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows handled per transaction, so one run holds its locks briefly whatever the backlog. */
const ROWS_PER_TRANSACTION = 200;

/**
 * Every hour at minute 20 (UTC). Each run creates the payments of recurring plans that fall
 * due within the reminder lead, so a missed run is made up by the next; the unique
 * (assignment, due date) key, the row locks (SKIP LOCKED) and the notices' keys make a second
 * run or a second instance add nothing.
 */
export const recurringPaymentsJob = jobType({
  name: "payments.recurring",
  payload: z.object({}),
  cron: "20 * * * *",
  retryLimit: 3,
});

export const overduePaymentsJob = jobType({
  name: "payments.overdue",
  payload: z.object({}),
  cron: "25 * * * *",
  retryLimit: 3,
});

/**
 * Creates each recurring payment due by today plus PAYMENT_REMINDER_LEAD_DAYS, with a 'due'
 * reminder to the athlete, and moves the assignment to its next period. Returns how many
 * payments were created.
 */
export async function createRecurringPayments(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const until = paymentToday(new Date(now.getTime() + PAYMENT_REMINDER_LEAD_DAYS * DAY_MS));
  let created = 0;
  for (;;) {
    const handled = await deps.db.transaction(async (tx) => {
      const due = await repository.findDueAssignments(tx, until, ROWS_PER_TRANSACTION);
      for (const { assignment, plan } of due) {
        const planType = plan.planType as PlanType;
        let period = assignment.nextPeriod ?? 1;
        let dueDate = assignment.nextDueDate!;
        // A long pause (the server was down) creates every missed period, each once.
        while (dueDate <= until) {
          const payment = await repository.insertPayment(tx, {
            businessId: plan.businessId,
            athleteId: assignment.athleteId,
            planId: plan.id,
            assignmentId: assignment.id,
            amountMinor: plan.amountMinor,
            currency: plan.currency,
            paymentDate: dueDate,
            dueDate,
          });
          if (payment) {
            created += 1;
            const amount = formatMoney(plan.amountMinor, plan.currency as Currency);
            await raisePaymentPlanNotification(deps, tx, {
              userId: assignment.athleteId,
              side: "athlete",
              event: "due",
              paymentId: payment.id,
              paymentPlanId: plan.id,
              athleteId: assignment.athleteId,
              content: `Your payment of ${amount} for "${plan.title}" is due on ${dayInText(dueDate)}`,
            });
          }
          period += 1;
          dueDate = dueDateOfPeriod(assignment.firstDueDate, planType, period);
        }
        await repository.advanceAssignment(tx, assignment.id, {
          nextPeriod: period,
          nextDueDate: dueDate,
        });
      }
      return due.length;
    });
    if (handled < ROWS_PER_TRANSACTION) return created;
  }
}

/**
 * The payment notification (notifications issue) for each payment that became overdue: to the
 * athlete and to the business owner, once per payment. Returns how many payments were told.
 */
export async function notifyOverduePayments(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const today = paymentToday(now);
  let told = 0;
  for (;;) {
    const handled = await deps.db.transaction(async (tx) => {
      const overdue = await repository.findNewlyOverduePayments(tx, today, ROWS_PER_TRANSACTION);
      for (const row of overdue) {
        const { payment } = row;
        const amount = formatMoney(payment.amountMinor, payment.currency as Currency);
        const what = row.planTitle ? ` for "${row.planTitle}"` : "";
        const common = {
          event: "overdue",
          paymentId: payment.id,
          paymentPlanId: payment.planId,
          athleteId: payment.athleteId,
        };
        await raisePaymentPlanNotification(deps, tx, {
          ...common,
          userId: payment.athleteId,
          side: "athlete",
          content: `Your payment of ${amount}${what} was due on ${dayInText(payment.dueDate)} and is overdue`,
        });
        await raisePaymentPlanNotification(deps, tx, {
          ...common,
          userId: row.ownerId,
          side: "coach",
          content: `${row.athleteName}'s payment of ${amount}${what} was due on ${dayInText(payment.dueDate)} and is overdue`,
        });
      }
      if (overdue.length > 0) {
        await repository.markOverdueNotified(
          tx,
          overdue.map((row) => row.payment.id),
          now,
        );
      }
      return overdue.length;
    });
    told += handled;
    if (handled < ROWS_PER_TRANSACTION) return told;
  }
}

export function paymentWorkers(deps: Deps) {
  return [
    jobWorker(recurringPaymentsJob, async () => {
      await createRecurringPayments(deps);
    }),
    jobWorker(overduePaymentsJob, async () => {
      await notifyOverduePayments(deps);
    }),
  ];
}
