import { z } from "zod";

/** An athlete in a coach's list. */
export const CoachAthleteSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  fullName: z.string(),
  muted: z.boolean(),
  /** Null for an athlete of the business whom no coach of it coaches. */
  coachId: z.number().nullable(),
  avatar_id: z.number().nullable(),
  zones: z.record(z.string(), z.unknown()),
});
export type CoachAthlete = z.infer<typeof CoachAthleteSchema>;

export const CoachAthletesResponseSchema = z.object({ athletes: z.array(CoachAthleteSchema) });
export type CoachAthletesResponse = z.infer<typeof CoachAthletesResponseSchema>;
