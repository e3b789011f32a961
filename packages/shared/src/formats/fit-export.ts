import {
  Encoder,
  type FileIdMesg,
  Profile,
  type Types,
  type WorkoutMesg,
  type WorkoutStepMesg,
} from "@garmin/fitsdk";
import type { SingleStep, WorkoutBody } from "../workouts/workout.schemas.ts";
import type { ExportContext } from "./export-context.ts";
import { FIT_INTENSITY_BY_ACTION, fitSportFor } from "./fit-codes.ts";
import { fitRepeatFields, fitStepUntilFields } from "./fit-step-conditions.ts";
import { type ResolvedTarget, resolveTarget, zoneValuesTarget } from "./step-target.ts";
import { stepLength, truncateUtf8 } from "./workout-steps.ts";

/** Heart-rate targets sent to the Garmin-type export are capped (decision 020). */
export const FIT_MAX_LOWER_HR_BPM = 235;
export const FIT_MAX_UPPER_HR_BPM = 236;
/** workout_hr stores bpm + 100 and workout_power W + 1000. */
const FIT_HR_BPM_OFFSET = 100;
const FIT_POWER_W_OFFSET = 1000;
/** FIT string fields are at most 255 bytes including the terminating zero. */
const FIT_MAX_STRING_BYTES = 254;
const YARD_M = 0.9144;

type FitTarget = Pick<
  WorkoutStepMesg,
  "targetType" | "targetValue" | "customTargetValueLow" | "customTargetValueHigh"
>;

function customRange(targetType: Types.WktStepTarget, low: number, high: number): FitTarget {
  return { targetType, targetValue: 0, customTargetValueLow: low, customTargetValueHigh: high };
}

/** Maps a resolved target onto target_type/target_value/custom low-high. */
export function fitTarget(target: ResolvedTarget): FitTarget {
  switch (target.kind) {
    case "heartRate":
      return customRange(
        "heartRate",
        Math.min(target.lowBpm, FIT_MAX_LOWER_HR_BPM) + FIT_HR_BPM_OFFSET,
        Math.min(target.highBpm, FIT_MAX_UPPER_HR_BPM) + FIT_HR_BPM_OFFSET,
      );
    case "power":
      return customRange(
        "power",
        target.lowW + FIT_POWER_W_OFFSET,
        target.highW + FIT_POWER_W_OFFSET,
      );
    case "powerPercent":
      // Values 0-1000 of workout_power are % of FTP, which the watch resolves itself.
      return customRange("power", Math.round(target.lowPct), Math.round(target.highPct));
    case "speed":
      return customRange(
        "speed",
        Math.round(target.lowMps * 1000),
        Math.round(target.highMps * 1000),
      );
    case "zone":
      if (target.metric === "rpe") return { targetType: "open" };
      return { targetType: target.metric, targetValue: Math.max(1, target.lowZone) };
    default:
      // RPE and steps without a target: FIT has no RPE target, the step name carries it.
      return { targetType: "open" };
  }
}

function stepTarget(step: SingleStep, workout: WorkoutBody, ctx: ExportContext): ResolvedTarget {
  const target = resolveTarget(step, workout, ctx.thresholds);
  // A FIT target holds one zone; a zone range goes out as the bounds saved with the step.
  if (target.kind === "zone" && target.lowZone !== target.highZone) {
    return zoneValuesTarget(step, workout) ?? { kind: "open" };
  }
  return target;
}

function targetLabel(target: ResolvedTarget, step: SingleStep): string {
  if (target.kind === "rpe") {
    return target.low === target.high ? `RPE ${target.low}` : `RPE ${target.low}-${target.high}`;
  }
  if (target.kind === "open" && step.unit === "zone" && step.lowerZone != null) {
    return `Z${step.lowerZone}-Z${step.upperZone ?? step.lowerZone}`;
  }
  return "";
}

/**
 * A cadence target goes out as the step's target when it has no other, else as FIT's secondary
 * target (both custom rpm ranges).
 */
function cadenceFields(step: SingleStep, target: FitTarget): Partial<WorkoutStepMesg> {
  if (step.cadence == null) return {};
  const low = Math.round(step.cadence.lowerRpm);
  const high = Math.round(step.cadence.upperRpm);
  if (target.targetType === "open") return customRange("cadence", low, high);
  return {
    secondaryTargetType: "cadence",
    secondaryTargetValue: 0,
    secondaryCustomTargetValueLow: low,
    secondaryCustomTargetValueHigh: high,
  };
}

