import {
  type ConflictError,
  ConflictErrorSchema,
  versionOf,
} from "@coach/shared/errors/conflict.schemas";
import { ApiError } from "./api-error";

export type EditConflict = ConflictError;
export { versionOf };

/**
 * The 409 of a stale write (decision 083): who changed the resource meanwhile and its current
 * state with its version; null for any other failure.
 */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ConflictErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
