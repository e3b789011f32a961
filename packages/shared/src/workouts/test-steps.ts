import type { RepeatStep, SingleStep } from "./workout.schemas.ts";

/** Builders for tests: a complete step with only the fields a case cares about. */
export function makeStep(fields: Partial<SingleStep> = {}): SingleStep {
  return {
    stepType: "step",
    uuid: "s",
    action: "Work",
    unit: "zone",
    lower: null,
    upper: null,
    lowerZone: null,
    upperZone: null,
    lowerZoneValue: null,
    upperZoneValue: null,
    duration: null,
    distance: null,
    stress: 0,
    targetName: "",
    stepInfo: "",
    ...fields,
  };
}

export function makeRepeat(repeats: number, steps: SingleStep[], uuid = "r"): RepeatStep {
  return { stepType: "repeat", uuid, repeats, steps };
}
