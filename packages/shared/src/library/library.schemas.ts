import { z } from "zod";
import { OptionalVersionSchema, VersionSchema } from "../errors/conflict.schemas.ts";
import { StepSchema, WorkoutBodySchema } from "../workouts/workout.schemas";

/**
 * The coach's workout library. Items the coach owns are
 * editable; items of the business's other coaches are shared read-only; the built-in tests
 * (string ids, isSTDefault) are there for everyone and can only be copied.
 */
export const LibraryWorkoutIdSchema = z.union([
  z.number().int().positive(),
  z.string().min(1).max(64),
]);
export type LibraryWorkoutId = z.infer<typeof LibraryWorkoutIdSchema>;

/** One row of GET api/coach/library/: id, name, type, subtype, and what the list shows. */
export const LibraryItemSchema = z.object({
  id: LibraryWorkoutIdSchema,
  name: z.string(),
  type: z.number(),
  subtype: z.number().nullable(),
  method: z.number().nullable(),
  totalDuration: z.number(),
  totalDistance: z.number(),
  totalStress: z.number(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  isSTDefault: z.boolean(),
  updated: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

export const LibraryListResponseSchema = z.object({ items: z.array(LibraryItemSchema) });
export type LibraryListResponse = z.infer<typeof LibraryListResponseSchema>;

/** A whole workout as stored: the body plus what the server computed and who made it. */
export const LibraryWorkoutSchema = WorkoutBodySchema.extend({
  id: LibraryWorkoutIdSchema,
  steps: z.array(StepSchema),
  totalDuration: z.number(),
  totalDistance: z.number(),
  totalStress: z.number(),
  creator: z.number().nullable(),
  creatorName: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  isSTDefault: z.boolean(),
  library: z.literal(true),
  /** Bumped by every save: what the builder's save presents; 1 for a built-in test (083). */
  version: VersionSchema,
});
export type LibraryWorkout = z.infer<typeof LibraryWorkoutSchema>;

/** PUT api/coach/library/{id}/: with the version the builder loaded (decision 083). */
export const UpdateLibraryWorkoutBodySchema = WorkoutBodySchema.extend({
  version: OptionalVersionSchema,
});
export type UpdateLibraryWorkoutBody = z.infer<typeof UpdateLibraryWorkoutBodySchema>;

/** GET api/coach/library/?full=true answers whole workouts instead of rows. */
export const LibraryListQuerySchema = z.object({
  full: z.enum(["true", "false"]).optional(),
});

export const LibraryWorkoutParamsSchema = z.object({ id: z.string().min(1).max(64) });
