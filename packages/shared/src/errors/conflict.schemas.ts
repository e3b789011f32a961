import { z } from "zod";

/**
 * Versions of editable resources (decision 083). Every write bumps the version; a write that
 * presents the version it loaded is refused with 409 when someone else wrote in between. The
 * version is optional on writes because the spec's client does not send it: such a write stays
 * last-writer-wins.
 */
export const VersionSchema = z.number().int().min(1).max(2_147_483_647);
export const OptionalVersionSchema = VersionSchema.optional();

/** Who wrote the current state; null when unknown (an older row, or the user is gone). */
export const ConflictChangedBySchema = z
  .object({ id: z.number().int(), name: z.string() })
  .nullable();
export type ConflictChangedBy = z.infer<typeof ConflictChangedBySchema>;

/** The name used when nobody is known to have made the change. */
export const UNKNOWN_EDITOR_NAME = "someone else";

/** The message of a stale write, as the issue words it. */
export function conflictDetail(changedBy: ConflictChangedBy): string {
  const name = changedBy?.name.trim() || UNKNOWN_EDITOR_NAME;
  return `This was changed by ${name} meanwhile`;
}

/**
 * The 409 answer of a stale write: who changed the resource and its current state, as its GET
 * answers it (with its version), so the client can show it or overwrite it.
 */
export function conflictSchema<Current extends z.ZodType>(current: Current) {
  return z.object({
    code: z.literal("conflict"),
    detail: z.string(),
    changedBy: ConflictChangedBySchema,
    current,
  });
}

/**
 * Any 409 answer, whatever the resource: what the web client reads first. `current` is the
 * resource's own GET answer; most carry one `version` (see versionOf), a season its weeks'.
 */
export const ConflictErrorSchema = conflictSchema(z.unknown());
export type ConflictError = z.infer<typeof ConflictErrorSchema>;

/** The version of a conflict's current state, when the resource has one version. */
export function versionOf(current: unknown): number | undefined {
  const parsed = z.looseObject({ version: VersionSchema }).safeParse(current);
  return parsed.success ? parsed.data.version : undefined;
}
