import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { assertAccess } from "../access/access.service";
import { findUserById, type UserRow } from "../people/users.repository";

/**
 * The athlete a route names, once the viewer may see them (404 otherwise): themselves (no
 * query), a coach's athlete, an owner's business's athlete.
 */
export async function accessibleAthlete(
  db: Executor,
  viewer: UserRow,
  athleteId: number,
): Promise<UserRow> {
  if (viewer.id === athleteId) return viewer;
  await assertAccess(db, viewer, { athleteId });
  const athlete = await findUserById(db, athleteId);
  if (!athlete) throw AppError.notFound();
  return athlete;
}
