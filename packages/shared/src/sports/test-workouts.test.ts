import { describe, expect, it } from "vitest";
import { WorkoutBodySchema } from "../workouts/workout.schemas.ts";
import { computeWorkoutTotals } from "../workouts/workout-totals.ts";
import { defaultAccountZones } from "../zones/default-zones.ts";
import { checkDurationLimits } from "./duration-limits.ts";
import {
  CRITICAL_POWER_3_MINUTE_TEST,
  DEFAULT_TEST_WORKOUTS,
  FTP_20_MINUTE_TEST,
  findDefaultTestWorkout,
  RUNNING_LACTATE_THRESHOLD_TEST,
  SWIM_CRITICAL_VELOCITY_1000_TEST,
} from "./test-workouts.ts";

describe("built-in test workouts", () => {
  it("are valid workouts with subtype 50, flagged isSTDefault, with unique ids and uuids", () => {
    const uuids: string[] = [];
    for (const workout of DEFAULT_TEST_WORKOUTS) {
      expect(WorkoutBodySchema.parse(workout)).toMatchObject({ subtype: 50, name: workout.name });
      expect(workout.isSTDefault).toBe(true);
      for (const step of workout.steps) {
        uuids.push(step.uuid);
        if (step.stepType === "repeat") uuids.push(...step.steps.map((inner) => inner.uuid));
      }
    }
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(new Set(DEFAULT_TEST_WORKOUTS.map((workout) => workout.id)).size).toBe(4);
  });

  it("have the sport and method of each protocol", () => {
    expect([FTP_20_MINUTE_TEST.type, FTP_20_MINUTE_TEST.method]).toEqual([2, 3]);
    expect([CRITICAL_POWER_3_MINUTE_TEST.type, CRITICAL_POWER_3_MINUTE_TEST.method]).toEqual([
      2, 3,
    ]);
    expect([RUNNING_LACTATE_THRESHOLD_TEST.type, RUNNING_LACTATE_THRESHOLD_TEST.method]).toEqual([
      1, 1,
    ]);
    expect(SWIM_CRITICAL_VELOCITY_1000_TEST).toMatchObject({
      type: 3,
      method: 4,
      basedOn: "Distance",
    });
  });

  it.each([
    ["FTP", FTP_20_MINUTE_TEST, 3960, 1200] as const,
    ["CP", CRITICAL_POWER_3_MINUTE_TEST, 1980, 180] as const,
    ["LT", RUNNING_LACTATE_THRESHOLD_TEST, 3300, 1800] as const,
  ])("%s lasts %i s with %i s of testing", (_name, workout, totalSec, workSec) => {
    const totals = computeWorkoutTotals(workout, defaultAccountZones());
    expect(totals.totalDuration).toBe(totalSec);
    const work = totals.flatSteps.filter((step) => step.action === "Work" && step.stress > 0);
    expect(work.reduce((sum, step) => sum + step.durationSec, 0)).toBeGreaterThanOrEqual(workSec);
  });

  it("swims 1600 m in the 1000 m test", () => {
    expect(computeWorkoutTotals(SWIM_CRITICAL_VELOCITY_1000_TEST, null).totalDistance).toBe(1600);
  });

  it("keeps the cycling tests inside the cycling Test limits", () => {
    for (const workout of [FTP_20_MINUTE_TEST, CRITICAL_POWER_3_MINUTE_TEST]) {
      const totals = computeWorkoutTotals(workout, null);
      expect(checkDurationLimits({ ...workout, isSTDefault: undefined }, totals.flatSteps).ok).toBe(
        true,
      );
    }
  });

  it("finds by id", () => {
    expect(findDefaultTestWorkout("st-default-cycling-ftp-20")).toBe(FTP_20_MINUTE_TEST);
    expect(findDefaultTestWorkout("nope")).toBeUndefined();
  });
});
