import { z } from "zod";
import { comparisonFlag, type EventFlag } from "../calendar/event-flags.ts";
import { SportId } from "../sports/sport-ids.ts";
import { normalizeSport } from "../sports/sport-types.ts";

/**
 * A completed activity in the spec's words (document 001, section 3, "Activity"): the names its
 * client reads, snake_case as the spec writes them (docs/decisions/124-spec-api-contract.md).
 * The calendar, the activity list and the analysis answer this one shape.
 */

export const SPEC_ACTIVITY_TYPES = ["run", "cycle", "swim", "strength", "other"] as const;
export type SpecActivityType = (typeof SPEC_ACTIVITY_TYPES)[number];

/** The spec's activity_type of one of our sport ids ("other" for a sport the spec lacks). */
export function specActivityType(sport: number): SpecActivityType {
  const types: Record<number, SpecActivityType> = {
    [SportId.running]: "run",
    [SportId.cycling]: "cycle",
    [SportId.swimming]: "swim",
    [SportId.strength]: "strength",
  };
  return types[normalizeSport(sport)] ?? "other";
}

export const SpecCommentSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  content: z.string(),
  user_id: z.number().int(),
});
export type SpecComment = z.infer<typeof SpecCommentSchema>;

/** A comment with its author's name, for the screens that show it. */
export const NamedCommentSchema = SpecCommentSchema.extend({ user_name: z.string() });
export type NamedComment = z.infer<typeof NamedCommentSchema>;

/** The activity's own figures, as the stored summary has them (null: the file did not say). */
export interface ActivityFigures {
  durationSec: number;
  distanceM: number | null;
  stress: number | null;
  avgHeartRateBpm: number | null;
  avgPowerW: number | null;
  avgSpeedMps: number | null;
  /** Seconds per paceDistanceM: per km running, per 100 m swimming. */
  avgPaceSec: number | null;
  elevationGainM: number | null;
  totalStrokes: number | null;
  isPool: boolean;
}

/** The planned workout an activity matched, as far as the comparison needs it. */
export interface MatchedPlan {
  basedOn: "Duration" | "Distance";
  totalDurationSec: number;
  totalDistanceM: number;
  totalStress: number;
}

export const SpecActivityFieldsSchema = z.object({
  id: z.number().int(),
  athleteId: z.number().int(),
  date: z.string(),
  /** How the activity stands against the plan: completed, almost (off the plan) or unplanned. */
  status: z.enum(["completed", "almost", "failed", "unplanned"]),
  activity_name: z.string(),
  activity_type: z.enum(SPEC_ACTIVITY_TYPES),
  based_on: z.enum(["duration", "distance"]),
  completed_duration_seconds: z.number(),
  planned_duration_seconds: z.number().nullable(),
  /** Metres. */
  completed_distance: z.number().nullable(),
  planned_distance: z.number().nullable(),
  matched_workout_id: z.number().int().nullable(),
  matched_workout_data: z.object({ deviation: z.number().nullable() }).nullable(),
  /** Activities are recorded, never examples; planned workouts are the scheduled ones. */
  is_sample: z.literal(false),
  is_scheduled_workout: z.literal(false),
  comments: z.array(SpecCommentSchema),
  summary: z.object({
    sport: z.enum(SPEC_ACTIVITY_TYPES),
    durationInSeconds: z.number(),
    activityName: z.string(),
  }),
  /** The summary is stored with the activity: its id is the activity's. */
  summary_id: z.number().int(),
  /** No embedded views are published: always null. */
  embed_token: z.null(),
  /** Seconds per km (runs) or per 100 m (swims); null for other sports. */
  average_pace: z.number().nullable(),
  average_heart_rate_bpm: z.number().nullable(),
  /** Metres climbed. */
  total_ascend: z.number().nullable(),
  total_strokes: z.number().nullable(),
  average_power: z.number().nullable(),
  /** m/s. */
  average_speed: z.number().nullable(),
  actual_stress: z.number().nullable(),
  expected_stress: z.number().nullable(),
  /** Effort and feeling are not recorded yet: null until the athlete can give them. */
  actual_rpe: z.null(),
  expected_rpe: z.null(),
  actual_feel: z.null(),
  expected_feel: z.null(),
  isPool: z.boolean(),
});
export type SpecActivityFields = z.infer<typeof SpecActivityFieldsSchema>;

export function specActivityFields(activity: {
  id: number;
  athleteId: number;
  date: string;
  sport: number;
  name: string;
  flag: EventFlag;
  matchedWorkoutId: number | null;
  deviation: number | null;
  figures: ActivityFigures;
  plan: MatchedPlan | null;
  comments: SpecComment[];
}): SpecActivityFields {
  const { figures, plan } = activity;
  const type = specActivityType(activity.sport);
  const isMatched = activity.matchedWorkoutId !== null;
  return {
    id: activity.id,
    athleteId: activity.athleteId,
    date: activity.date,
    status: comparisonFlag(activity.flag) ?? "unplanned",
    activity_name: activity.name,
    activity_type: type,
    based_on: plan?.basedOn === "Distance" ? "distance" : "duration",
    completed_duration_seconds: figures.durationSec,
    planned_duration_seconds: plan ? plan.totalDurationSec : null,
    completed_distance: figures.distanceM,
    planned_distance: plan ? plan.totalDistanceM : null,
    matched_workout_id: activity.matchedWorkoutId,
    matched_workout_data: isMatched ? { deviation: activity.deviation } : null,
    is_sample: false,
    is_scheduled_workout: false,
    comments: activity.comments,
    summary: { sport: type, durationInSeconds: figures.durationSec, activityName: activity.name },
    summary_id: activity.id,
    embed_token: null,
    average_pace: figures.avgPaceSec,
    average_heart_rate_bpm: figures.avgHeartRateBpm,
    total_ascend: figures.elevationGainM,
    total_strokes: figures.totalStrokes,
    average_power: figures.avgPowerW,
    average_speed: figures.avgSpeedMps,
    actual_stress: figures.stress,
    expected_stress: plan ? plan.totalStress : null,
    actual_rpe: null,
    expected_rpe: null,
    actual_feel: null,
    expected_feel: null,
    isPool: figures.isPool,
  };
}
