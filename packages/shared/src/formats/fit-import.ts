import { Decoder, type FitMessages, Stream, type WorkoutStepMesg } from "@garmin/fitsdk";
import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, Step, WorkoutBody } from "../workouts/workout.schemas.ts";
import { actionFromFitIntensity, sportIdFromFit } from "./fit-codes.ts";
import { type FitStepTarget, fitStepTarget, targetMethod } from "./fit-import-target.ts";
import { parseWorkoutBody } from "./parse-workout-body.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { createStepFactory, type NewStepFields } from "./workout-steps.ts";

const YARD_M = 0.9144;

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

const REPEAT_DURATIONS = new Set([
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

function buildSteps(
  stepMesgs: WorkoutStepMesg[],
  sportId: number,
  newStep: (fields: NewStepFields) => SingleStep,
): { steps: Step[]; method: number | null } {
  const targets = stepMesgs.map((mesg) => fitStepTarget(mesg, sportId));
  const method = targetMethod(targets);
  const built: { index: number; step: Step }[] = [];
  stepMesgs.forEach((mesg, position) => {
    const index = typeof mesg.messageIndex === "number" ? mesg.messageIndex : position;
    if (mesg.durationType === "repeatUntilStepsCmplt") {
      const repeated = takeRepeatedSteps(built, Number(mesg.durationValue ?? 0), newStep);
      if (repeated.length === 0) return;
      const repeats = Number(mesg.targetValue ?? 1);
      const uuid = `fit-repeat-${index}`;
      built.push({ index, step: { stepType: "repeat", uuid, repeats, steps: repeated } });
      return;
    }
    if (REPEAT_DURATIONS.has(String(mesg.durationType))) {
      throw new WorkoutFileError(
        "unsupported",
        `FIT step ${index} repeats by ${mesg.durationType}; only repeat counts can be imported.`,
      );
    }
    const target: FitStepTarget =
      targets[position].method === method ? targets[position] : { method: null };
    built.push({
      index,
      step: newStep({
        action: actionFromFitIntensity(mesg.intensity),
        ...durationFields(mesg),
        ...target.fields,
        targetName: typeof mesg.wktStepName === "string" ? mesg.wktStepName : "",
        stepInfo: [mesg.notes, target.note]
          .filter((text) => typeof text === "string" && text !== "")
          .join(" "),
      }),
    });
  });
  return { steps: built.map((entry) => entry.step), method };
}

/** Reads a FIT workout file into a workout body. */
export function importFitWorkout(
  bytes: Uint8Array,
  fallbackName = "Imported workout",
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
  const sportId = sportIdFromFit(workoutMesg.sport, workoutMesg.subSport);
  if (sportId == null) {
    throw new WorkoutFileError(
      "unsupported",
      `FIT workouts for the sport "${workoutMesg.sport}" cannot be imported; use running, cycling or swimming.`,
    );
  }
  const stepMesgs = [...(messages.workoutStepMesgs ?? [])];
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
