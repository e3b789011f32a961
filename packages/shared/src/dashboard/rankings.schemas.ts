import { z } from "zod";
import { AthleteRecordSchema } from "../records/record.schemas.ts";

/**
 * GET api/coach/rankings/: every athlete of the coach with their 12 months of planned-vs-done
 * (the calendar's comparison flags counted), the derived figures of calendar/ranking.ts, the
 * two charts ('Athletes ranking - Most Green' and 'Most Red', five athletes at most each), and
 * the records the athletes set in the last 7 days.
 */

/** The ranking counts the months up to each athlete's today. */
export const RANKING_MONTHS = 12;
/** The records card shows the records set in the last 7 days, today included. */
export const RECORD_DAYS = 7;

export const CommitmentSchema = z.object({
  completed: z.number().int(),
  almost: z.number().int(),
  failed: z.number().int(),
  unplanned: z.number().int(),
});

export const RankingAthleteSchema = z.object({
  user_id: z.number().int(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
});

export const RankingEntrySchema = z.object({
  athlete_config: RankingAthleteSchema,
  commitment_12_months: CommitmentSchema,
  total_workouts: z.number().int(),
  total_activities: z.number().int(),
  /** Percent, 0-100 with one decimal; 0 without workouts (decision 013). */
  commitmentPercent: z.number(),
});
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

/** A record one of the athletes set (AthleteRecord), with whose it is. */
export const DashboardRecordSchema = AthleteRecordSchema.extend({
  athleteId: z.number().int(),
  athleteName: z.string(),
});
export type DashboardRecord = z.infer<typeof DashboardRecordSchema>;

export const RankingsResponseSchema = z.object({
  /** Every athlete, by name. */
  ranking: z.array(RankingEntrySchema),
  mostGreen: z.array(RankingEntrySchema),
  mostRed: z.array(RankingEntrySchema),
  /** Records of the last 7 days of each athlete, newest first. */
  records: z.array(DashboardRecordSchema),
});
export type RankingsResponse = z.infer<typeof RankingsResponseSchema>;
