import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, StepAction, WorkoutBody } from "../workouts/workout.schemas.ts";
import type { ExportContext } from "./export-context.ts";
import { type ResolvedTarget, resolveTarget } from "./step-target.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { stepLength, truncateChars } from "./workout-steps.ts";

/**
 * The Suunto-type export: a JSON object modelled on SuuntoPlus Guides' guide.json
 * with the product's text limits and sport ids.
 * Shape and choices: docs/decisions/020-watch-export-formats.md.
 */

export const SUUNTO_NAME_MAX_CHARS = 60;
export const SUUNTO_DESCRIPTION_MAX_CHARS = 256;
export const SUUNTO_SHORT_DESCRIPTION_MAX_CHARS = 23;

export type SuuntoPhase = "warmUp" | "interval" | "recovery" | "rest" | "coolDown";

export type SuuntoTrigger =
  | { type: "stepDuration"; value: number }
  | { type: "stepDistance"; value: number }
  | { type: "manual" };

export type SuuntoTarget =
  | { field: "targetHeartRate"; unit: "bpm"; min: number; max: number; value: number }
  | { field: "targetPower"; unit: "W" | "%FTP"; min: number; max: number; value: number }
  | { field: "targetPace"; unit: "s/km" | "s/100m"; min: number; max: number; value: number }
  | {
      field: "targetZone";
      unit: "heartRate" | "power" | "pace" | "rpe";
      min: number;
      max: number;
      value: number;
    }
  | { field: "targetRpe"; unit: "rpe"; min: number; max: number; value: number };

export interface SuuntoFieldsStep {
  type: "fields";
  name: string;
  phase: SuuntoPhase;
  trigger: SuuntoTrigger;
  target: SuuntoTarget | null;
  notes: string;
}

export interface SuuntoRepeatStep {
  type: "repeat";
  count: number;
  steps: SuuntoFieldsStep[];
}

export interface SuuntoWorkout {
  format: "suunto-guide";
  version: 1;
  name: string;
  description: string;
  shortDescription: string;
  type: "sequence";
  usage: "workout";
  activities: number[];
  steps: (SuuntoFieldsStep | SuuntoRepeatStep)[];
}

/** Running 1, cycling 2, swimming 21 (walks and hikes go as runs). */
function suuntoActivityId(type: number): number {
  switch (type) {
    case SportId.running:
    case SportId.walking:
    case SportId.hiking:
      return 1;
    case SportId.cycling:
      return 2;
    case SportId.swimming:
      return 21;
    default:
      throw new WorkoutFileError(
        "unsupported",
        "Suunto export supports running, cycling and swimming workouts.",
      );
  }
}

const PHASE_BY_ACTION: Record<StepAction, SuuntoPhase> = {
  "Warm up": "warmUp",
  Work: "interval",
  "Rest active": "recovery",
  "Rest passive": "rest",
  "Cool down": "coolDown",
};

function range(min: number, max: number) {
  return { min, max, value: Math.round(((min + max) / 2) * 10) / 10 };
}

export function suuntoTarget(target: ResolvedTarget): SuuntoTarget | null {
  switch (target.kind) {
    case "heartRate":
      return { field: "targetHeartRate", unit: "bpm", ...range(target.lowBpm, target.highBpm) };
    case "power":
      return { field: "targetPower", unit: "W", ...range(target.lowW, target.highW) };
    case "powerPercent":
      return { field: "targetPower", unit: "%FTP", ...range(target.lowPct, target.highPct) };
    case "speed": {
      // min is the faster pace (fewer seconds), as pace fields are shown.
      const fastSec = Math.round(target.paceDistanceM / target.highMps);
      const slowSec = Math.round(target.paceDistanceM / target.lowMps);
      const unit = target.paceDistanceM === 100 ? "s/100m" : "s/km";
      return { field: "targetPace", unit, ...range(fastSec, slowSec) };
    }
    case "zone": {
      const unit = target.metric === "speed" ? "pace" : target.metric;
      return { field: "targetZone", unit, ...range(target.lowZone, target.highZone) };
    }
    case "rpe":
      return { field: "targetRpe", unit: "rpe", ...range(target.low, target.high) };
    default:
      return null;
  }
}

function suuntoStep(step: SingleStep, workout: WorkoutBody, ctx: ExportContext): SuuntoFieldsStep {
  const length = stepLength(step, workout.basedOn);
  const trigger: SuuntoTrigger =
    length.kind === "time"
      ? { type: "stepDuration", value: Math.round(length.durationSec) }
      : length.kind === "distance"
        ? { type: "stepDistance", value: Math.round(length.distanceM) }
        : { type: "manual" };
  return {
    type: "fields",
    name: step.targetName === "" ? step.action : step.targetName,
    phase: PHASE_BY_ACTION[step.action],
    trigger,
    target: suuntoTarget(resolveTarget(step, workout, ctx.thresholds)),
    notes: step.stepInfo,
  };
}

export function exportSuuntoWorkout(workout: WorkoutBody, ctx: ExportContext = {}): SuuntoWorkout {
  const description = workout.instructions.trim() === "" ? workout.name : workout.instructions;
  return {
    format: "suunto-guide",
    version: 1,
    name: truncateChars(workout.name, SUUNTO_NAME_MAX_CHARS),
    description: truncateChars(description, SUUNTO_DESCRIPTION_MAX_CHARS),
    shortDescription: truncateChars(workout.name, SUUNTO_SHORT_DESCRIPTION_MAX_CHARS),
    type: "sequence",
    usage: "workout",
    activities: [suuntoActivityId(workout.type)],
    steps: workout.steps.map((step) =>
      step.stepType === "step"
        ? suuntoStep(step, workout, ctx)
        : {
            type: "repeat",
            count: step.repeats,
            steps: step.steps.map((inner) => suuntoStep(inner, workout, ctx)),
          },
    ),
  };
}
