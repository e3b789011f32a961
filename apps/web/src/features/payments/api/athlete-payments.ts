import type {
  AthletePaymentPlan,
  Payment,
  PayResponse,
} from "@coach/shared/payments/payments.schemas";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

export const athletePaymentsKey = ["payments", "athlete"] as const;

export const useAthletePaymentPlans = () =>
  useQuery({
    queryKey: [...athletePaymentsKey, "plans"],
    queryFn: () => apiFetch<AthletePaymentPlan[]>("/api/athlete/payments/plans/"),
  });

/** `pollMs`: read again every so often (while a paid Checkout waits for Stripe's webhook). */
export const useAthletePayments = (pollMs: number | false = false) =>
  useQuery({
    queryKey: [...athletePaymentsKey, "list"],
    queryFn: () => apiFetch<Payment[]>("/api/athlete/payments/"),
    refetchInterval: pollMs,
  });

/** POST api/athlete/payments/{paymentId}/pay/, then on to Stripe's Checkout page. */
export function usePayPayment() {
  return useMutation({
    mutationFn: (paymentId: number) =>
      apiFetch<PayResponse>(`/api/athlete/payments/${paymentId}/pay/`, { method: "POST" }),
    // The page shows why Pay failed (online payment not set up) where the athlete looks.
    meta: { silent: true },
    onSuccess: (answer) => {
      window.location.assign(answer.checkout_url);
    },
  });
}
