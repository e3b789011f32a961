import { eq } from "drizzle-orm";
import { ConflictError } from "../errors/app-error";
import type { Executor } from "./client";
import { users } from "./schema";
import { userFullName } from "./user-name";

/**
 * The 409 of a write that presented a stale version (decision 083), naming who wrote the
 * current state: `updatedBy` is the resource's last writer, null when unknown.
 */
export async function editConflict(
  db: Executor,
  updatedBy: number | null,
  current: unknown,
): Promise<ConflictError> {
  if (updatedBy === null) return new ConflictError(null, current);
  const [row] = await db
    .select({ id: users.id, name: userFullName() })
    .from(users)
    .where(eq(users.id, updatedBy));
  return new ConflictError(row ?? null, current);
}
