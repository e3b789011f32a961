import { z } from "zod";
import { EmailSchema, FullNameSchema } from "../validation/common.schemas.ts";

/**
 * The business owner's people: athletes the owner creates, the coach manager's list, assigning an
 * athlete to a coach. Field names as the product's API writes them (snake_case bodies).
 */

/** POST api/business-owner/athletes/: a full name of two words or more and an e-mail. */
export const CreateBusinessAthleteBodySchema = z.object({
  full_name: FullNameSchema,
  email: EmailSchema,
});
export type CreateBusinessAthleteBody = z.infer<typeof CreateBusinessAthleteBodySchema>;

/** The created (or added) athlete's user id. */
export const CreateBusinessAthleteResponseSchema = z.object({ id: z.number().int() });
export type CreateBusinessAthleteResponse = z.infer<typeof CreateBusinessAthleteResponseSchema>;

/** An athlete as the coach manager lists them. */
export const BusinessAthleteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type BusinessAthlete = z.infer<typeof BusinessAthleteSchema>;

/** A coach of the business (type coach) with the athletes they coach in it. */
export const ActiveBusinessCoachSchema = z.object({
  type: z.literal("coach"),
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The business owner, who may coach too; listed first. */
  isOwner: z.boolean(),
  athletes: z.array(BusinessAthleteSchema),
});
export type ActiveBusinessCoach = z.infer<typeof ActiveBusinessCoachSchema>;

/** A coach invited by the owner who has not joined yet (type new-coach). */
export const NewBusinessCoachSchema = z.object({
  type: z.literal("new-coach"),
  /** The invitation's uuid_str. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(["Pending", "Declined", "Expired"]),
  sentAt: z.string(),
  athletes: z.array(BusinessAthleteSchema),
});
export type NewBusinessCoach = z.infer<typeof NewBusinessCoachSchema>;

export const BusinessCoachSchema = z.discriminatedUnion("type", [
  ActiveBusinessCoachSchema,
  NewBusinessCoachSchema,
]);
export type BusinessCoach = z.infer<typeof BusinessCoachSchema>;

/** GET api/business-owner/coach/?include_athletes=true */
export const BusinessCoachesQuerySchema = z.object({
  include_athletes: z.stringbool().default(false),
});

export const BusinessCoachesResponseSchema = z.object({
  coaches: z.array(BusinessCoachSchema),
  /** Athletes of the business that no coach of the business coaches. */
  unassignedAthletes: z.array(BusinessAthleteSchema),
});
export type BusinessCoachesResponse = z.infer<typeof BusinessCoachesResponseSchema>;

/** POST api/business-owner/coach/{id}/assign-to-athlete */
export const AssignAthleteBodySchema = z.object({ athlete_id: z.number().int() });
export type AssignAthleteBody = z.infer<typeof AssignAthleteBodySchema>;

/** The answer of assigning and removing: the product's message for it. */
export const CoachManagerMessageResponseSchema = z.object({ message: z.string() });
export type CoachManagerMessageResponse = z.infer<typeof CoachManagerMessageResponseSchema>;

/**
 * A coach named in a path: /api/business-owner/coach/{id}/..., /api/coach/{id}/. Read with
 * `parseRowId`: an id that can name no row is answered as not found.
 */
export const CoachIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

/** Case-insensitive substring search on a name, as the assign dialogs filter their lists. */
export function matchesNameSearch(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}
