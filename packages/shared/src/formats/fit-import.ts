import {
  Decoder,
  type FitMessages,
  Stream,
  type WorkoutMesg,
  type WorkoutStepMesg,
} from "@garmin/fitsdk";
import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, Step, StepCondition, WorkoutBody } from "../workouts/workout.schemas.ts";
import { actionFromFitIntensity, sportIdFromFit } from "./fit-codes.ts";
import { fitStepTarget, targetMethod } from "./fit-import-target.ts";
import { fitRepeatUntil, fitStepUntil, REPEAT_DURATION_TYPES } from "./fit-step-conditions.ts";
import { inferFitWorkoutSport } from "./fit-workout-sport.ts";
import { parseWorkoutBody } from "./parse-workout-body.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { createStepFactory, type NewStepFields } from "./workout-steps.ts";

const YARD_M = 0.9144;
const MAX_REPEATS = 99;

/** What the user adds to a file: the sport when the file names none and its steps do not tell. */
export interface WorkoutImportOptions {
  sport?: number;
}

function readFitMessages(bytes: Uint8Array): FitMessages {
  const stream = Stream.fromByteArray(bytes);
  if (bytes.length < 12 || !Decoder.isFIT(stream)) {
    throw new WorkoutFileError("not-fit", "This is not a FIT file.");
  }
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) {
    throw new WorkoutFileError(
      "corrupt",
      "The FIT file is corrupt: its checksum does not match (it may be truncated).",
    );
  }
  const { messages, errors } = decoder.read();
  if (errors.length > 0) {
    throw new WorkoutFileError("corrupt", `The FIT file is corrupt: ${errors[0].message}`);
  }
  return messages;
}

/** Steps that the repeat walks back over, with nested repeats unrolled (the model has one level). */
function takeRepeatedSteps(
  built: { index: number; step: Step }[],
  fromIndex: number,
  newStep: (fields: NewStepFields) => SingleStep,
): SingleStep[] {
  const start = built.findIndex((entry) => entry.index >= fromIndex);
  if (start === -1) return [];
  const taken = built.splice(start).map((entry) => entry.step);
  return taken.flatMap((step) =>
    step.stepType === "step"
      ? [step]
      : Array.from({ length: step.repeats }, () =>
          step.steps.map((inner) => newStep(inner)),
        ).flat(),
  );
}

function durationFields(mesg: WorkoutStepMesg): Pick<NewStepFields, "duration" | "distance"> {
  const value = typeof mesg.durationValue === "number" ? mesg.durationValue : null;
  if (value == null) return {};
  // duration_value is ms for time and cm for distance.
  if (mesg.durationType === "time") return { duration: value / 1000 };
  if (mesg.durationType === "distance") return { distance: value / 100 };
  return {};
}

const ENDS_BY_TIME_DISTANCE_OR_LAP = new Set(["time", "distance", "open", undefined]);

/** Durations the model cannot hold (TSS, short power averages, reps): an open step, said so. */
function unheldDurationNote(mesg: WorkoutStepMesg, until: StepCondition | null): string {
  if (until != null || ENDS_BY_TIME_DISTANCE_OR_LAP.has(mesg.durationType as string)) return "";
  return (
    `The file ends this step by ${mesg.durationType} ${mesg.durationValue ?? ""}`.trim() +
    "; imported as a step ended with the lap button."
  );
}

/**
 * The rounds a repeat counts for totals. A repeat until a time or distance counts the rounds
 * that fit in it (rounded up); one until heart rate, power or calories counts one round, as
 * nothing in the file says how many it takes (decision 119).
 */
function roundsFor(mesg: WorkoutStepMesg, until: StepCondition | null, steps: SingleStep[]) {
  if (until == null) return Number(mesg.targetValue ?? 1);
  const perRound = (field: "duration" | "distance") =>
    steps.every((step) => (step[field] ?? 0) > 0)
      ? steps.reduce((sum, step) => sum + (step[field] ?? 0), 0)
      : 0;
  const block =
    until.kind === "time"
      ? perRound("duration")
      : until.kind === "distance"
        ? perRound("distance")
        : 0;
  return block > 0 ? Math.ceil(until.value / block) : 1;
}

