import type {
  ApplyPlanRequest,
  Plan,
  PlanAppliedResponseSchema,
  PlanCard,
  PlanPeriodization,
  PlanWeek,
  PlanWorkoutsChangedResponseSchema,
} from "@coach/shared/plans/plan.schemas";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const BASE = "/api/plan-library/";

/** Every plan query starts with this key, so one invalidation refreshes them all. */
export const plansKey = ["coach", "plans"] as const;
export const planKey = (id: number) => [...plansKey, "plan", id] as const;

export const plansQuery = () =>
  queryOptions({
    queryKey: [...plansKey, "list"],
    queryFn: () => apiFetch<{ plans: PlanCard[] }>(BASE),
  });

export function usePlans() {
  return useQuery(plansQuery());
}

/** One whole plan (structure and weekly stress); idle without an id. */
export function usePlan(id: number | null) {
  return useQuery({
    queryKey: planKey(id ?? 0),
    queryFn: () => apiFetch<Plan>(BASE, { query: { id: String(id) } }),
    enabled: id !== null,
  });
}

export interface SavePlanInput {
  id?: number;
  title: string;
  notes: string;
  structure: PlanWeek[];
  periodization: PlanPeriodization | null;
  /** On an update, the version the builder loaded: 409 when saved since (decision 083). */
  version?: number;
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: SavePlanInput) =>
      apiFetch<{ message: string; plan: Plan }>(BASE, {
        method: body.id === undefined ? "POST" : "PUT",
        body,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(planKey(answer.plan.id), answer.plan);
      return queryClient.invalidateQueries({ queryKey: plansKey });
    },
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (planId: number) =>
      apiFetch<{ message: string }>(BASE, { method: "DELETE", body: { planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  });
}

/** Calendars change too when a plan is applied, removed, updated or shifted. */
function useInvalidateAfterAssignment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plansKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.calendars }),
    ]);
}

export function useApplyPlan() {
  const invalidate = useInvalidateAfterAssignment();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ApplyPlanRequest) =>
      apiFetch<z.infer<typeof PlanAppliedResponseSchema>>(`${BASE}apply/`, {
        method: "POST",
        body,
      }),
    onSuccess: invalidate,
  });
}

type ChangedResponse = z.infer<typeof PlanWorkoutsChangedResponseSchema>;

export function useChangePlanWorkouts(action: "remove" | "update") {
  const invalidate = useInvalidateAfterAssignment();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { planId: number; assignmentIds: number[] }) =>
      apiFetch<ChangedResponse>(`${BASE}${action}-plan-workouts/`, {
        method: "POST",
        body: {
          planId: body.planId,
          entries: body.assignmentIds.map((assignmentId) => ({ assignmentId })),
        },
      }),
    onSuccess: invalidate,
  });
}

export function useShiftAssignment() {
  const invalidate = useInvalidateAfterAssignment();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: { assignmentId: number; days: number }) =>
      apiFetch<{ message: string }>(`${BASE}shift-assignment/`, { method: "POST", body }),
    onSuccess: invalidate,
  });
}
