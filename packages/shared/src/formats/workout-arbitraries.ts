import fc from "fast-check";
import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, Step, StepAction, WorkoutBody } from "../workouts/workout.schemas.ts";
import { STEP_ACTIONS } from "../workouts/workout.schemas.ts";
import { blankStep } from "../workouts/workout-defaults.ts";
import { MethodId } from "../zones/method-ids.ts";
import type { ExportContext } from "./export-context.ts";

/** Test support: fast-check generators of workouts the formats must carry unchanged. */

export const TEST_CONTEXT: ExportContext = {
  thresholds: { heartRateBpm: 170, ftpW: 250, runPaceSecPerKm: 270, swimPaceSecPer100m: 95 },
  now: new Date("2025-03-01T08:00:00Z"),
  serialNumber: 4242,
};

type TargetArb = fc.Arbitrary<
  Pick<SingleStep, "unit" | "lower" | "upper" | "lowerZone" | "upperZone">
>;

function rangeArb(unit: SingleStep["unit"], min: number, max: number): TargetArb {
  return fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 0, max: Math.round((max - min) / 4) }))
    .map(([lower, width]) => ({
      unit,
      lower,
      upper: lower + width,
      lowerZone: null,
      upperZone: null,
    }));
}

const singleZoneArb: TargetArb = fc
  .integer({ min: 1, max: 5 })
  .map((zone) => ({ unit: "zone", lower: null, upper: null, lowerZone: zone, upperZone: zone }));

/** Targets per method: fixed values, one zone (FIT holds one zone) or % of threshold. */
export const TARGETS_BY_METHOD: Record<number, TargetArb> = {
  [MethodId.heartrate]: fc.oneof(
    rangeArb("number", 90, 200),
    singleZoneArb,
    rangeArb("%", 60, 110),
  ),
  [MethodId.power]: fc.oneof(rangeArb("number", 50, 600), singleZoneArb, rangeArb("%", 40, 150)),
  [MethodId.pace]: fc.oneof(rangeArb("seconds", 150, 900), singleZoneArb, rangeArb("%", 60, 120)),
  [MethodId.tpace]: fc.oneof(rangeArb("seconds", 60, 240), singleZoneArb, rangeArb("%", 70, 110)),
};

const textArb = fc.stringMatching(/^[A-Za-z0-9äé,.-]{0,24}$/);

export function singleStepArb(
  target: TargetArb,
  basedOn: WorkoutBody["basedOn"],
  actions: readonly StepAction[] = STEP_ACTIONS,
): fc.Arbitrary<SingleStep> {
  const lengthArb =
    basedOn === "Duration"
      ? fc.integer({ min: 1, max: 7200 }).map((duration) => ({ duration, distance: null }))
      : fc.integer({ min: 25, max: 20000 }).map((distance) => ({ duration: null, distance }));
  return fc
    .record({
      uuid: fc.uuid(),
      action: fc.constantFrom(...actions),
      target,
      length: lengthArb,
      targetName: textArb,
      stepInfo: textArb,
    })
    .map(({ target: t, length, ...rest }) => blankStep({ ...rest, ...t, ...length }));
}

export function stepsArb(single: fc.Arbitrary<SingleStep>): fc.Arbitrary<Step[]> {
  const repeat: fc.Arbitrary<Step> = fc.record({
    stepType: fc.constant("repeat" as const),
    uuid: fc.uuid(),
    repeats: fc.integer({ min: 1, max: 20 }),
    steps: fc.array(single, { minLength: 1, maxLength: 4 }),
  });
  return fc.array(fc.oneof(single, repeat), { minLength: 1, maxLength: 8 });
}

const nameArb = fc.stringMatching(/^[A-Za-z]([A-Za-z0-9 ]{0,28}[A-Za-z0-9])?$/);

function workoutArb(type: number, method: number, isPoolArb: fc.Arbitrary<boolean>) {
  return fc
    .record({
      basedOn: fc.constantFrom("Duration" as const, "Distance" as const),
      name: nameArb,
      instructions: textArb,
      isPool: isPoolArb,
      poolLength: fc.constantFrom(25, 33.33, 50),
      poolLengthUnit: fc.constantFrom("METER" as const, "YARD" as const),
    })
    .chain((base) =>
      stepsArb(singleStepArb(TARGETS_BY_METHOD[method], base.basedOn)).map(
        (steps): WorkoutBody => ({
          ...base,
          type,
          subtype: null,
          method,
          steps,
          elevation: null,
          gradient: null,
        }),
      ),
    );
}

/** Running, cycling and swimming workouts with every method a watch target can carry. */
export const fitWorkoutArb: fc.Arbitrary<WorkoutBody> = fc.oneof(
  workoutArb(SportId.running, MethodId.heartrate, fc.constant(false)),
  workoutArb(SportId.running, MethodId.pace, fc.constant(false)),
  workoutArb(SportId.cycling, MethodId.heartrate, fc.constant(false)),
  workoutArb(SportId.cycling, MethodId.power, fc.constant(false)),
  workoutArb(SportId.swimming, MethodId.tpace, fc.boolean()),
);

/** Power-based cycling workouts with timed steps, as the trainer formats carry them. */
export const trainerWorkoutArb: fc.Arbitrary<WorkoutBody> = fc
  .record({ name: nameArb, instructions: textArb })
  .chain((base) =>
    stepsArb(
      singleStepArb(
        fc.oneof(rangeArb("%", 40, 150), rangeArb("number", 50, 600), rangeArb("%", 50, 50)),
        "Duration",
      ),
    ).map(
      (steps): WorkoutBody => ({
        ...base,
        type: SportId.cycling,
        subtype: null,
        method: MethodId.power,
        basedOn: "Duration",
        steps,
        isPool: false,
        poolLength: 50,
        poolLengthUnit: "METER",
        elevation: null,
        gradient: null,
      }),
    ),
  );
