import { AthleteRequestBodySchema } from "@coach/shared/business/business.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { payments } from "../../db/schema";
import { requestToJoin } from "../../features/business/sign-up-requests.service";
import {
  assignPaymentPlan,
  createPaymentPlan,
  findPaymentPlans,
} from "../../features/payments/payment-plans.service";
import { recordPayment } from "../../features/payments/payments.service";
import type { UserRow } from "../../features/people/users.service";

/**
 * The business side of the demo, through the product's services: the athletes pay a monthly
 * plan (the six months before by bank transfer, recorded by the owner; this month's payment is
 * due), and someone has asked to join through the business page. Written once: a business that
 * has a payment plan already is left as it is.
 */

export const DEMO_PRICE_MINOR = 12_000;
const PAID_MONTHS = 6;

/** The first day of the month `monthsBack` months before today's. */
function firstOfMonth(today: string, monthsBack: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  const text = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
  return addDays(text, 0);
}

export async function writeDemoBusiness(
  deps: AppDeps,
  owner: UserRow,
  athletes: UserRow[],
  today: string,
): Promise<void> {
  if ((await findPaymentPlans(deps, owner)).length > 0) return;
  const plan = await createPaymentPlan(deps, owner, {
    title: "Monthly coaching",
    description: "Your plan, adjusted every week, with unlimited messages to your coach.",
    amount: DEMO_PRICE_MINOR,
    plan_type: "monthly_recurring",
  });
  for (const athlete of athletes) {
    for (let monthsBack = PAID_MONTHS; monthsBack >= 1; monthsBack -= 1) {
      const paymentDate = firstOfMonth(today, monthsBack);
      const payment = await recordPayment(deps, owner, {
        athlete_id: athlete.id,
        amount: DEMO_PRICE_MINOR,
        is_paid: true,
        payment_date: paymentDate,
      });
      // Received on its day, not at the demo's start.
      await deps.db
        .update(payments)
        .set({ paidAt: new Date(`${paymentDate}T10:00:00Z`) })
        .where(eq(payments.id, payment.id));
    }
  }
  // From this month on, the plan: its first payment is due today.
  await assignPaymentPlan(
    deps,
    owner,
    plan.id,
    athletes.map((athlete) => athlete.id),
  );
  await requestToJoin(
    deps,
    AthleteRequestBodySchema.parse({
      subdomain: "hart",
      athletesFullName: "Eva Lind",
      email: "eva.lind@example.com",
      shortIntroduction:
        "I ran my first marathon in 3:58 and would like to go under 3:45 next spring.",
      acceptTermsAndConditions: true,
    }),
  );
}
