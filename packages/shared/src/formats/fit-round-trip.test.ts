import { Decoder, Stream } from "@garmin/fitsdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SingleStep, WorkoutBody } from "../workouts/workout.schemas.ts";
import { exportFitWorkout } from "./fit-export.ts";
import { importFitWorkout } from "./fit-import.ts";
import { resolveTarget } from "./step-target.ts";
import { fitWorkoutArb, TEST_CONTEXT } from "./workout-arbitraries.ts";
import { stepLength } from "./workout-steps.ts";

/**
 * "Same" after a FIT round trip: the same sport, method, name, description, pool and step
 * tree (repeat counts included); per step the same action, name, notes and length (ms and cm
 * are exact for whole seconds and metres); targets equal once % targets are resolved with the
 * athlete's thresholds, bpm and W whole, paces within 1 s (speed is stored in whole mm/s).
 */
function comparableStep(step: SingleStep, workout: WorkoutBody) {
  const target = resolveTarget(step, workout, TEST_CONTEXT.thresholds);
  const comparableTarget =
    target.kind === "speed"
      ? {
          kind: "pace",
          fastSec: target.paceDistanceM / target.highMps,
          slowSec: target.paceDistanceM / target.lowMps,
        }
      : target;
  return {
    action: step.action,
    targetName: step.targetName,
    stepInfo: step.stepInfo,
    length: stepLength(step, workout.basedOn),
    target: comparableTarget,
  };
}

function comparable(workout: WorkoutBody) {
  return {
    name: workout.name,
    type: workout.type,
    method: workout.method,
    basedOn: workout.basedOn,
    instructions: workout.instructions,
    pool: workout.isPool ? [workout.poolLength, workout.poolLengthUnit] : null,
    steps: workout.steps.map((step) =>
      step.stepType === "step"
        ? comparableStep(step, workout)
        : {
            repeats: step.repeats,
            steps: step.steps.map((inner) => comparableStep(inner, workout)),
          },
    ),
  };
}

/** Paces may differ by up to 1 s; align them with the expected ones after checking that. */
function alignPaces(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(actual) && Array.isArray(expected)) {
    return actual.map((item, index) => alignPaces(item, expected[index]));
  }
  if (
    actual == null ||
    expected == null ||
    typeof actual !== "object" ||
    typeof expected !== "object"
  ) {
    return actual;
  }
  const actualRecord = actual as Record<string, unknown>;
  const expectedRecord = expected as Record<string, unknown>;
  if (actualRecord.kind === "pace" && expectedRecord.kind === "pace") {
    expect(
      Math.abs((actualRecord.fastSec as number) - (expectedRecord.fastSec as number)),
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs((actualRecord.slowSec as number) - (expectedRecord.slowSec as number)),
    ).toBeLessThanOrEqual(1);
    return expected;
  }
  return Object.fromEntries(
    Object.entries(actualRecord).map(([key, value]) => [
      key,
      alignPaces(value, expectedRecord[key]),
    ]),
  );
}

describe("FIT round trip", () => {
  it("exports files that pass the SDK's integrity check and import back to the same workout", () => {
    fc.assert(
      fc.property(fitWorkoutArb, (workout) => {
        const bytes = exportFitWorkout(workout, TEST_CONTEXT);
        const decoder = new Decoder(Stream.fromByteArray(bytes));
        expect(decoder.isFIT()).toBe(true);
        expect(decoder.checkIntegrity()).toBe(true);
        const imported = importFitWorkout(bytes);
        const expected = comparable(workout);
        expect(alignPaces(comparable(imported), expected)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
