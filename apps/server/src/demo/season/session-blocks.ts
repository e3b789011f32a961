import { SportId } from "@coach/shared/sports/sport-ids";
import type { WorkoutBody } from "@coach/shared/workouts/workout.schemas";
import { computeWorkoutTotals } from "@coach/shared/workouts/workout-totals";
import { MethodId } from "@coach/shared/zones/method-ids";
import type { AccountZones } from "@coach/shared/zones/zone.types";
import type { Physiology, SessionBlock, SimulatedSport } from "./simulate-session";

/** What an athlete's zones say about their body, for the simulation. */
export function physiologyOf(zones: AccountZones): Physiology {
  const lthrBpm = zones.runningMethods.ftpHr.threshold ?? 170;
  return {
    ftpW: zones.cyclingMethods.power.threshold ?? 220,
    lthrBpm,
    cyclingLthrBpm: zones.cyclingMethods.ftpHr.threshold ?? lthrBpm - 6,
    restHrBpm: 48,
    maxHrBpm: Math.round(lthrBpm / 0.9),
    runThresholdMps: 1000 / (zones.runningMethods.pace.threshold ?? 300),
    swimThresholdMps: 100 / (zones.swimmingMethods.tpace.threshold ?? 110),
    massKg: 72,
  };
}

export function simulatedSport(type: number): SimulatedSport {
  if (type === SportId.cycling) return "cycling";
  if (type === SportId.swimming) return "swimming";
  if (type === SportId.strength) return "strength";
  return "running";
}

const ACTION_INTENSITY = {
  "Warm up": 0.62,
  Work: 0.85,
  "Rest active": 0.5,
  "Rest passive": 0,
  "Cool down": 0.55,
} as const;

/**
 * The planned workout's steps in the order they are done, as the intensities the athlete rides
 * or runs at: the middle of each target (percent of threshold power or speed; a heart-rate
 * target turned into the effort that gives it). `fraction` below 1 stops the session early.
 */
export function sessionBlocks(
  workout: WorkoutBody,
  zones: AccountZones,
  fraction = 1,
): SessionBlock[] {
  const { flatSteps } = computeWorkoutTotals(workout, zones);
  const blocks: SessionBlock[] = [];
  const totalSec = flatSteps.reduce((sum, step) => sum + step.durationSec, 0);
  let leftSec = Math.round(totalSec * fraction);
  for (const step of flatSteps) {
    if (leftSec <= 0) break;
    const durationSec = Math.min(Math.round(step.durationSec), leftSec);
    if (durationSec <= 0) continue;
    leftSec -= durationSec;
    const { lowerScale, upperScale } = step.target;
    const scale =
      lowerScale !== null && upperScale !== null ? (lowerScale + upperScale) / 200 : null;
    const isRest = step.action === "Rest passive";
    let intensity = scale ?? ACTION_INTENSITY[step.action];
    // Heart rate = threshold × (0.45 + 0.5 × effort) in the simulation, so effort = 2h − 0.9.
    if (scale !== null && workout.method === MethodId.heartrate) intensity = 2 * scale - 0.9;
    if (workout.method === MethodId.rpe && scale !== null) intensity = scale;
    blocks.push({ durationSec, intensity: isRest ? 0 : Math.max(0.3, intensity), isRest });
  }
  return blocks;
}
