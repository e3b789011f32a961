import { z } from "zod";
import { IsoDateSchema, RacePrioritySchema } from "../calendar/calendar.schemas.ts";
import { AthleteRecordSchema } from "../records/record.schemas.ts";
import { daysBetween, parseIsoDate } from "../units/iso-week.ts";
import { messages } from "../validation/messages.ts";

/**
 * The athlete's Training insights, Races & records and Overview pages
 * (decision 040). Dates are the athlete's local calendar dates; durations are seconds,
 * distances metres, stress TSS points. Sports are our sport ids, walking and hiking as running.
 */

/** The longest range one insights call answers, in days (two years, both ends included). */
export const INSIGHTS_RANGE_MAX_DAYS = 731;

export const INSIGHTS_PERIODS = ["week", "month"] as const;
export const InsightsPeriodSchema = z.enum(INSIGHTS_PERIODS);
export type InsightsPeriod = z.infer<typeof InsightsPeriodSchema>;

function isDate(text: string): boolean {
  try {
    parseIsoDate(text);
    return true;
  } catch {
    return false;
  }
}

/** GET api/athlete/{id}/insights/?startDate&endDate&period. */
export const InsightsQuerySchema = z
  .object({
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    period: InsightsPeriodSchema.default("week"),
  })
  .superRefine((query, ctx) => {
    if (!isDate(query.startDate) || !isDate(query.endDate)) return;
    const days = daysBetween(query.startDate, query.endDate);
    if (days < 0) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.dateRangeOrder });
    } else if (days + 1 > INSIGHTS_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: messages.insightsRangeTooLong });
    }
  });
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** Totals of a set of activities or planned workouts. */
export const VolumeSchema = z.object({
  count: z.number().int(),
  durationSec: z.number(),
  distanceM: z.number(),
  stress: z.number(),
});
export type Volume = z.infer<typeof VolumeSchema>;

export const SportVolumeSchema = z.object({
  sport: z.number().int(),
  completed: VolumeSchema,
  planned: VolumeSchema,
});
export type SportVolume = z.infer<typeof SportVolumeSchema>;

/**
 * Planned workouts dated before the athlete's today: done (an activity was matched to them) or
 * missed. Percentages are null when nothing was due.
 */
export const ComplianceSchema = z.object({
  due: z.number().int(),
  completed: z.number().int(),
  missed: z.number().int(),
  percent: z.number().nullable(),
  plannedDurationSec: z.number(),
  /** Duration of the activities matched to the due workouts. */
  completedDurationSec: z.number(),
  durationPercent: z.number().nullable(),
});
export type Compliance = z.infer<typeof ComplianceSchema>;

export const InsightsPeriodRowSchema = z.object({
  /** First day of the ISO week (Monday) or of the month. */
  start: z.string(),
  /** Last day of the week or month (it may lie outside the asked range). */
  end: z.string(),
  sports: z.array(SportVolumeSchema),
  compliance: ComplianceSchema,
});
export type InsightsPeriodRow = z.infer<typeof InsightsPeriodRowSchema>;

/** Seconds per zone: index 0 below zone 1, 1..5 the zones, 6 above zone 5. */
export const ZoneSecondsSchema = z.object({
  zoneNames: z.array(z.string()),
  seconds: z.array(z.number()),
});
export type ZoneSeconds = z.infer<typeof ZoneSecondsSchema>;

export const SportZonesSchema = z.object({
  sport: z.number().int(),
  heartRate: ZoneSecondsSchema.nullable(),
  power: ZoneSecondsSchema.nullable(),
  pace: ZoneSecondsSchema.nullable(),
});
export type SportZones = z.infer<typeof SportZonesSchema>;

export const InsightsResponseSchema = z.object({
  today: z.string(),
  period: InsightsPeriodSchema,
  startDate: z.string(),
  endDate: z.string(),
  periods: z.array(InsightsPeriodRowSchema),
  totals: z.array(SportVolumeSchema),
  timeInZones: z.array(SportZonesSchema),
  compliance: ComplianceSchema,
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;

/** GET api/athlete/{id}/races-records/ */
export const UpcomingRaceSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  distanceM: z.number().nullable(),
  priority: RacePrioritySchema,
  notes: z.string(),
  daysToGo: z.number().int(),
});
export type UpcomingRace = z.infer<typeof UpcomingRaceSchema>;

export const RaceResultSchema = z.object({
  activityId: z.number().int(),
  name: z.string(),
  sport: z.number().int(),
  durationSec: z.number(),
  distanceM: z.number().nullable(),
});
export type RaceResult = z.infer<typeof RaceResultSchema>;

export const PastRaceSchema = UpcomingRaceSchema.omit({ daysToGo: true }).extend({
  result: RaceResultSchema.nullable(),
});
export type PastRace = z.infer<typeof PastRaceSchema>;

export const DistanceBestSchema = z.object({
  sport: z.number().int(),
  distanceM: z.number(),
  timeSec: z.number(),
  speedMps: z.number(),
  date: z.string(),
  activityId: z.number().int(),
});
export type DistanceBest = z.infer<typeof DistanceBestSchema>;

export const DurationBestSchema = z.object({
  sport: z.number().int(),
  durationSec: z.number(),
  powerW: z.number(),
  date: z.string(),
  activityId: z.number().int(),
});
export type DurationBest = z.infer<typeof DurationBestSchema>;

export const RacesRecordsResponseSchema = z.object({
  today: z.string(),
  upcoming: z.array(UpcomingRaceSchema),
  past: z.array(PastRaceSchema),
  distanceBests: z.array(DistanceBestSchema),
  durationBests: z.array(DurationBestSchema),
  records: z.array(AthleteRecordSchema),
});
export type RacesRecordsResponse = z.infer<typeof RacesRecordsResponseSchema>;

/** GET api/athlete/{id}/overview/ */
export const OverviewWorkoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sport: z.number().int(),
  durationSec: z.number(),
  distanceM: z.number(),
  stress: z.number(),
  /** The activity matched to it, once done. */
  activityId: z.number().int().nullable(),
});
export type OverviewWorkout = z.infer<typeof OverviewWorkoutSchema>;

export const OverviewActivitySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  name: z.string(),
  sport: z.number().int(),
  durationSec: z.number(),
  distanceM: z.number().nullable(),
  stress: z.number().nullable(),
});
export type OverviewActivity = z.infer<typeof OverviewActivitySchema>;

/** The athlete's thresholds; null where none is set. */
export const ThresholdsSchema = z.object({
  runningHeartRateBpm: z.number().nullable(),
  runningPaceSecPerKm: z.number().nullable(),
  cyclingHeartRateBpm: z.number().nullable(),
  cyclingPowerW: z.number().nullable(),
  swimmingPaceSecPer100m: z.number().nullable(),
});
export type Thresholds = z.infer<typeof ThresholdsSchema>;

export const OverviewResponseSchema = z.object({
  athlete: z.object({
    id: z.number().int(),
    fullName: z.string(),
    email: z.string(),
    sports: z.array(z.string()),
    trainingDays: z.array(z.string()),
    displayUnits: z.enum(["Metric", "Imperial"]),
    timezone: z.string(),
  }),
  today: z.string(),
  todayWorkouts: z.array(OverviewWorkoutSchema),
  nextRace: UpcomingRaceSchema.nullable(),
  week: z.object({
    start: z.string(),
    end: z.string(),
    sports: z.array(SportVolumeSchema),
  }),
  lastActivities: z.array(OverviewActivitySchema),
  thresholds: ThresholdsSchema,
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
