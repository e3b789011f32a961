import { z } from "zod";
import { OptionalVersionSchema, VersionSchema } from "../errors/conflict.schemas.ts";
import { messages } from "../validation/messages.ts";
import { MAX_ROW_ID } from "../validation/row-id.ts";
import { isSaneDateYear } from "../validation/safe-input.ts";
import { WorkoutBodySchema } from "../workouts/workout.schemas.ts";

/**
 * Plans of the plan library. A plan's structure is its weeks, each
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
  [z.string().trim().min(1, messages.required), z.number().int().positive().max(MAX_ROW_ID)],
  {
    error: messages.required,
  },
);
const IsoDateSchema = z.iso.date().refine(isSaneDateYear, messages.dateOutOfRange);

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

/* ----- Periodization (the builder's per-week phase, emphasis and recovery options) ----- */

export const PERIODIZATION_TYPES = ["Traditional", "Custom"] as const;
export const PERIODIZATION_EMPHASES = ["Base", "Build", "Equal"] as const;
export const PLAN_PHASES = [
  "Prep",
  "Base 1",
  "Base 2",
  "Base 3",
  "Build 1",
  "Build 2",
  "Build 3",
  "Peak",
  "Taper",
  "Rest",
  "Race",
  "Custom",
] as const;
export const RECOVERY_CYCLES = ["2-1", "3-1"] as const;

export const PlanPeriodizationWeekSchema = z.object({
  phase: z.enum(PLAN_PHASES).nullable().default(null),
  /** Free text when the phase is Custom. */
  customPhase: z.string().trim().max(100).nullable().default(null),
  emphasis: z.enum(PERIODIZATION_EMPHASES).nullable().default(null),
  isRecovery: z.boolean().default(false),
});
export type PlanPeriodizationWeek = z.infer<typeof PlanPeriodizationWeekSchema>;

export const PlanPeriodizationSchema = z.object({
  type: z.enum(PERIODIZATION_TYPES).default("Traditional"),
  emphasis: z.enum(PERIODIZATION_EMPHASES).default("Equal"),
  recovery: z.enum(RECOVERY_CYCLES).nullable().default(null),
  /** One entry per plan week (index = week), at most as many as the plan has weeks. */
  weeks: z.array(PlanPeriodizationWeekSchema).max(104).default([]),
});
export type PlanPeriodization = z.infer<typeof PlanPeriodizationSchema>;

/* ----- Server requests and answers of the plan library ----- */

export const planServerMessages = {
  endDateOrStartDate: "Give each athlete a start date or an end date, not both.",
  shiftIntoPast: "A plan's workouts cannot be moved before today.",
  workoutsRemoved: "Plan workouts removed",
  workoutsUpdated: "Plan workouts updated",
  assignmentShifted: "Plan assignment moved",
} as const;

/**
 * POST or PUT api/plan-library/: SavePlanBody with the plan's weeks as `structure` or, under its
 * other name, `workouts`; and the builder's periodization. Counts sent by the client are
 * ignored (the server recomputes them).
 */
export const SavePlanRequestSchema = z
  .object({
    ...SavePlanBodySchema.shape,
    structure: SavePlanBodySchema.shape.structure.optional(),
    workouts: SavePlanBodySchema.shape.structure.optional(),
    periodization: PlanPeriodizationSchema.nullable().optional(),
    /** On PUT, the version the builder loaded: a plan saved since answers 409 (decision 083). */
    version: OptionalVersionSchema,
  })
  .refine((body) => body.structure !== undefined || body.workouts !== undefined, {
    message: messages.planNoWeeks,
    path: ["structure"],
  });
export type SavePlanRequest = z.infer<typeof SavePlanRequestSchema>;

const AthleteKeySchema = z.union([z.string().min(1), z.number().int()]);

/**
 * POST api/plan-library/apply/: a start date per athlete, or (our addition) an end date, so
 * that the plan ends on a race day: start = end - 7 x weeks + 1.
 */
export const ApplyPlanRequestSchema = z
  .object({
    planId: PlanIdSchema,
    athletes: z.array(AthleteKeySchema).min(1, messages.planAssignmentNeedsAthlete).max(500),
    startDates: z.record(z.string(), IsoDateSchema).default({}),
    endDates: z.record(z.string(), IsoDateSchema).default({}),
  })
  .refine(
    (body) =>
      body.athletes.every(
        (athlete) => String(athlete) in body.startDates || String(athlete) in body.endDates,
      ),
    { message: messages.required, path: ["startDates"] },
  )
  .refine(
    (body) =>
      body.athletes.every(
        (athlete) => !(String(athlete) in body.startDates && String(athlete) in body.endDates),
      ),
    { message: planServerMessages.endDateOrStartDate, path: ["endDates"] },
  );
