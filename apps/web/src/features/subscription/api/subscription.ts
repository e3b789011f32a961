import type {
  AdminSubscriptionBody,
  BillingRedirect,
  Subscription,
} from "@coach/shared/subscription/subscription.schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifySuccess } from "../../../lib/notify";

export const subscriptionKey = ["subscription"] as const;

/** GET api/subscription/; `pollMs` reads it again (the upgrade screen: every 2 s). */
export function useSubscription(options: { isEnabled?: boolean; pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: () => apiFetch<Subscription>("/api/subscription/"),
    enabled: options.isEnabled ?? true,
    refetchInterval: options.pollMs ?? false,
  });
}

/** PUT api/subscription/ with selected_plan, then on to Stripe (Checkout or the portal). */
export function useSelectPlan() {
  return useMutation({
    mutationFn: (selectedPlan: string) =>
      apiFetch<BillingRedirect>("/api/subscription/", {
        method: "PUT",
        body: { selected_plan: selectedPlan },
      }),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}

/** Update payment method: Stripe's customer portal. */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiFetch<BillingRedirect>("/api/subscription/portal/", { method: "POST" }),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}

/** The admin center's override (administrators only). */
export function useAdminSetSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSubscriptionBody) =>
      apiFetch<Subscription>("/api/admin/subscriptions/", { method: "PUT", body }),
    onSuccess: () => {
      notifySuccess("Subscription updated");
      return queryClient.invalidateQueries({ queryKey: subscriptionKey });
    },
  });
}