function buildSteps(
  stepMesgs: WorkoutStepMesg[],
  sportId: number,
  newStep: (fields: NewStepFields) => SingleStep,
): { steps: Step[]; method: number | null } {
  const targets = stepMesgs.map((mesg) =>
    REPEAT_DURATION_TYPES.has(String(mesg.durationType))
      ? { method: null }
      : fitStepTarget(mesg, sportId),
  );
  const method = targetMethod(targets);
  const built: { index: number; step: Step }[] = [];
  stepMesgs.forEach((mesg, position) => {
    const index = typeof mesg.messageIndex === "number" ? mesg.messageIndex : position;
    if (REPEAT_DURATION_TYPES.has(String(mesg.durationType))) {
      const until = fitRepeatUntil(mesg, index);
      const repeated = takeRepeatedSteps(built, Number(mesg.durationValue ?? 0), newStep);
      if (repeated.length === 0) return;
      // A count is the file's own (the model refuses more than it holds); an estimate is capped.
      const rounds = roundsFor(mesg, until, repeated);
      const repeats = until == null ? rounds : Math.min(Math.max(rounds, 1), MAX_REPEATS);
      const uuid = `fit-repeat-${index}`;
      const repeat: Step = { stepType: "repeat", uuid, repeats, steps: repeated };
      built.push({ index, step: until == null ? repeat : { ...repeat, until } });
      return;
    }
    const target = targets[position];
    const until = fitStepUntil(mesg);
    built.push({
      index,
      step: newStep({
        action: actionFromFitIntensity(mesg.intensity),
        ...durationFields(mesg),
        ...target.fields,
        // A step whose target differs from the workout's keeps its own (decision 119).
        method: target.method != null && target.method !== method ? target.method : undefined,
        cadence: target.cadence,
        until: until ?? undefined,
        targetName: typeof mesg.wktStepName === "string" ? mesg.wktStepName : "",
        stepInfo: [mesg.notes, target.note, unheldDurationNote(mesg, until)]
          .filter((text) => typeof text === "string" && text !== "")
          .join(" "),
      }),
    });
  });
  return { steps: built.map((entry) => entry.step), method };
}

function workoutSport(
  workoutMesg: WorkoutMesg,
  stepMesgs: WorkoutStepMesg[],
  options: WorkoutImportOptions,
): number {
  if (workoutMesg.sport != null) {
    const sportId = sportIdFromFit(workoutMesg.sport, workoutMesg.subSport);
    if (sportId != null) return sportId;
    throw new WorkoutFileError(
      "unsupported",
      `FIT workouts for the sport "${workoutMesg.sport}" cannot be imported; use running, cycling or swimming.`,
    );
  }
  // The file names no sport: the user's choice first, then what the steps tell.
  const sportId =
    options.sport ??
    sportIdFromFit(undefined, workoutMesg.subSport) ??
    inferFitWorkoutSport(workoutMesg, stepMesgs);
  if (sportId == null) {
    throw new WorkoutFileError(
      "missing-sport",
      "This FIT workout names no sport and its steps do not tell which; choose running, cycling or swimming.",
    );
  }
  return sportId;
}

/** Reads a FIT workout file into a workout body. */
export function importFitWorkout(
  bytes: Uint8Array,
  fallbackName = "Imported workout",
  options: WorkoutImportOptions = {},
): WorkoutBody {
  const messages = readFitMessages(bytes);
  const fileType = messages.fileIdMesgs?.[0]?.type;
  if (fileType !== "workout") {
    const what = fileType == null ? "has no file_id" : `is a FIT ${fileType} file`;
    throw new WorkoutFileError("not-workout", `This FIT file ${what}, not a workout file.`);
  }
  const workoutMesg = messages.workoutMesgs?.[0];
  if (workoutMesg == null) {
    throw new WorkoutFileError("not-workout", "This FIT workout file has no workout message.");
  }
  const stepMesgs = [...(messages.workoutStepMesgs ?? [])];
  const sportId = workoutSport(workoutMesg, stepMesgs, options);
  const { steps, method } = buildSteps(stepMesgs, sportId, createStepFactory("fit"));
  const singles = steps.flatMap((step) => (step.stepType === "step" ? [step] : step.steps));
  const distanceCount = singles.filter((step) => step.distance != null).length;
  const durationCount = singles.filter((step) => step.duration != null).length;
  const isPool = sportId === SportId.swimming && typeof workoutMesg.poolLength === "number";
  const isYards = workoutMesg.poolLengthUnit === "statute";
  const poolLengthM = Number(workoutMesg.poolLength ?? 50);
  return parseWorkoutBody(
    {
      name:
        typeof workoutMesg.wktName === "string" && workoutMesg.wktName.trim() !== ""
          ? workoutMesg.wktName
          : fallbackName,
      type: sportId,
      method,
      basedOn: distanceCount > durationCount ? "Distance" : "Duration",
      steps,
      instructions:
        typeof workoutMesg.wktDescription === "string" ? workoutMesg.wktDescription : "",
      isPool,
      poolLength: isPool
        ? Math.round((isYards ? poolLengthM / YARD_M : poolLengthM) * 100) / 100
        : 50,
      poolLengthUnit: isPool && isYards ? "YARD" : "METER",
    },
    "FIT",
  );
}
