import type { QueryClient } from "@tanstack/react-query";

/** Every on-boarding query starts with this root. */
export const onboardingKeys = {
  all: ["onboarding"] as const,
  coachForm: ["onboarding", "form"] as const,
  answers: (athleteId: number) => ["onboarding", "answers", athleteId] as const,
};

/** An athlete sent answers (live event, or this tab's submit): the pages and answers refetch. */
export function refreshOnboardingViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
}
