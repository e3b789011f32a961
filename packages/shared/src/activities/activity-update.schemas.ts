import { z } from "zod";
import { SportId } from "../sports/sport-ids.ts";
import { messages } from "../validation/messages.ts";
import { RenameActivityBodySchema } from "./activity.schemas.ts";

/**
 * PATCH api/activities/{activityId}/: a new name, a new sport, or both. A new sport re-analyses
 * the original file as that sport, so every figure follows
 * (docs/decisions/120-sport-inference-and-change.md).
 */

/** The sports an activity can be analysed as (walking and hiking are analysed as running). */
export const CHANGEABLE_ACTIVITY_SPORTS = [
  SportId.running,
  SportId.cycling,
  SportId.swimming,
  SportId.strength,
] as const;
export type ChangeableActivitySport = (typeof CHANGEABLE_ACTIVITY_SPORTS)[number];

export const ActivitySportSchema = z
  .number({ error: messages.activitySportNotAllowed })
  .refine(
    (sport): sport is ChangeableActivitySport =>
      (CHANGEABLE_ACTIVITY_SPORTS as readonly number[]).includes(sport),
    messages.activitySportNotAllowed,
  );

export const UpdateActivityBodySchema = z
  .object({
    name: RenameActivityBodySchema.shape.name.optional(),
    sport: ActivitySportSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.sport !== undefined, {
    message: messages.activityChangeEmpty,
    path: ["name"],
  });
export type UpdateActivityBody = z.input<typeof UpdateActivityBodySchema>;