/** How the step ends: its condition (heart rate, power, calories), else time or distance. */
function durationFields(
  step: SingleStep,
  workout: WorkoutBody,
): Pick<WorkoutStepMesg, "durationType" | "durationValue"> {
  const until = step.until == null ? null : fitStepUntilFields(step.until);
  if (until != null) return until;
  const length = stepLength(step, workout.basedOn);
  // duration_value is in ms for time and cm for distance.
  if (length.kind === "time") {
    return { durationType: "time", durationValue: Math.round(length.durationSec * 1000) };
  }
  if (length.kind === "distance") {
    return { durationType: "distance", durationValue: Math.round(length.distanceM * 100) };
  }
  return { durationType: "open" };
}

function fitString(text: string): string | undefined {
  return text === "" ? undefined : truncateUtf8(text, FIT_MAX_STRING_BYTES);
}

function singleStepMesg(
  step: SingleStep,
  messageIndex: number,
  workout: WorkoutBody,
  ctx: ExportContext,
): WorkoutStepMesg {
  const target = stepTarget(step, workout, ctx);
  const label = targetLabel(target, step);
  const name = [step.targetName, label].filter((part) => part !== "").join(" ");
  const fitStepTarget = fitTarget(target);
  return {
    messageIndex,
    wktStepName: fitString(name),
    ...durationFields(step, workout),
    ...fitStepTarget,
    ...cadenceFields(step, fitStepTarget),
    intensity: FIT_INTENSITY_BY_ACTION[step.action],
    notes: fitString(step.stepInfo),
  };
}

/**
 * The workout_step messages in file order. A repeat step follows the steps it repeats, with
 * duration_value = message_index of the first of them and target_value = repetitions
 * (FIT cookbook CreateWorkoutStepRepeat).
 */
export function fitStepMesgs(workout: WorkoutBody, ctx: ExportContext = {}): WorkoutStepMesg[] {
  const mesgs: WorkoutStepMesg[] = [];
  for (const step of workout.steps) {
    if (step.stepType === "step") {
      mesgs.push(singleStepMesg(step, mesgs.length, workout, ctx));
      continue;
    }
    const firstIndex = mesgs.length;
    for (const inner of step.steps) mesgs.push(singleStepMesg(inner, mesgs.length, workout, ctx));
    mesgs.push({
      messageIndex: mesgs.length,
      durationValue: firstIndex,
      targetType: "open",
      ...fitRepeatFields(step.repeats, step.until),
    });
  }
  return mesgs;
}

export function fitWorkoutMesg(workout: WorkoutBody, numValidSteps: number): WorkoutMesg {
  const { sport, subSport } = fitSportFor(workout.type, workout.isPool);
  const mesg: WorkoutMesg = {
    sport,
    subSport,
    numValidSteps,
    wktName: fitString(workout.name),
    wktDescription: fitString(workout.instructions),
  };
  if (subSport === "lapSwimming") {
    const isYards = workout.poolLengthUnit === "YARD";
    // pool_length is metres (scale 100); the unit only says how the watch displays it.
    mesg.poolLength = isYards ? workout.poolLength * YARD_M : workout.poolLength;
    mesg.poolLengthUnit = isYards ? "statute" : "metric";
  }
  return mesg;
}

function randomSerialNumber(): number {
  // uint32z: zero is the invalid value.
  return 1 + Math.floor(Math.random() * 0xfffffffe);
}

/** A FIT workout file: file_id, workout, then the workout_step messages. */
export function exportFitWorkout(workout: WorkoutBody, ctx: ExportContext = {}): Uint8Array {
  const stepMesgs = fitStepMesgs(workout, ctx);
  const encoder = new Encoder();
  const fileId: FileIdMesg = {
    type: "workout",
    manufacturer: "development",
    product: 0,
    serialNumber: ctx.serialNumber ?? randomSerialNumber(),
    timeCreated: ctx.now ?? new Date(),
  };
  encoder.onMesg(Profile.MesgNum.FILE_ID, fileId);
  encoder.onMesg(Profile.MesgNum.WORKOUT, fitWorkoutMesg(workout, stepMesgs.length));
  for (const mesg of stepMesgs) encoder.onMesg(Profile.MesgNum.WORKOUT_STEP, mesg);
  return encoder.close();
}
