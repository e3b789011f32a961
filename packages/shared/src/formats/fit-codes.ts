import type { Types } from "@garmin/fitsdk";
import { SportId } from "../sports/sport-ids.ts";
import type { StepAction } from "../workouts/workout.schemas.ts";

/**
 * FIT enum names as the SDK reads and writes them. The SDK takes
 * and returns the camelCase names, so no numbers appear in the mapping.
 */

/** Warm up, Work, Rest active, Rest passive, Cool down -> WARMUP, ACTIVE, RECOVERY, REST, COOLDOWN. */
export const FIT_INTENSITY_BY_ACTION: Record<StepAction, Types.Intensity> = {
  "Warm up": "warmup",
  Work: "active",
  "Rest active": "recovery",
  "Rest passive": "rest",
  "Cool down": "cooldown",
};

export function actionFromFitIntensity(intensity: unknown): StepAction {
  switch (intensity) {
    case "warmup":
      return "Warm up";
    case "cooldown":
      return "Cool down";
    case "recovery":
      return "Rest active";
    case "rest":
      return "Rest passive";
    default:
      // active, interval, other and a missing intensity are all effort.
      return "Work";
  }
}

export interface FitSport {
  sport: Types.Sport;
  subSport: Types.SubSport;
}

/**
 * Walking and hiking are running sub-sports here but have FIT sports of their own.
 * Pool swims use lapSwimming as in the FIT cookbook.
 */
export function fitSportFor(type: number, isPool: boolean): FitSport {
  switch (type) {
    case SportId.running:
      return { sport: "running", subSport: "generic" };
    case SportId.walking:
      return { sport: "walking", subSport: "generic" };
    case SportId.hiking:
      return { sport: "hiking", subSport: "generic" };
    case SportId.cycling:
      return { sport: "cycling", subSport: "generic" };
    case SportId.swimming:
      return { sport: "swimming", subSport: isPool ? "lapSwimming" : "generic" };
    default:
      return { sport: "generic", subSport: "generic" };
  }
}

/** The sport type id of a FIT workout, or null when the product has no such sport. */
export function sportIdFromFit(sport: unknown, subSport: unknown): number | null {
  switch (sport) {
    case "running":
      return SportId.running;
    case "walking":
      return SportId.walking;
    case "hiking":
      return SportId.hiking;
    case "cycling":
      return SportId.cycling;
    case "swimming":
      return SportId.swimming;
    default:
      // Garmin-type exports may write swims as generic + lap swimming (decision 020).
      return subSport === "lapSwimming" || subSport === "openWater" ? SportId.swimming : null;
  }
}
