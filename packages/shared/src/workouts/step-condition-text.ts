import { formatClock } from "../formats/workout-steps.ts";
import type { StepCadence, StepCondition } from "./workout.schemas.ts";

/** How a step or a repeat ends, in words for the builder (decision 119). */
export function conditionText(condition: StepCondition): string {
  const percent = condition.unit === "%";
  switch (condition.kind) {
    case "time":
      return `${formatClock(condition.value)} in all`;
    case "distance":
      return `${Math.round(condition.value)} m in all`;
    case "calories":
      return `${Math.round(condition.value)} kcal`;
    case "heartRateBelow":
      return `heart rate below ${condition.value}${percent ? " % of max" : " bpm"}`;
    case "heartRateAbove":
      return `heart rate above ${condition.value}${percent ? " % of max" : " bpm"}`;
    case "powerBelow":
      return `power below ${condition.value}${percent ? " % of FTP" : " W"}`;
    case "powerAbove":
      return `power above ${condition.value}${percent ? " % of FTP" : " W"}`;
  }
}

export function cadenceText(cadence: StepCadence): string {
  const low = Math.round(cadence.lowerRpm);
  const high = Math.round(cadence.upperRpm);
  return low === high ? `Cadence ${low} rpm` : `Cadence ${low}-${high} rpm`;
}
