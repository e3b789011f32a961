import { type Currency, formatMoney } from "@coach/shared/payments/money";
import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type {
  AthletePaymentPlan,
  CreatePaymentBody,
  Payment,
  PaymentsQuery,
} from "@coach/shared/payments/payments.schemas";
import { CreatePaymentBodySchema } from "@coach/shared/payments/payments.schemas";
import type { AppDeps } from "../../app-deps";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { canAccess } from "../access/access.service";
import { dayInText, raisePaymentPlanNotification } from "../notifications/notifications.service";
import type { UserRow } from "../people/users.service";
import { getOwnerBusiness } from "./owner-business";
import { paymentToday, paymentView, planView, sortedPaymentViews } from "./payment-views";
import * as repository from "./payments.repository";

type Deps = Pick<AppDeps, "db" | "clock" | "events" | "jobs">;

/** The business's payments, filtered by status and athlete, in section 4's order. */
export async function findBusinessPayments(
  deps: Deps,
  owner: UserRow,
  query: PaymentsQuery,
): Promise<Payment[]> {
  const business = await getOwnerBusiness(deps.db, owner);
  const today = paymentToday(deps.clock.now());
  const rows = await repository.findPayments(deps.db, {
    businessId: business.id,
    athleteId: query.athlete,
    status: query.status,
    today,
  });
  return sortedPaymentViews(rows, today);
}

/** A payment the owner records by hand (cash, bank transfer), paid or still due on its date. */
export async function recordPayment(
  deps: Deps,
  owner: UserRow,
  body: CreatePaymentBody,
): Promise<Payment> {
  const values = CreatePaymentBodySchema.parse(body);
  const business = await getOwnerBusiness(deps.db, owner);
  if (
    values.athlete_id === owner.id ||
    !(await canAccess(deps.db, owner, { athleteId: values.athlete_id }))
  ) {
    throw AppError.field("athlete_id", paymentMessages.athleteNotYours);
  }
  const now = deps.clock.now();
  const payment = await repository.insertPayment(deps.db, {
    businessId: business.id,
    athleteId: values.athlete_id,
    amountMinor: values.amount,
    currency: business.defaultCurrency,
    paymentDate: values.payment_date,
    dueDate: values.payment_date,
    isPaid: values.is_paid,
    paidAt: values.is_paid ? now : null,
    paidVia: values.is_paid ? "manual" : null,
  });
  return getPaymentView(deps.db, payment!.id, paymentToday(now));
}

async function getPaymentView(db: Executor, paymentId: number, today: string) {
  const [row] = await repository.findPayments(db, { paymentId, today });
  if (!row) throw AppError.notFound();
  return paymentView(row, today);
}

/**
 * The owner marks a payment paid (money received outside Stripe). The athlete is told; marking
 * a paid payment again changes nothing.
 */
export async function markPaymentPaidByOwner(
  deps: Deps,
  owner: UserRow,
  paymentId: number,
): Promise<Payment> {
  const business = await getOwnerBusiness(deps.db, owner);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const payment = await repository.findPaymentForUpdate(tx, paymentId);
    if (!payment || payment.businessId !== business.id) throw AppError.notFound();
    if (payment.isPaid) return;
    await repository.markPaymentPaid(tx, payment.id, { paidAt: now, paidVia: "manual" });
    await raisePaymentPlanNotification(deps, tx, {
      userId: payment.athleteId,
      side: "athlete",
      event: "paid",
      paymentId: payment.id,
      paymentPlanId: payment.planId,
      athleteId: payment.athleteId,
      content: `Your payment of ${formatMoney(payment.amountMinor, payment.currency as Currency)} due on ${dayInText(payment.dueDate)} was marked as paid`,
    });
  });
  return getPaymentView(deps.db, paymentId, paymentToday(now));
}

/** The athlete's own payments (never anyone else's), in section 4's order. */
export async function findAthletePayments(deps: Deps, athlete: UserRow): Promise<Payment[]> {
  const today = paymentToday(deps.clock.now());
  const rows = await repository.findPayments(deps.db, { athleteId: athlete.id, today });
  return sortedPaymentViews(rows, today);
}

export async function findAthletePaymentPlans(
  deps: Deps,
  athlete: UserRow,
): Promise<AthletePaymentPlan[]> {
  const rows = await repository.findAthletePlans(deps.db, athlete.id);
  return rows.map((row) => {
    const { assignments: _assignments, ...plan } = planView(row, []);
    return plan;
  });
}
