import { z } from "zod";

/**
 * The business owner's quickstart ('To-do for your 30 days trial', /api/business-owner/quickstart/)
 * and the athlete's quick start (/api/quickstart/). A task once done stays done: a write can
 * only check items, and an item is also checked by what the owner really did (events).
 */
export const OwnerQuickstartSchema = z.object({
  add_activity_tracker: z.boolean(),
  add_workout_to_calendar: z.boolean(),
  add_athlete: z.boolean(),
});
export type OwnerQuickstart = z.infer<typeof OwnerQuickstartSchema>;
export const OWNER_QUICKSTART_TASKS = Object.keys(OwnerQuickstartSchema.shape) as Array<
  keyof OwnerQuickstart
>;

/** PUT: the tasks to check; false leaves a task as it is (checked items stay checked). */
export const UpdateOwnerQuickstartBodySchema = OwnerQuickstartSchema.partial();
export type UpdateOwnerQuickstartBody = z.infer<typeof UpdateOwnerQuickstartBodySchema>;

export const AthleteQuickstartSchema = z.object({
  add_activity_tracker: z.boolean(),
  add_activity_tracker_dismissed: z.boolean(),
  select_an_activity_tracker_dismissed: z.boolean(),
});
export type AthleteQuickstart = z.infer<typeof AthleteQuickstartSchema>;

/** POST: the flags to set; false leaves a flag as it is. */
export const UpdateAthleteQuickstartBodySchema = AthleteQuickstartSchema.partial();
export type UpdateAthleteQuickstartBody = z.infer<typeof UpdateAthleteQuickstartBodySchema>;

/** The list is complete when every task is checked; the card then goes. */
export function isQuickstartComplete(quickstart: OwnerQuickstart): boolean {
  return OWNER_QUICKSTART_TASKS.every((task) => quickstart[task]);
}
