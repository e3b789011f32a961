import type { SingleStep } from "@coach/shared/workouts/workout.schemas";
import { blankStep } from "@coach/shared/workouts/workout-defaults";

let uuid = 0;

/** A unique id for a step or repeat of a test workout. */
export const nextStepId = (prefix = "step") => `${prefix}-${++uuid}`;

/**
 * A step of a test workout at zones of its method, `minutes` long. Its stress is bogus on
 * purpose: the server computes each step's stress itself, and the tests prove it.
 */
export function zoneStep(
  action: SingleStep["action"],
  minutes: number,
  lowerZone: number,
  upperZone = lowerZone,
): SingleStep {
  return blankStep({
    uuid: nextStepId(),
    action,
    unit: "zone",
    lowerZone,
    upperZone,
    duration: minutes * 60,
    stress: 999,
  });
}
