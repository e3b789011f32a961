import type { Executor } from "../../db/client";
import { getUser, type UserRow } from "../people/users.service";
import { assertAccess } from "./access.service";

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
  return getUser({ db, userId: athleteId });
}
