import type {
  SurveyAnswer,
  SurveyAnswerBody,
  SurveyRanking,
} from "@coach/shared/dashboard/survey.schemas";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ApiError } from "../../../lib/api-error";

const PATH = "/api/business-owner/pain-points-survey/";

/**
 * Whether the owner still has to answer: the server answers 404 until they have. Asked once a
 * page load (`enabled` turns on after the delay); a failure other than 404 keeps it hidden.
 */
export function useSurveyPending(enabled: boolean) {
  return useQuery({
    queryKey: ["survey", "pain-points"],
    queryFn: async () => {
      try {
        await apiFetch<SurveyAnswer>(PATH);
        return false;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return true;
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
}

/** POST the ranking, or null to skip; 201 once, 400 when already answered. */
export function useSubmitSurvey() {
  return useMutation({
    mutationFn: (ranking: SurveyRanking | null) => {
      const body: SurveyAnswerBody = { ranking };
      return apiFetch<SurveyAnswer>(PATH, { method: "POST", body });
    },
    meta: { silent: true },
  });
}
