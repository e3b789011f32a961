import { z } from "zod";
import { IsoDateSchema } from "../calendar/calendar.schemas.ts";
import { daysBetween, parseIsoDate } from "../units/iso-week.ts";
import { messages } from "../validation/messages.ts";

/**
 * GET api/athlete/{id}/performance/ (the coach-only Performance page): the daily fitness
 * series, the power and pace curves and the threshold history of a range of the athlete's days.
 */

/** Two years, a leap day included. */
export const PERFORMANCE_RANGE_MAX_DAYS = 731;

function isCalendarDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** startDate..endDate, both included, at most PERFORMANCE_RANGE_MAX_DAYS days. */
export const PerformanceQuerySchema = z
  .object({ startDate: IsoDateSchema, endDate: IsoDateSchema })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.startDate) || !isCalendarDate(query.endDate)) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > PERFORMANCE_RANGE_MAX_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: messages.performanceRangeTooLong,
      });
    }
  });
export type PerformanceQuery = z.infer<typeof PerformanceQuerySchema>;

export const FitnessDaySchema = z.object({
  date: z.string(),
  /** Sum of the day's activity stress. */
  completedStress: z.number(),
  /** Sum of the day's planned workouts' stress. */
  plannedStress: z.number(),
  ctl: z.number(),
  atl: z.number(),
  tsb: z.number(),
  /** After the athlete's today: CTL and ATL from planned stress, a projection. */
  isProjection: z.boolean(),
});
export type FitnessDayAnswer = z.infer<typeof FitnessDaySchema>;

const BestOfSchema = z.object({ activityId: z.number().int(), date: z.string() });

export const PowerBestSchema = BestOfSchema.extend({
  durationSec: z.number(),
  powerW: z.number(),
});
export type PowerBestAnswer = z.infer<typeof PowerBestSchema>;

export const PaceBestSchema = BestOfSchema.extend({ distanceM: z.number(), timeSec: z.number() });
export type PaceBestAnswer = z.infer<typeof PaceBestSchema>;

export const THRESHOLD_METHOD_TYPES = [
  "runningMethods",
  "cyclingMethods",
  "swimmingMethods",
] as const;
export type ThresholdMethodType = (typeof THRESHOLD_METHOD_TYPES)[number];

/** A threshold of one zones method: bpm (ftpHr), W (power), s/km (pace), s/100 m (tpace). */
export const ThresholdPointSchema = z.object({
  methodType: z.enum(THRESHOLD_METHOD_TYPES),
  method: z.string(),
  threshold: z.number(),
  /** The athlete's local date of the change; null for a saved threshold of unknown date. */
  recordedOn: z.string().nullable(),
});
export type ThresholdPoint = z.infer<typeof ThresholdPointSchema>;

export const PerformanceResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The athlete's today (their time zone): days after it are projections. */
  today: z.string(),
  /** Whether the athlete has any activity up to endDate (the warm-up included). */
  hasActivities: z.boolean(),
  days: z.array(FitnessDaySchema),
  powerCurve: z.array(PowerBestSchema),
  paceCurves: z.object({ running: z.array(PaceBestSchema), swimming: z.array(PaceBestSchema) }),
  thresholds: z.object({
    /** The thresholds saved now, one per method that has one. */
    current: z.array(ThresholdPointSchema),
    /** Every change up to endDate, oldest first. */
    history: z.array(ThresholdPointSchema),
  }),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponseSchema>;
