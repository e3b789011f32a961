import type { OnboardingFormResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";
import { onboardingKeys } from "./onboarding-keys";

/** GET api/on-boarding/: the coach's page, or null before their first save (404). */
export async function getCoachForm(): Promise<OnboardingFormResponse | null> {
  try {
    return await apiFetch<OnboardingFormResponse>("/api/on-boarding/");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const coachFormQuery = () =>
  queryOptions({ queryKey: onboardingKeys.coachForm, queryFn: getCoachForm });

export function useCoachForm() {
  return useQuery(coachFormQuery());
}
