import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { PayResponse } from "@coach/shared/payments/payments.schemas";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { paymentToday } from "./payment-views";
import * as repository from "./payments.repository";
import { stripeClient } from "./stripe-client.service";

type Deps = Pick<AppDeps, "db" | "config" | "clock">;

/**
 * A Stripe Checkout session for one of the athlete's own unpaid payments, on the business's
 * connected account and in the payment's currency. The payment stays unpaid until Stripe's
 * signed webhook says the session was paid (stripe-webhook.service.ts).
 */
export async function payPayment(
  deps: Deps,
  athlete: UserRow,
  paymentId: number,
): Promise<PayResponse> {
  const [row] = await repository.findPayments(deps.db, {
    paymentId,
    athleteId: athlete.id,
    today: paymentToday(deps.clock.now()),
  });
  if (!row) throw AppError.notFound();
  const { payment } = row;
  if (payment.isPaid) throw AppError.field("payment", paymentMessages.alreadyPaid);
  const stripe = stripeClient(deps.config);
  const settings = await repository.findPaymentSettings(deps.db, payment.businessId);
  if (!stripe || !settings?.stripeAccountId || !settings.isStripeConnected) {
    throw AppError.field("payment", paymentMessages.onlinePaymentNotSetUp);
  }
  const back = `${deps.config.publicUrl}/payments`;
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: payment.currency,
            unit_amount: payment.amountMinor,
            product_data: { name: row.planTitle ?? `Payment due on ${payment.dueDate}` },
          },
        },
      ],
      customer_email: athlete.email,
      client_reference_id: String(payment.id),
      metadata: { payment_id: String(payment.id) },
      success_url: `${back}?paid=${payment.id}`,
      cancel_url: back,
    },
    { stripeAccount: settings.stripeAccountId },
  );
  if (!session.url) throw new Error("Stripe answered a Checkout session without a url");
  await repository.setCheckoutSession(deps.db, payment.id, session.id);
  return { checkout_url: session.url };
}
