import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import type {
  OwnerQuickstart,
  UpdateOwnerQuickstartBody,
} from "@coach/shared/dashboard/quickstart.schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { notifyError } from "../../../lib/notify";

const PATH = "/api/business-owner/quickstart/";
export const quickstartKey = ["dashboard-quickstart"] as const;

/** GET /api/business-owner/quickstart/ for owners; its failure in the product's words. */
export function useOwnerQuickstart(enabled: boolean) {
  return useQuery({
    queryKey: quickstartKey,
    queryFn: () => apiFetch<OwnerQuickstart>(PATH),
    enabled,
    meta: { silent: true },
  });
}

/** PUT with the task to check; the item is checked at once and stays so unless refused. */
export function useCheckQuickstartTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOwnerQuickstartBody) =>
      apiFetch<OwnerQuickstart>(PATH, { method: "PUT", body }),
    meta: { silent: true },
    onMutate: (body) => {
      const previous = queryClient.getQueryData<OwnerQuickstart>(quickstartKey);
      if (previous) queryClient.setQueryData(quickstartKey, { ...previous, ...body });
      return { previous };
    },
    onSuccess: (answer) => queryClient.setQueryData(quickstartKey, answer),
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(quickstartKey, context.previous);
      notifyError(dashboardMessages.quickstartUpdateFailed);
    },
  });
}
