import type {
  BasedOn,
  SingleStep,
  Step,
  StepAction,
  StepUnit,
} from "../workouts/workout.schemas.ts";
import { blankStep } from "../workouts/workout-defaults.ts";

/** Repeats expanded in order, as they count for totals. */
export function flattenSteps(steps: readonly Step[]): SingleStep[] {
  return steps.flatMap((step) =>
    step.stepType === "step"
      ? [step]
      : Array.from({ length: step.repeats }, () => step.steps).flat(),
  );
}

export type StepLength =
  | { kind: "time"; durationSec: number }
  | { kind: "distance"; distanceM: number }
  | { kind: "open" };

/**
 * How a step ends. The workout's basedOn decides when a step carries both a duration and a
 * distance; a step with neither ends on the lap button.
 */
export function stepLength(step: SingleStep, basedOn: BasedOn): StepLength {
  const hasDuration = step.duration != null && step.duration > 0;
  const hasDistance = step.distance != null && step.distance > 0;
  if (hasDistance && (basedOn === "Distance" || !hasDuration)) {
    return { kind: "distance", distanceM: step.distance as number };
  }
  if (hasDuration) return { kind: "time", durationSec: step.duration as number };
  return { kind: "open" };
}

/** "m:ss" below an hour, "h:mm:ss" from an hour on. */
export function formatClock(totalSec: number): string {
  const rounded = Math.round(totalSec);
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = String(rounded % 60).padStart(2, "0");
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}`
    : `${minutes}:${seconds}`;
}

export interface NewStepFields {
  action: StepAction;
  unit?: StepUnit;
  lower?: number | null;
  upper?: number | null;
  lowerZone?: number | null;
  upperZone?: number | null;
  duration?: number | null;
  distance?: number | null;
  targetName?: string;
  stepInfo?: string;
  method?: number | null;
  cadence?: SingleStep["cadence"];
  until?: SingleStep["until"];
}

/** Imported steps get ids of their own; the ids only need to be unique within the workout. */
export function createStepFactory(prefix: string): (fields: NewStepFields) => SingleStep {
  let count = 0;
  return (fields) => {
    count += 1;
    return blankStep({ ...fields, uuid: `${prefix}-${count}`, unit: fields.unit ?? "number" });
  };
}

function utf8Size(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Cuts text to at most maxBytes of UTF-8 without splitting a character (FIT strings). */
export function truncateUtf8(text: string, maxBytes: number): string {
  let result = "";
  let bytes = 0;
  for (const char of text) {
    const size = utf8Size(char.codePointAt(0) as number);
    if (bytes + size > maxBytes) break;
    result += char;
    bytes += size;
  }
  return result;
}

/** Cuts text to at most maxChars characters (Suunto limits count characters). */
export function truncateChars(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : chars.slice(0, maxChars).join("");
}
