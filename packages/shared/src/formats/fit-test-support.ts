import { Decoder, Encoder, type FitMessages, Profile, Stream } from "@garmin/fitsdk";
import type { SingleStep, Step, WorkoutBody } from "../workouts/workout.schemas.ts";
import { blankStep } from "../workouts/workout-defaults.ts";

/** Test support: small workouts and raw FIT files for the FIT tests. */

export function step(fields: Partial<SingleStep> = {}): SingleStep {
  return blankStep({ uuid: "s", action: "Work", unit: "number", duration: 60, ...fields });
}

export function workout(steps: Step[], fields: Partial<WorkoutBody> = {}): WorkoutBody {
  return {
    name: "Test",
    type: 2,
    subtype: null,
    method: 3,
    basedOn: "Duration",
    steps,
    instructions: "",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
    ...fields,
  };
}

export function decodeFit(bytes: Uint8Array): FitMessages {
  return new Decoder(Stream.fromByteArray(bytes)).read().messages;
}

/** Encodes raw messages, for files the exporter would never write. */
export function encodeFit(
  fileType: string,
  workoutMesg: Record<string, unknown> | null,
  stepMesgs: Record<string, unknown>[],
): Uint8Array {
  const encoder = new Encoder();
  const fileId: Record<string, unknown> = {
    type: fileType,
    manufacturer: "development",
    product: 0,
    serialNumber: 1,
    timeCreated: new Date("2025-01-01T00:00:00Z"),
  };
  encoder.onMesg(Profile.MesgNum.FILE_ID, fileId);
  if (workoutMesg != null) encoder.onMesg(Profile.MesgNum.WORKOUT, workoutMesg);
  for (const mesg of stepMesgs) encoder.onMesg(Profile.MesgNum.WORKOUT_STEP, mesg);
  return encoder.close();
}
