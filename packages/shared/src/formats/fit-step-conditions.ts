import type { Types, WorkoutStepMesg } from "@garmin/fitsdk";
import type { StepCondition } from "../workouts/workout.schemas.ts";
import { WorkoutFileError } from "./workout-file-error.ts";

/**
 * The FIT duration types that end a step or a repeat by something other than time or distance
 * (decision 119). duration_value and target_value are read raw: the SDK decodes them as plain
 * numbers, and their meaning depends on duration_type.
 */

/** workout_hr stores bpm + 100 and workout_power W + 1000; below that they are %. */
const FIT_HR_BPM_OFFSET = 100;
const FIT_POWER_W_OFFSET = 1000;

function heartRate(kind: StepCondition["kind"], raw: number): StepCondition {
  return raw >= FIT_HR_BPM_OFFSET
    ? { kind, value: raw - FIT_HR_BPM_OFFSET, unit: "number" }
    : { kind, value: raw, unit: "%" };
}

function power(kind: StepCondition["kind"], raw: number): StepCondition {
  return raw >= FIT_POWER_W_OFFSET
    ? { kind, value: raw - FIT_POWER_W_OFFSET, unit: "number" }
    : { kind, value: raw, unit: "%" };
}

const rawNumber = (value: unknown) => (typeof value === "number" ? value : 0);

/** A single step's end condition, or null for time, distance and open steps. */
export function fitStepUntil(mesg: WorkoutStepMesg): StepCondition | null {
  const raw = rawNumber(mesg.durationValue);
  switch (mesg.durationType) {
    case "hrLessThan":
      return heartRate("heartRateBelow", raw);
    case "hrGreaterThan":
      return heartRate("heartRateAbove", raw);
    case "powerLessThan":
      return power("powerBelow", raw);
    case "powerGreaterThan":
      return power("powerAbove", raw);
    case "calories":
      return { kind: "calories", value: raw, unit: "number" };
    default:
      return null;
  }
}

/** The condition of a repeat step; null for a plain count (repeat until steps complete). */
export function fitRepeatUntil(mesg: WorkoutStepMesg, index: number): StepCondition | null {
  // For repeat steps target_value holds the count or the limit.
  const raw = rawNumber(mesg.targetValue);
  switch (mesg.durationType) {
    case "repeatUntilStepsCmplt":
      return null;
    case "repeatUntilTime":
      return { kind: "time", value: raw / 1000, unit: "number" };
    case "repeatUntilDistance":
      return { kind: "distance", value: raw / 100, unit: "number" };
    case "repeatUntilCalories":
      return { kind: "calories", value: raw, unit: "number" };
    case "repeatUntilHrLessThan":
      return heartRate("heartRateBelow", raw);
    case "repeatUntilHrGreaterThan":
      return heartRate("heartRateAbove", raw);
    case "repeatUntilPowerLessThan":
      return power("powerBelow", raw);
    case "repeatUntilPowerGreaterThan":
      return power("powerAbove", raw);
    default:
      // Last-lap power and TSS limits depend on the lap just ridden: the model has no such rule.
      throw new WorkoutFileError(
        "unsupported",
        `FIT step ${index} repeats until ${mesg.durationType}, which cannot be imported; repeat counts, time, distance, calories, heart rate and power can.`,
      );
  }
}

export const REPEAT_DURATION_TYPES: ReadonlySet<string> = new Set([
  "repeatUntilStepsCmplt",
  "repeatUntilTime",
  "repeatUntilDistance",
  "repeatUntilCalories",
  "repeatUntilHrLessThan",
  "repeatUntilHrGreaterThan",
  "repeatUntilPowerLessThan",
  "repeatUntilPowerGreaterThan",
  "repeatUntilPowerLastLapLessThan",
  "repeatUntilMaxPowerLastLapLessThan",
  "repeatUntilTrainingPeaksTss",
]);

function encodeHeartRate(condition: StepCondition): number {
  return condition.unit === "%" ? condition.value : condition.value + FIT_HR_BPM_OFFSET;
}

function encodePower(condition: StepCondition): number {
  return condition.unit === "%" ? condition.value : condition.value + FIT_POWER_W_OFFSET;
}

/** duration_type/duration_value of a single step that ends on a condition. */
export function fitStepUntilFields(
  condition: StepCondition,
): { durationType: Types.WktStepDuration; durationValue: number } | null {
  const value = Math.round(
    condition.kind.startsWith("heartRate")
      ? encodeHeartRate(condition)
      : condition.kind.startsWith("power")
        ? encodePower(condition)
        : condition.value,
  );
  switch (condition.kind) {
    case "heartRateBelow":
      return { durationType: "hrLessThan", durationValue: value };
    case "heartRateAbove":
      return { durationType: "hrGreaterThan", durationValue: value };
    case "powerBelow":
      return { durationType: "powerLessThan", durationValue: value };
    case "powerAbove":
      return { durationType: "powerGreaterThan", durationValue: value };
    case "calories":
      return { durationType: "calories", durationValue: value };
    default:
      // Time and distance are the step's duration and distance fields.
      return null;
  }
}

/** duration_type/target_value of a repeat step (duration_value is the first repeated step). */
export function fitRepeatFields(
  repeats: number,
  condition: StepCondition | null | undefined,
): { durationType: Types.WktStepDuration; targetValue: number } {
  if (condition == null) return { durationType: "repeatUntilStepsCmplt", targetValue: repeats };
  switch (condition.kind) {
    case "time":
      return { durationType: "repeatUntilTime", targetValue: Math.round(condition.value * 1000) };
    case "distance":
      return {
        durationType: "repeatUntilDistance",
        targetValue: Math.round(condition.value * 100),
      };
    case "calories":
      return { durationType: "repeatUntilCalories", targetValue: Math.round(condition.value) };
    case "heartRateBelow":
      return { durationType: "repeatUntilHrLessThan", targetValue: encodeHeartRate(condition) };
    case "heartRateAbove":
      return {
        durationType: "repeatUntilHrGreaterThan",
        targetValue: encodeHeartRate(condition),
      };
    case "powerBelow":
      return { durationType: "repeatUntilPowerLessThan", targetValue: encodePower(condition) };
    case "powerAbove":
      return { durationType: "repeatUntilPowerGreaterThan", targetValue: encodePower(condition) };
  }
}
