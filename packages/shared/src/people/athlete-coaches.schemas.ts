import { z } from "zod";

/** GET api/athlete/coaches/: the signed-in user's coaches. */
export const AthleteCoachSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type AthleteCoach = z.infer<typeof AthleteCoachSchema>;

export const AthleteCoachesResponseSchema = z.object({ coaches: z.array(AthleteCoachSchema) });
export type AthleteCoachesResponse = z.infer<typeof AthleteCoachesResponseSchema>;
