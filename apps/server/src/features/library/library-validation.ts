import { checkDurationLimits } from "@coach/shared/sports/duration-limits";
import { SportId } from "@coach/shared/sports/sport-ids";
import { isSportId, SPORT_NAMES } from "@coach/shared/sports/sport-types";
import { findSubtype } from "@coach/shared/sports/subtypes";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import type { WorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { isMethodId, METHOD_NAMES, methodsOfSport } from "@coach/shared/zones/method-ids";
import { AppError } from "../../errors/app-error";

export const libraryMessages = {
  unknownSport: "Unknown sport type.",
  restDayNotInLibrary: "A rest day cannot be kept in the library.",
  methodRequired: (sport: string) => `Choose a method for this ${sport} workout.`,
  methodNotOffered: (method: string, sport: string) =>
    `The ${method} method is not offered for ${sport}.`,
  subtypeNotOfSport: (sport: string) => `This subtype is not a ${sport} subtype.`,
};

/**
 * The rules zod cannot see because they relate fields: a known sport
 * that the library keeps, a method the sport offers (none for strength, tests, notes), and a
 * subtype of that sport. Throws a 400 naming the field. A calendar also holds rest days
 * (`isRestDayAllowed`), with no method and no subtype.
 */
export function assertWorkoutFields(
  body: Pick<WorkoutBody, "type" | "subtype" | "method">,
  options: { isRestDayAllowed?: boolean } = {},
) {
  if (!isSportId(body.type)) throw AppError.field("type", libraryMessages.unknownSport);
  if (body.type === SportId.restDay && !options.isRestDayAllowed) {
    throw AppError.field("type", libraryMessages.restDayNotInLibrary);
  }
  const sport = SPORT_NAMES[body.type];
  const offered = methodsOfSport(body.type);
  if (body.method === null) {
    if (offered.length > 0) throw AppError.field("method", libraryMessages.methodRequired(sport));
  } else if (!(offered as readonly number[]).includes(body.method)) {
    const method = isMethodId(body.method) ? METHOD_NAMES[body.method] : String(body.method);
    throw AppError.field("method", libraryMessages.methodNotOffered(method, sport));
  }
  if (body.subtype !== null && !findSubtype(body.type, body.subtype)) {
    throw AppError.field("subtype", libraryMessages.subtypeNotOfSport(sport));
  }
}

/** The subtype's duration limits over the server-computed steps, as a 400 on `steps`. */
export function assertDurationLimits(
  body: Pick<WorkoutBody, "type" | "subtype">,
  totals: Pick<WorkoutTotals, "flatSteps">,
) {
  const check = checkDurationLimits(body, totals.flatSteps);
  if (!check.ok) throw AppError.field("steps", check.error);
}
