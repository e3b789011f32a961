import type { WorkoutStepMesg } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import type { Step } from "../workouts/workout.schemas.ts";
import { exportFitWorkout } from "./fit-export.ts";
import { importFitWorkout } from "./fit-import.ts";
import { decodeFit } from "./fit-test-support.ts";

/**
 * The FIT SDK's own workout examples (fixtures/workouts, README.md there). Neither names a
 * sport. The references below are the files' workout_step messages as @garmin/fitsdk decodes
 * them (durationValue is ms for time, cm for distance; a duration_hr of 225 is 125 bpm, as
 * workout_hr stores bpm + 100; a repeat_hr of 80 is 80 % of maximum heart rate):
 *
 * WorkoutIndividualSteps.fit, "Example 1":
 *   0 "_A_" warmup   time 60000 ms       heartRate zone 2
 *   1 "B1_" active   distance 50000 cm   power zone 5
 *   2 "B2_" active   distance 50000 cm   power zone 3
 *   3 "_C_" cooldown hrLessThan 225      power zone 1
 * WorkoutRepeatGreaterThanStep.fit, "Example 2": the same four steps, and between B2_ and _C_
 *   3 "Rep" repeatUntilHrGreaterThan, back to step 1, repeat_hr 80
 */
interface NodeFs {
  readFileSync(path: string): Uint8Array;
}
const fs = (await import("node:fs" as string)) as NodeFs;
const testDir = (import.meta as ImportMeta & { dirname: string }).dirname;
const read = (name: string) =>
  new Uint8Array(fs.readFileSync(`${testDir}/../../../../fixtures/workouts/${name}`));

/** What a step is, without the ids an import makes up. */
function shape(steps: Step[]): unknown[] {
  return steps.map(({ uuid: _uuid, ...step }) =>
    step.stepType === "repeat"
      ? { ...step, steps: step.steps.map(({ uuid: _inner, ...inner }) => inner) }
      : step,
  );
}

const warmUp = {
  action: "Warm up",
  targetName: "_A_",
  duration: 60,
  method: 1,
  unit: "zone",
  lowerZone: 2,
  upperZone: 2,
};
const b1 = { action: "Work", targetName: "B1_", distance: 500, unit: "zone", lowerZone: 5 };
const b2 = { action: "Work", targetName: "B2_", distance: 500, unit: "zone", lowerZone: 3 };
const coolDown = {
  action: "Cool down",
  targetName: "_C_",
  duration: null,
  distance: null,
  unit: "zone",
  lowerZone: 1,
  until: { kind: "heartRateBelow", value: 125, unit: "number" },
};

/**
 * The step messages' fields that carry meaning (the SDK adds decoded sub-fields). A repeat's
 * name, intensity and target type mean nothing to a watch (target_value is its limit), and the
 * model keeps no name for a repeat.
 */
function stepFields(mesgs: WorkoutStepMesg[]) {
  return mesgs.map((mesg) => {
    const isRepeat = String(mesg.durationType).startsWith("repeat");
    return {
      name: isRepeat ? undefined : mesg.wktStepName,
      intensity: isRepeat ? undefined : mesg.intensity,
      durationType: mesg.durationType,
      durationValue: mesg.durationValue,
      targetType: isRepeat ? undefined : mesg.targetType,
      targetValue: mesg.targetValue,
    };
  });
}

describe("the FIT SDK's workout examples", () => {
  it("imports WorkoutIndividualSteps.fit as a ride with each step's own target", () => {
    const workout = importFitWorkout(read("WorkoutIndividualSteps.fit"));
    // No sport in the file; three of four steps ask for power: cycling (2), power (3).
    expect(workout).toMatchObject({ name: "Example 1", type: 2, method: 3 });
    expect(workout.steps).toHaveLength(4);
    expect(workout.steps).toMatchObject([warmUp, b1, b2, coolDown]);
    // Two of the four steps are by distance, one by time (the last ends on heart rate).
    expect(workout.basedOn).toBe("Distance");
  });

  it("imports WorkoutRepeatGreaterThanStep.fit with its repeat until heart rate", () => {
    const workout = importFitWorkout(read("WorkoutRepeatGreaterThanStep.fit"));
    expect(workout).toMatchObject({ name: "Example 2", type: 2, method: 3 });
    expect(workout.steps).toHaveLength(3);
    expect(workout.steps).toMatchObject([
      warmUp,
      {
        stepType: "repeat",
        // Nothing says how many rounds reach 80 % of maximum heart rate: one is counted.
        repeats: 1,
        until: { kind: "heartRateAbove", value: 80, unit: "%" },
        steps: [b1, b2],
      },
      coolDown,
    ]);
  });

  it.each(["WorkoutIndividualSteps.fit", "WorkoutRepeatGreaterThanStep.fit"])(
    "exports %s again with the same step messages, and imports the export alike",
    (name) => {
      const original = read(name);
      const imported = importFitWorkout(original);
      const exported = exportFitWorkout(imported, { serialNumber: 1, now: new Date(0) });
      const again = importFitWorkout(exported);
      expect(shape(again.steps)).toEqual(shape(imported.steps));
      expect({ ...again, steps: [] }).toEqual({ ...imported, steps: [] });
      const originalSteps = decodeFit(original).workoutStepMesgs ?? [];
      const exportedSteps = decodeFit(exported).workoutStepMesgs ?? [];
      expect(stepFields(exportedSteps)).toEqual(stepFields(originalSteps));
      // The export names the sport the import inferred.
      expect(decodeFit(exported).workoutMesgs?.[0]?.sport).toBe("cycling");
    },
  );
});
