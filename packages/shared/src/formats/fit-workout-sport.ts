import type { WorkoutMesg, WorkoutStepMesg } from "@garmin/fitsdk";
import { SportId } from "../sports/sport-ids.ts";

/**
 * The sport of a FIT workout that names none (the FIT SDK's own examples do not), read from
 * what its steps ask for (decision 119): a swim stroke, drill or pool length says swimming;
 * power says cycling; speed says running. Heart rate, cadence, calories and open steps belong
 * to every sport, so a file with only those gives null and the user is asked.
 */

const SWIM_TARGETS = new Set(["swimStroke"]);
const POWER_TARGETS = new Set(["power", "power3s", "power10s", "power30s", "powerLap"]);
const POWER_DURATIONS = new Set([
  "power3sLessThan",
  "power10sLessThan",
  "power30sLessThan",
  "power3sGreaterThan",
  "power10sGreaterThan",
  "power30sGreaterThan",
  "powerLessThan",
  "powerGreaterThan",
  "repeatUntilPowerLessThan",
  "repeatUntilPowerGreaterThan",
  "repeatUntilPowerLastLapLessThan",
  "repeatUntilMaxPowerLastLapLessThan",
]);
const SPEED_TARGETS = new Set(["speed", "speedLap"]);

function asks(steps: WorkoutStepMesg[], targets: Set<string>, durations = new Set<string>()) {
  return steps.some(
    (step) =>
      targets.has(String(step.targetType)) ||
      targets.has(String(step.secondaryTargetType)) ||
      durations.has(String(step.durationType)),
  );
}

export function inferFitWorkoutSport(
  workout: WorkoutMesg,
  steps: WorkoutStepMesg[],
): number | null {
  const isSwim =
    typeof workout.poolLength === "number" ||
    asks(steps, SWIM_TARGETS) ||
    steps.some((step) => typeof step.equipment === "string" && step.equipment.startsWith("swim"));
  if (isSwim) return SportId.swimming;
  if (asks(steps, POWER_TARGETS, POWER_DURATIONS)) return SportId.cycling;
  if (asks(steps, SPEED_TARGETS)) return SportId.running;
  return null;
}
