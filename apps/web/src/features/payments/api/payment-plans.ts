import { paymentMessages } from "@coach/shared/payments/payment-messages";
import type {
  CreatePaymentPlanBody,
  PaymentPlan,
  UpdatePaymentPlanBody,
} from "@coach/shared/payments/payments.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError, notifySuccess } from "../../../lib/notify";

const PLANS = "/api/business-owner/payments/plans/";

/** Every payment query of the owner's screens: a change to plans can add payments. */
export const ownerPaymentsKey = ["payments", "owner"] as const;
export const paymentPlansKey = [...ownerPaymentsKey, "plans"] as const;

export const paymentPlansQuery = () =>
  queryOptions({
    queryKey: paymentPlansKey,
    queryFn: () => apiFetch<PaymentPlan[]>(PLANS),
  });

export const usePaymentPlans = () => useQuery(paymentPlansQuery());

function useInvalidateOwnerPayments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownerPaymentsKey });
}

export function useCreatePaymentPlan() {
  const invalidate = useInvalidateOwnerPayments();
  return useMutation({
    mutationFn: (body: CreatePaymentPlanBody) =>
      apiFetch<PaymentPlan>(PLANS, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

export function useUpdatePaymentPlan() {
  const invalidate = useInvalidateOwnerPayments();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePaymentPlanBody }) =>
      apiFetch<PaymentPlan>(`${PLANS}${id}/`, { method: "PUT", body }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** POST .../plans/{id}/assignments/ */
export function useAssignPaymentPlan() {
  const invalidate = useInvalidateOwnerPayments();
  return useMutation({
    mutationFn: ({ id, athleteIds }: { id: number; athleteIds: number[] }) =>
      apiFetch<{ assignments: number[] }>(`${PLANS}${id}/assignments/`, {
        method: "POST",
        body: { assignments: athleteIds },
      }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
}

/** DELETE .../plans/{id}/assignments/{athleteId}/ with the spec's two messages. */
export function useCancelAssignment() {
  const invalidate = useInvalidateOwnerPayments();
  return useMutation({
    mutationFn: ({ id, athleteId }: { id: number; athleteId: number }) =>
      apiFetch<{ assignments: number[] }>(`${PLANS}${id}/assignments/${athleteId}/`, {
        method: "DELETE",
      }),
    meta: { silent: true },
    onError: () => notifyError(paymentMessages.assignmentCancelFailed),
    onSuccess: () => {
      notifySuccess(paymentMessages.assignmentCancelled);
      return invalidate();
    },
  });
}
