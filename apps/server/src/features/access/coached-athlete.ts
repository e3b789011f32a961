import { ErrorCode } from "@coach/shared/errors/api-error.schemas";
import { messages } from "@coach/shared/validation/messages";
import type { Executor } from "../../db/client";
import { AppError } from "../../errors/app-error";
import type { UserRow } from "../people/users.service";
import { accessibleAthlete } from "./athlete-access";

/**
 * The athlete of a coach-only page (Performance, Macrocycle): first the usual
 * access (404 for an athlete the viewer cannot see, so nothing hidden is revealed), then the
 * role: a viewer without the coach flag gets a 403. A coach may open their own.
 */
export async function coachedAthlete(
  db: Executor,
  viewer: UserRow,
  athleteId: number,
): Promise<UserRow> {
  const athlete = await accessibleAthlete(db, viewer, athleteId);
  if (!viewer.isCoach) throw new AppError(ErrorCode.forbidden, messages.notAuthorized);
  return athlete;
}
