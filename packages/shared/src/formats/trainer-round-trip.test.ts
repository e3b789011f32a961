import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Step, WorkoutBody } from "../workouts/workout.schemas.ts";
import { exportErgMrcWorkout } from "./erg-mrc-export.ts";
import { importErgMrcWorkout } from "./erg-mrc-import.ts";
import { MAX_TOP_LEVEL_STEPS } from "./fold-repeats.ts";
import { asPercent, rampEnds, stepPowerRange } from "./power-targets.ts";
import { TEST_CONTEXT, trainerWorkoutArb } from "./workout-arbitraries.ts";
import { flattenSteps } from "./workout-steps.ts";
import { exportZwoWorkout } from "./zwo-export.ts";
import { importZwoWorkout } from "./zwo-import.ts";

/**
 * "Same" after a ZWO, ERG or MRC round trip, for power-based cycling workouts with timed steps:
 * - the same name (ZWO also the description), sport cycling and method power;
 * - the same steps once repeats are written out: action, notes, duration to the second;
 * - power within 1 % of FTP, compared as % of FTP (watts through the athlete's FTP). ZWO keeps
 *   every range; ERG and MRC keep warm-up and cool-down ranges as ramps and hold other steps
 *   at the middle of their range, which is what a trainer in ERG mode can do;
 * - ZWO gives on/off repeats (Work then Rest active, notes on the first half only) back as
 *   repeats (unless the file has over 200 blocks: then runs of identical steps are
 *   folded into repeats, see fold-repeats.ts).
 */
type Kind = "zwo" | "erg" | "mrc";
const ftpW = TEST_CONTEXT.thresholds?.ftpW;

function comparableSteps(workout: WorkoutBody, kind: Kind) {
  return flattenSteps(workout.steps).map((step) => {
    const range = stepPowerRange(step, workout, TEST_CONTEXT.thresholds);
    const percent = range == null ? { low: Number.NaN, high: Number.NaN } : asPercent(range, ftpW);
    const [start, end] =
      kind === "zwo" ? [percent.low, percent.high] : rampEnds(step.action, percent);
    return {
      action: step.action,
      stepInfo: step.stepInfo,
      durationSec: Math.round(step.duration ?? 0),
      lowPct: Math.min(start, end),
      highPct: Math.max(start, end),
    };
  });
}

function expectSameSteps(actual: WorkoutBody, expected: WorkoutBody, kind: Kind) {
  const actualSteps = comparableSteps(actual, kind);
  const expectedSteps = comparableSteps(expected, kind);
  expect(actualSteps).toHaveLength(expectedSteps.length);
  actualSteps.forEach((step, index) => {
    const want = expectedSteps[index];
    expect(Math.abs(step.lowPct - want.lowPct)).toBeLessThanOrEqual(1);
    expect(Math.abs(step.highPct - want.highPct)).toBeLessThanOrEqual(1);
    expect({ ...step, lowPct: 0, highPct: 0 }).toEqual({ ...want, lowPct: 0, highPct: 0 });
  });
}

/**
 * What zwo-export.ts writes as one IntervalsT: Work then Rest active, the notes of the first
 * half as the block's text events, none on the second, and one resting cadence.
 */
const isOnOffRepeat = (step: Step) => {
  if (step.stepType !== "repeat" || step.steps.length !== 2) return false;
  const [on, off] = step.steps;
  return (
    on.action === "Work" &&
    off.action === "Rest active" &&
    off.stepInfo === "" &&
    (off.cadence == null || off.cadence.lowerRpm === off.cadence.upperRpm)
  );
};

/** ZWO blocks: one per step or IntervalsT, the other repeats written out. */
const zwoBlockCount = (workout: WorkoutBody) =>
  workout.steps.reduce(
    (sum, step) =>
      sum +
      (step.stepType === "step" || isOnOffRepeat(step) ? 1 : step.repeats * step.steps.length),
    0,
  );

describe("trainer file round trips", () => {
  it("ZWO export then import gives back the same workout", () => {
    fc.assert(
      fc.property(trainerWorkoutArb, (workout) => {
        const imported = importZwoWorkout(exportZwoWorkout(workout, TEST_CONTEXT));
        expect(imported).toMatchObject({
          name: workout.name,
          instructions: workout.instructions,
          type: 2,
          method: 3,
        });
        expectSameSteps(imported, workout, "zwo");
        if (zwoBlockCount(workout) <= MAX_TOP_LEVEL_STEPS) {
          const repeats = imported.steps.filter((step) => step.stepType === "repeat");
          expect(repeats).toHaveLength(workout.steps.filter(isOnOffRepeat).length);
        }
      }),
      { numRuns: 150 },
    );
  });

  it.each(["erg", "mrc"] as const)("%s export then import gives back the same workout", (kind) => {
    fc.assert(
      fc.property(trainerWorkoutArb, (workout) => {
        const imported = importErgMrcWorkout(
          kind,
          exportErgMrcWorkout(kind, workout, TEST_CONTEXT),
        );
        expect(imported).toMatchObject({ name: workout.name, type: 2, method: 3 });
        expectSameSteps(imported, workout, kind);
      }),
      { numRuns: 150 },
    );
  });
});
