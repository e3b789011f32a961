import { z } from "zod";
import { RowIdSchema } from "../calendar/calendar.schemas.ts";
import { OptionalVersionSchema, VersionSchema } from "../errors/conflict.schemas.ts";
import { messages } from "../validation/messages.ts";

/** A coach's athlete groups (My athletes). Names are unique per coach, ignoring case. */

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

const GroupNameSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(GROUP_NAME_MAX, `Must be up to ${GROUP_NAME_MAX} characters`);
const GroupDescriptionSchema = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX, `Must be up to ${GROUP_DESCRIPTION_MAX} characters`)
  .default("");

/** POST api/coach/athletes-groups/ */
export const CreateGroupBodySchema = z.object({
  groupName: GroupNameSchema,
  groupDescription: GroupDescriptionSchema,
});
export type CreateGroupBody = z.infer<typeof CreateGroupBodySchema>;

/** PUT api/coach/athletes-groups/: the group as the screen holds it (groupId, or id). */
export const UpdateGroupBodySchema = z
  .object({
    groupId: RowIdSchema.optional(),
    id: RowIdSchema.optional(),
    groupName: GroupNameSchema,
    groupDescription: GroupDescriptionSchema,
    /** The version the coach's dialog loaded: renamed since answers 409 (decision 083). */
    version: OptionalVersionSchema,
  })
  .refine((body) => body.groupId !== undefined || body.id !== undefined, {
    message: messages.required,
    path: ["groupId"],
  });
export type UpdateGroupBody = z.infer<typeof UpdateGroupBodySchema>;

/** DELETE api/coach/athletes-groups/ */
export const DeleteGroupBodySchema = z.object({ groupId: RowIdSchema });
export type DeleteGroupBody = z.infer<typeof DeleteGroupBodySchema>;

export const GroupResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Bumped by every rename (decision 083). */
  version: VersionSchema,
});
export type GroupResponse = z.infer<typeof GroupResponseSchema>;

/** POST api/coach/athletes-to-groups/ */
export const AddAthletesToGroupBodySchema = z.object({
  athletes: z.array(RowIdSchema).min(1, messages.required).max(1000),
  groupId: RowIdSchema,
});
export type AddAthletesToGroupBody = z.infer<typeof AddAthletesToGroupBodySchema>;

/** DELETE api/coach/athletes-to-groups/ */
export const RemoveAthleteFromGroupBodySchema = z.object({
  athleteId: RowIdSchema,
  groupId: RowIdSchema,
});
export type RemoveAthleteFromGroupBody = z.infer<typeof RemoveAthleteFromGroupBodySchema>;

/** The group's members after a change. */
export const GroupMembersResponseSchema = z.object({
  groupId: z.number(),
  athleteIds: z.array(z.number()),
});
export type GroupMembersResponse = z.infer<typeof GroupMembersResponseSchema>;
