import { z } from "zod";
import { dashboardMessages } from "./dashboard-messages.ts";

/**
 * The owners' one-question survey (/api/business-owner/pain-points-survey/): the three pain
 * points ranked from 0 (the biggest), or null when the owner skipped it. One answer per owner.
 */
export const SURVEY_ITEM_KEYS = [
  "creating_workouts_and_scheduling_training",
  "communicating_with_athletes",
  "analyzing_the_details",
] as const;
export type SurveyItemKey = (typeof SURVEY_ITEM_KEYS)[number];

const RankSchema = z
  .number()
  .int()
  .min(0)
  .max(SURVEY_ITEM_KEYS.length - 1);

/** Each item its own rank: the ranks are 0, 1 and 2 in some order. */
export const SurveyRankingSchema = z
  .object({
    creating_workouts_and_scheduling_training: RankSchema,
    communicating_with_athletes: RankSchema,
    analyzing_the_details: RankSchema,
  })
  .strict()
  .refine((ranking) => new Set(Object.values(ranking)).size === SURVEY_ITEM_KEYS.length, {
    message: dashboardMessages.surveyRanksInvalid,
  });
export type SurveyRanking = z.infer<typeof SurveyRankingSchema>;

/** POST: the ranking, or null to skip. */
export const SurveyAnswerBodySchema = z.object({ ranking: SurveyRankingSchema.nullable() });
export type SurveyAnswerBody = z.infer<typeof SurveyAnswerBodySchema>;

/** GET once answered (404 while it is still due); POST answers the same with 201. */
export const SurveyAnswerSchema = z.object({
  ranking: SurveyRankingSchema.nullable(),
  /** ISO instant. */
  answeredAt: z.string(),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;