export type ApplyPlanRequest = z.infer<typeof ApplyPlanRequestSchema>;

/**
 * An entry of remove-plan-workouts / update-plan-workouts: the `assigned` map's key
 * ("athleteId_assignmentId"), an assignment id, or `{assignmentId}`.
 */
export const PlanAssignmentEntrySchema = z.union([
  z.string().min(1),
  z.number().int().positive(),
  z.object({ assignmentId: z.union([z.string().min(1), z.number().int().positive()]) }),
]);
export const PlanAssignmentEntriesRequestSchema = z.object({
  planId: PlanIdSchema,
  entries: z.array(PlanAssignmentEntrySchema).min(1).max(500),
});
export type PlanAssignmentEntriesRequest = z.infer<typeof PlanAssignmentEntriesRequestSchema>;

/** POST api/plan-library/shift-assignment/ (our addition): move a plan on a calendar. */
export const ShiftPlanAssignmentBodySchema = z.object({
  assignmentId: z.union([z.string().min(1), z.number().int().positive()]),
  days: z
    .number()
    .int()
    .min(-366)
    .max(366)
    .refine((days) => days !== 0, messages.required),
});
export type ShiftPlanAssignmentBody = z.infer<typeof ShiftPlanAssignmentBodySchema>;

export const PlanListQuerySchema = z.object({ id: z.string().trim().min(1).optional() });

/** One row of a plan's `assigned` map, keyed `${athleteId}_${assignmentId}`. */
export const PlanAssignmentSchema = z.object({
  s: IsoDateSchema,
  e: IsoDateSchema,
  athleteId: z.number().int(),
  athleteName: z.string(),
  assignmentId: z.number().int(),
  status: z.enum(["pending", "complete"]),
});
export type PlanAssignment = z.infer<typeof PlanAssignmentSchema>;
export const PlanAssignedMapSchema = z.record(z.string(), PlanAssignmentSchema);

export const PlanMetaSchema = z.object({
  sports: z.array(z.number().int()),
  weeks: z.number().int(),
  workoutsCount: z.number().int(),
  days: z.number().int(),
});

/** A card of the plan library list. */
export const PlanCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  notes: z.string(),
  weeks: z.number().int(),
  workoutsCount: z.number().int(),
  days: z.number().int(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** Whether the viewer may edit and delete it (its owner, or the owner of its business). */
  canEdit: z.boolean(),
  updatedOn: z.string(),
  meta: PlanMetaSchema,
  assigned: PlanAssignedMapSchema,
  /** Bumped by every save: what the builder's save presents (decision 083). */
  version: VersionSchema,
});
export type PlanCard = z.infer<typeof PlanCardSchema>;

/** A whole plan (GET api/plan-library/?id=N, and the answer of a save). */
export const PlanSchema = PlanCardSchema.extend({
  structure: z.array(PlanWeekSchema),
  periodization: PlanPeriodizationSchema.nullable(),
  /** Expected stress per week, with the viewer's zones. */
  weeklyStress: z.array(z.number()),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListResponseSchema = z.object({ plans: z.array(PlanCardSchema) });
export const PlanSavedResponseSchema = z.object({ message: z.string(), plan: PlanSchema });
export const PlanMessageResponseSchema = z.object({ message: z.string() });

/** An assignment as the apply, update and shift calls answer it. */
export const PlanAssignmentResultSchema = PlanAssignmentSchema.extend({
  key: z.string(),
  planId: z.number().int(),
  workoutsCount: z.number().int(),
});
export type PlanAssignmentResult = z.infer<typeof PlanAssignmentResultSchema>;
export const PlanAppliedResponseSchema = z.object({
  message: z.string(),
  assignments: z.array(PlanAssignmentResultSchema),
});
export const PlanWorkoutsChangedResponseSchema = z.object({
  message: z.string(),
  /** Calendar workouts deleted, kept (completed) and created. */
  removed: z.number().int(),
  kept: z.number().int(),
  created: z.number().int(),
  assignments: z.array(PlanAssignmentResultSchema),
});
export const PlanAssignmentShiftedResponseSchema = z.object({
  message: z.string(),
  assignment: PlanAssignmentResultSchema,
});
