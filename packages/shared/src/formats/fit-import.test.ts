import { describe, expect, it } from "vitest";
import { exportFitWorkout } from "./fit-export.ts";
import { importFitWorkout } from "./fit-import.ts";
import { encodeFit, step, workout } from "./fit-test-support.ts";
import { encodeUtf8 } from "./text-bytes.ts";

const cycling: Record<string, unknown> = {
  sport: "cycling",
  numValidSteps: 1,
  wktName: "Ride",
};
const timed = (fields: Record<string, unknown>): Record<string, unknown> => ({
  durationType: "time",
  durationValue: 60000,
  intensity: "active",
  ...fields,
});

function importError(bytes: Uint8Array): string {
  try {
    importFitWorkout(bytes);
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return "no error";
}

describe("importFitWorkout errors", () => {
  it("rejects bytes that are not FIT", () => {
    expect(importError(encodeUtf8("<workout_file/>"))).toBe("not-fit: This is not a FIT file.");
    expect(importError(new Uint8Array())).toMatch(/^not-fit/);
  });

  it("rejects a corrupt or truncated file", () => {
    const bytes = exportFitWorkout(workout([step()]));
    const flipped = bytes.slice();
    flipped[30] ^= 0xff;
    expect(importError(flipped)).toMatch(/^corrupt: The FIT file is corrupt: its checksum/);
    expect(importError(bytes.slice(0, 40))).toMatch(/^corrupt/);
  });

  it("rejects FIT files of other kinds", () => {
    expect(importError(encodeFit("activity", null, []))).toBe(
      "not-workout: This FIT file is a FIT activity file, not a workout file.",
    );
    expect(importError(encodeFit("workout", null, []))).toBe(
      "not-workout: This FIT workout file has no workout message.",
    );
  });

  it("rejects sports and repeat kinds the model cannot hold", () => {
    expect(importError(encodeFit("workout", { ...cycling, sport: "training" }, []))).toMatch(
      /^unsupported: FIT workouts for the sport "training"/,
    );
    const untilTss = encodeFit("workout", cycling, [
      timed({}),
      { durationType: "repeatUntilTrainingPeaksTss", durationValue: 0, targetValue: 50 },
    ]);
    expect(importError(untilTss)).toBe(
      "unsupported: FIT step 1 repeats until repeatUntilTrainingPeaksTss, which cannot be imported; repeat counts, time, distance, calories, heart rate and power can.",
    );
  });

  it("names the invalid field when the result breaks the model", () => {
    const tooMany = encodeFit("workout", cycling, [
      timed({}),
      { durationType: "repeatUntilStepsCmplt", durationValue: 0, targetValue: 150 },
    ]);
    expect(importError(tooMany)).toMatch(
      /^invalid-file: The FIT workout cannot be imported at steps\.0\.repeats/,
    );
  });
});

describe("importFitWorkout", () => {
  it("reads targets of every kind; a step of another method keeps it as its own", () => {
    const bytes = encodeFit("workout", cycling, [
      timed({
        targetType: "power",
        targetValue: 0,
        customTargetValueLow: 1200,
        customTargetValueHigh: 1250,
      }),
      timed({
        targetType: "power",
        targetValue: 0,
        customTargetValueLow: 95,
        customTargetValueHigh: 90,
      }),
      timed({ targetType: "power", targetValue: 3 }),
      timed({ targetType: "heartRate", targetValue: 2 }),
      timed({ targetType: "cadence", targetValue: 0, customTargetValueLow: 85 }),
      timed({ targetType: "power", targetValue: 0 }),
    ]);
    const imported = importFitWorkout(bytes);
    // Four of the six steps ask for power (method 3); the heart-rate zone keeps method 1, and
    // cadence (a custom low of 85 rpm and no high) is the cadence target 85-85.
    expect(imported.method).toBe(3);
    expect(
      imported.steps.map((s) =>
        s.stepType === "step"
          ? [s.unit, s.lower, s.upper, s.lowerZone, s.method ?? null, s.cadence ?? null]
          : null,
      ),
    ).toEqual([
      ["number", 200, 250, null, null, null],
      ["%", 90, 95, null, null, null],
      ["zone", null, null, 3, null, null],
      ["zone", null, null, 2, 1, null],
      ["number", null, null, null, null, { lowerRpm: 85, upperRpm: 85 }],
      ["number", null, null, null, null, null],
    ]);
  });

  it("reads heart rate in bpm, zones, and notes % of max heart rate", () => {
    const bytes = encodeFit("workout", { sport: "running" }, [
      timed({
        targetType: "heartRate",
        targetValue: 0,
        customTargetValueLow: 240,
        customTargetValueHigh: 255,
      }),
      timed({ targetType: "heartRate", targetValue: 0, customTargetValueLow: 70, notes: "Easy" }),
      timed({ targetType: "heartRate", targetValue: 4 }),
    ]);
    const [bpm, percent, zone] = importFitWorkout(bytes, "From file").steps;
    expect(bpm).toMatchObject({ unit: "number", lower: 140, upper: 155 });
    expect(percent).toMatchObject({
      lower: null,
      stepInfo: "Easy Target 70-70 % of max heart rate.",
    });
    expect(zone).toMatchObject({ unit: "zone", lowerZone: 4, upperZone: 4 });
  });

  it("reads paces, swim zones and the generic lap-swimming sport", () => {
    const run = importFitWorkout(
      encodeFit("workout", { sport: "running" }, [
        timed({
          targetType: "speed",
          targetValue: 0,
          customTargetValueLow: 3333,
          customTargetValueHigh: 4167,
        }),
        timed({ targetType: "speed", targetValue: 0, customTargetValueLow: 0 }),
      ]),
    );
    expect(run).toMatchObject({ type: 1, method: 2 });
    expect(run.steps[0]).toMatchObject({ unit: "seconds", lower: 240, upper: 300 });
    expect(run.steps[1]).toMatchObject({ lower: null });
    const swim = importFitWorkout(
      encodeFit(
        "workout",
        { sport: "generic", subSport: "lapSwimming", poolLength: 25, poolLengthUnit: "metric" },
        [{ durationType: "distance", durationValue: 10000, targetType: "speed", targetValue: 2 }],
      ),
    );
    expect(swim).toMatchObject({
      type: 3,
      method: 4,
      basedOn: "Distance",
      isPool: true,
      poolLength: 25,
    });
    expect(swim.steps[0]).toMatchObject({
      action: "Work",
      distance: 100,
      unit: "zone",
      lowerZone: 2,
    });
  });

  it("maps intensities to actions and unrolls repeats nested in a repeat", () => {
    const bytes = encodeFit("workout", cycling, [
      timed({ intensity: "warmup" }),
      timed({ intensity: "interval" }),
      timed({ intensity: "recovery" }),
      { durationType: "repeatUntilStepsCmplt", durationValue: 1, targetValue: 2 },
      timed({ intensity: "rest" }),
      { durationType: "repeatUntilStepsCmplt", durationValue: 1, targetValue: 3 },
      { durationType: "repeatUntilStepsCmplt", durationValue: 9, targetValue: 3 },
      { durationType: "open", intensity: "cooldown" },
    ]);
    const imported = importFitWorkout(bytes);
    expect(imported.name).toBe("Ride");
    expect(imported.steps).toHaveLength(3);
    const [warmUp, repeat, coolDown] = imported.steps;
    expect(warmUp).toMatchObject({ action: "Warm up", duration: 60 });
    expect(coolDown).toMatchObject({ action: "Cool down", duration: null });
    expect(repeat.stepType === "repeat" && repeat.repeats).toBe(3);
    const inner = repeat.stepType === "repeat" ? repeat.steps.map((s) => s.action) : [];
    expect(inner).toEqual(["Work", "Rest active", "Work", "Rest active", "Rest passive"]);
    expect(
      new Set(
        imported.steps.flatMap((s) => (s.stepType === "repeat" ? s.steps : [s])).map((s) => s.uuid),
      ).size,
    ).toBe(7);
  });

  it("uses the fallback name when the workout has none", () => {
    const imported = importFitWorkout(
      encodeFit("workout", { sport: "cycling", wktName: " " }, []),
      "tempo.fit",
    );
    expect(imported).toMatchObject({ name: "tempo.fit", method: null, steps: [] });
  });

  it("reads pools in yards", () => {
    const bytes = exportFitWorkout(
      workout([step()], {
        type: 3,
        method: 4,
        isPool: true,
        poolLength: 25,
        poolLengthUnit: "YARD",
      }),
    );
    expect(importFitWorkout(bytes)).toMatchObject({
      isPool: true,
      poolLength: 25,
      poolLengthUnit: "YARD",
    });
  });
});
