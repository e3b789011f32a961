import { z } from "zod";
import { DisplayUnitsSchema, ProfileSchema } from "./account.schemas";

/** One coach of an athlete (a coach_athletes link), as the athlete's profile lists them. */
export const AthleteCoachSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  /** When the coaching began, ISO 8601. */
  since: z.string(),
});
export type AthleteCoach = z.infer<typeof AthleteCoachSchema>;

/**
 * GET api/athlete/{id}/profile/: what the athlete, their coaches and their business's owner see
 * of the athlete's account (the AthleteProfile and AthleteSettings pages, read-only for others).
 */
export const AthleteProfileResponseSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profile: ProfileSchema,
  displayUnits: DisplayUnitsSchema,
  dateFormat: z.string(),
  /** IANA time zone, sent by the athlete's device at sign-in. */
  timezone: z.string(),
  /** Oldest link first. */
  coaches: z.array(AthleteCoachSchema),
  /** When the account was created, ISO 8601. */
  memberSince: z.string(),
});
export type AthleteProfileResponse = z.infer<typeof AthleteProfileResponseSchema>;
