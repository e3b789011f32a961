import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type { PaymentStatus } from "@coach/shared/payments/payment-rules";
import type {
  CreatePaymentBody,
  Payment,
  StripeConnect,
  StripeConnectBody,
} from "@coach/shared/payments/payments.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { ownerPaymentsKey } from "./payment-plans";

const PAYMENTS = "/api/business-owner/payments/";

export type PaymentFilters = { status: PaymentStatus | null; athlete: number | null };

export const businessPaymentsQuery = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: [...ownerPaymentsKey, "list", filters],
    queryFn: () =>
      apiFetch<Payment[]>(PAYMENTS, {
        query: { status: filters.status, athlete: filters.athlete },
      }),
  });

export const useBusinessPayments = (filters: PaymentFilters, isEnabled = true) =>
  useQuery({ ...businessPaymentsQuery(filters), enabled: isEnabled });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => apiFetch<Payment>(PAYMENTS, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerPaymentsKey }),
  });
}

/** POST .../payments/{id}/mark-paid/ with the spec's two messages. */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<Payment>(`${PAYMENTS}${id}/mark-paid/`, { method: "POST" }),
    meta: { silent: true },
    onError: () => notifyError(paymentMessages.markPaidFailed),
    onSuccess: () => {
      notifySuccess(paymentMessages.markedPaid);
      return queryClient.invalidateQueries({ queryKey: ownerPaymentsKey });
    },
  });
}

const stripeConnectKey = [...ownerPaymentsKey, "stripe-connect"] as const;

/** GET stripe-connect: the connected-account status check of the payments screen. */
export const useStripeConnect = () =>
  useQuery({
    queryKey: stripeConnectKey,
    queryFn: () => apiFetch<StripeConnect>(`${PAYMENTS}stripe-connect/`),
  });

export function useSaveStripeConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StripeConnectBody) =>
      apiFetch<StripeConnect>(`${PAYMENTS}stripe-connect/`, { method: "POST", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(stripeConnectKey, answer);
      return queryClient.invalidateQueries({ queryKey: ownerPaymentsKey });
    },
  });
}
