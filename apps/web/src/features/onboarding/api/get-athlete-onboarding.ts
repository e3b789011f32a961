import type { OnboardingAnswersResponse } from "@coach/shared/onboarding/onboarding.schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { onboardingKeys } from "./onboarding-keys";

/** GET api/on-boarding/answers/?athlete={id}: the pages the athlete was given, with answers. */
export const athleteOnboardingQuery = (athleteId: number) =>
  queryOptions({
    queryKey: onboardingKeys.answers(athleteId),
    queryFn: () =>
      apiFetch<OnboardingAnswersResponse>("/api/on-boarding/answers/", {
        query: { athlete: athleteId },
      }),
  });

export function useAthleteOnboarding(athleteId: number) {
  return useQuery(athleteOnboardingQuery(athleteId));
}
