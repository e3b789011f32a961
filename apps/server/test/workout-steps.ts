import type { SingleStep } from "@coach/shared/workouts/workout.schemas";

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
  return {
    stepType: "step",
    uuid: nextStepId(),
    action,
    unit: "zone",
    lower: null,
    upper: null,
    lowerZone,
    upperZone,
    lowerZoneValue: null,
    upperZoneValue: null,
    duration: minutes * 60,
    distance: null,
    stress: 999,
    targetName: "",
    stepInfo: "",
  };
}
