import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors/app-error";
import { findUserWhere, type UserRow } from "../people/users.service";
import { isAthleteAccessibleTo } from "./access.service";

/**
 * The athlete a route names, once the viewer may see them (404 otherwise, as for a missing
 * user): themselves (no query), a coach's athlete, an owner's business's athlete. The access
 * rule and the athlete's row are one statement: every call about someone else's athlete pays
 * PostgreSQL one round trip for both (decision 103).
 */
export async function accessibleAthlete(
  db: Executor,
  viewer: UserRow,
  athleteId: number,
): Promise<UserRow> {
  if (viewer.id === athleteId) return viewer;
  if (!viewer.isCoach && !viewer.isBusinessOwner) throw AppError.notFound();
  const condition = isAthleteAccessibleTo(users.id, viewer);
  const athlete = await findUserWhere({ db, userId: athleteId, condition });
  if (!athlete) throw AppError.notFound();
  return athlete;
}
