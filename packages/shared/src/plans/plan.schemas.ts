import { z } from "zod";
import { messages } from "../validation/messages.ts";
import { WorkoutBodySchema } from "../workouts/workout.schemas.ts";

/**
 * Plans of the plan library (second document, section 3). A plan's structure is its weeks, each
 * of exactly 7 days (Monday first); a day holds workouts, or is a rest day and holds none.
 */

export const DAYS_PER_WEEK = 7;

/** A workout inside a plan: a copy of the workout, plus where it came from. */
export const PlanWorkoutSchema = WorkoutBodySchema.extend({
  /** The library workout it was copied from, if any. */
  id: z
    .union([z.string().min(1), z.number().int()])
    .nullable()
    .default(null),
  isBasedOnZones: z.boolean().default(true),
  ownerId: z.union([z.string(), z.number()]).nullable().default(null),
  ownerName: z.string().max(200).nullable().default(null),
  totalStress: z.number().min(0).nullable().default(null),
  isSTDefault: z.boolean().default(false),
});
export type PlanWorkout = z.infer<typeof PlanWorkoutSchema>;
export type PlanWorkoutInput = z.input<typeof PlanWorkoutSchema>;

export const PlanDaySchema = z
  .object({
    isRestDay: z.boolean().default(false),
    workouts: z.array(PlanWorkoutSchema).max(20).default([]),
  })
  .refine((day) => !day.isRestDay || day.workouts.length === 0, messages.workoutOnRestDay);
export type PlanDay = z.infer<typeof PlanDaySchema>;

export const PlanWeekSchema = z.array(PlanDaySchema).length(DAYS_PER_WEEK);
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

export const PlanTitleSchema = z
  .string({ error: messages.planNameBlank })
  .trim()
  .min(1, messages.planNameBlank)
  .max(200);

/** What the plan builder saves (POST or PUT api/plan-library/); counts are recomputed on the server. */
export const SavePlanBodySchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]).optional(),
  title: PlanTitleSchema,
  notes: z.string().max(10_000).default(""),
  structure: z.array(PlanWeekSchema).min(1, messages.planNoWeeks).max(104),
  workoutsCount: z.number().int().min(0).optional(),
  days: z.number().int().min(0).optional(),
});
export type SavePlanBody = z.infer<typeof SavePlanBodySchema>;

const PlanIdSchema = z.union(
  [z.string().trim().min(1, messages.required), z.number().int().positive()],
  {
    error: messages.required,
  },
);
const IsoDateSchema = z.iso.date();

/** POST api/plan-library/apply/: a start date per selected athlete (keyed by athlete id). */
export const ApplyPlanBodySchema = z
  .object({
    planId: PlanIdSchema,
    athletes: z
      .array(z.union([z.string().min(1), z.number().int()]))
      .min(1, messages.planAssignmentNeedsAthlete),
    startDates: z.record(z.string(), IsoDateSchema),
  })
  .refine((body) => body.athletes.every((athlete) => String(athlete) in body.startDates), {
    message: messages.required,
    path: ["startDates"],
  });
export type ApplyPlanBody = z.infer<typeof ApplyPlanBodySchema>;

/** POST .../remove-plan-workouts/ and .../update-plan-workouts/: the marked assignment keys. */
export const PlanAssignmentEntriesBodySchema = z.object({
  planId: PlanIdSchema,
  entries: z.array(z.string().min(1)).min(1),
});

/** DELETE api/plan-library/ */
export const DeletePlanBodySchema = z.object({ planId: PlanIdSchema });

/** One assignment in a plan's `assigned` map: start (s) and end (e) dates. */
export const PlanAssignedSchema = z.record(
  z.string(),
  z.object({ s: IsoDateSchema, e: IsoDateSchema }),
);
export type PlanAssigned = z.infer<typeof PlanAssignedSchema>;
