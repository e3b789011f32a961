import type { RepeatStep, SingleStep } from "./workout.schemas.ts";
import { blankStep } from "./workout-defaults.ts";

/** Builders for tests: a complete step with only the fields a case cares about. */
export function makeStep(fields: Partial<SingleStep> = {}): SingleStep {
  return blankStep({ uuid: "s", action: "Work", unit: "zone", ...fields });
}

export function makeRepeat(repeats: number, steps: SingleStep[], uuid = "r"): RepeatStep {
  return { stepType: "repeat", uuid, repeats, steps };
}
