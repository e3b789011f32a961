import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { accessibleAthlete } from "./athlete-access";

/**
 * The athlete of a coach-only page (Performance, Macrocycle): first the usual
 * access (404 for an athlete the viewer cannot see, so nothing hidden is revealed), then the
 * role: a viewer without the coach flag gets the spec's 403, as every route does. A coach may
 * open their own.
 */
export async function coachedAthlete(
  db: Executor,
  viewer: UserRow,
  athleteId: number,
): Promise<UserRow> {
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  if (!viewer.isCoach) throw AppError.forbidden();
  return athlete;
}
