import { z } from "zod";

/**
 * The workout and step model.
 * Quantities are stored in SI: durations in seconds, distances in metres. Fixed pace targets
 * are seconds per kilometre (running) or per 100 metres (swimming), always metric; the
 * screens convert them with the athlete's display units.
 */

export const STEP_ACTIONS = [
  "Warm up",
  "Work",
  "Rest active",
  "Rest passive",
  "Cool down",
] as const;
export const StepActionSchema = z.enum(STEP_ACTIONS);
export type StepAction = z.infer<typeof StepActionSchema>;

/** number: a fixed value (bpm, W, RPE); seconds: a fixed pace; zone: zone numbers; %: of threshold. */
export const STEP_UNITS = ["number", "seconds", "zone", "%"] as const;
export const StepUnitSchema = z.enum(STEP_UNITS);
export type StepUnit = z.infer<typeof StepUnitSchema>;

export const BASED_ON = ["Duration", "Distance"] as const;
export const BasedOnSchema = z.enum(BASED_ON);
export type BasedOn = z.infer<typeof BasedOnSchema>;

export const POOL_LENGTH_UNITS = ["METER", "YARD"] as const;
export const PoolLengthUnitSchema = z.enum(POOL_LENGTH_UNITS);

/**
 * How a step or a repeat ends when not by its duration or distance (FIT workout files: decision
 * 119). Heart rate and power are "number" (bpm, W) or "%" (of maximum heart rate, of FTP, as FIT
 * means them); time is seconds, distance metres, calories kcal.
 */
export const STEP_CONDITION_KINDS = [
  "time",
  "distance",
  "calories",
  "heartRateBelow",
  "heartRateAbove",
  "powerBelow",
  "powerAbove",
] as const;
export const StepConditionSchema = z.object({
  kind: z.enum(STEP_CONDITION_KINDS),
  value: z.number().min(0),
  unit: z.enum(["number", "%"]).default("number"),
});
export type StepCondition = z.infer<typeof StepConditionSchema>;

/** A cadence target in revolutions (or steps) per minute, beside the step's main target. */
export const StepCadenceSchema = z.object({
  lowerRpm: z.number().min(0).max(300),
  upperRpm: z.number().min(0).max(300),
});
export type StepCadence = z.infer<typeof StepCadenceSchema>;

export const SingleStepSchema = z.object({
  stepType: z.literal("step"),
  uuid: z.string().min(1),
  action: StepActionSchema,
  unit: StepUnitSchema,
  /** Lower and upper target in `unit` (bpm, W, s/km, % of threshold); null when zones are used. */
  lower: z.number().nullable().default(null),
  upper: z.number().nullable().default(null),
  /** Zone numbers 1..5 when unit is "zone" (also filled for the other units once resolved). */
  lowerZone: z.number().int().min(0).max(6).nullable().default(null),
  upperZone: z.number().int().min(0).max(6).nullable().default(null),
  /** The zone bounds resolved to the method's values at save time, for display and export. */
  lowerZoneValue: z.number().nullable().default(null),
  upperZoneValue: z.number().nullable().default(null),
  /** Seconds (the API's field name; the unit is fixed here). */
  duration: z.number().min(0).nullable().default(null),
  /** Metres. */
  distance: z.number().min(0).nullable().default(null),
  stress: z.number().min(0).default(0),
  targetName: z.string().max(200).default(""),
  /** The step's notes (Zwift text events and MRC cues land here: decision 119). */
  stepInfo: z.string().max(2000).default(""),
  /**
   * The step's own target method when it differs from the workout's (imported files mix heart
   * rate and power steps); absent or null: the workout's method.
   */
  method: z.number().int().nullable().optional(),
  cadence: StepCadenceSchema.nullable().optional(),
  /** Ends the step instead of a duration or distance (heart rate, power, calories). */
  until: StepConditionSchema.nullable().optional(),
});
export type SingleStep = z.infer<typeof SingleStepSchema>;

export const RepeatStepSchema = z.object({
  stepType: z.literal("repeat"),
  uuid: z.string().min(1),
  repeats: z.number().int().min(1).max(99),
  steps: z.array(SingleStepSchema).min(1),
  /**
   * Repeat until this happens (FIT files); `repeats` then holds the rounds counted for totals
   * (decision 119).
   */
  until: StepConditionSchema.nullable().optional(),
});
export type RepeatStep = z.infer<typeof RepeatStepSchema>;

export const StepSchema = z.discriminatedUnion("stepType", [SingleStepSchema, RepeatStepSchema]);
export type Step = z.infer<typeof StepSchema>;

/** A workout as the library, the plan builder and the calendar hold it. */
export const WorkoutBodySchema = z.object({
  name: z.string().trim().min(1, "This field is required").max(200),
  /** Sport type id (1 running, 2 cycling, 3 swimming, 4 strength, 50 test, 60 rest day, 61 note). */
  type: z.number().int(),
  subtype: z.number().int().nullable().default(null),
  /** Method id (1 Heartrate, 2 Pace, 3 Power, 4 T-pace, 5 RPE); null for strength, notes, rest days. */
  method: z.number().int().nullable().default(null),
  basedOn: BasedOnSchema.default("Duration"),
  steps: z.array(StepSchema).max(200).default([]),
  instructions: z.string().max(10000).default(""),
  isPool: z.boolean().default(false),
  poolLength: z.number().positive().max(1000).default(50),
  poolLengthUnit: PoolLengthUnitSchema.default("METER"),
  elevation: z.number().nullable().default(null),
  gradient: z.number().nullable().default(null),
});
export type WorkoutBody = z.infer<typeof WorkoutBodySchema>;
