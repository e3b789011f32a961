import { describe, expect, it } from "vitest";
import { exportFitWorkout } from "./fit-export.ts";
import { importFitWorkout } from "./fit-import.ts";
import { decodeFit, encodeFit } from "./fit-test-support.ts";

/**
 * Generated FIT workouts for the cases the FIT SDK's examples do not cover (decision 119): files
 * without a sport, every repeat form of the FIT profile, cadence targets. Raw values follow the
 * profile: duration_value is ms for time, cm for distance; target_value of a repeat is its
 * count, or its limit in ms, cm, kcal, bpm + 100 (or %), W + 1000 (or %).
 */
const noSport = { numValidSteps: 2, wktName: "No sport" };
const timed = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  durationType: "time",
  durationValue: 120000,
  intensity: "active",
  ...fields,
});

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return "no error";
}

describe("FIT workouts without a sport", () => {
  it("infers running from speed targets and swimming from strokes or a pool", () => {
    const speed = encodeFit("workout", noSport, [
      timed({ targetType: "speed", targetValue: 0, customTargetValueLow: 3000 }),
    ]);
    expect(importFitWorkout(speed).type).toBe(1);
    const stroke = encodeFit("workout", noSport, [timed({ targetType: "swimStroke" })]);
    expect(importFitWorkout(stroke).type).toBe(3);
    const pool = encodeFit("workout", { ...noSport, poolLength: 25 }, [timed()]);
    expect(importFitWorkout(pool)).toMatchObject({ type: 3, isPool: true, poolLength: 25 });
  });

  it("asks for the sport when only heart rate is given, and takes the user's choice", () => {
    const bytes = encodeFit("workout", noSport, [
      timed({ targetType: "heartRate", targetValue: 2 }),
    ]);
    expect(errorOf(() => importFitWorkout(bytes))).toBe(
      "missing-sport: This FIT workout names no sport and its steps do not tell which; choose running, cycling or swimming.",
    );
    const chosen = importFitWorkout(bytes, "Chosen", { sport: 1 });
    expect(chosen).toMatchObject({ type: 1, method: 1 });
    // The file's own sport wins over a choice (the dialog offers one only when asked).
    const named = encodeFit("workout", { ...noSport, sport: "cycling" }, [timed()]);
    expect(importFitWorkout(named, "x", { sport: 1 }).type).toBe(2);
  });
});

describe("FIT repeat forms", () => {
  const block = [
    timed({ targetType: "power", targetValue: 4 }),
    timed({ intensity: "recovery", durationValue: 60000 }),
  ];
  const repeatOf = (fields: Record<string, unknown>) =>
    encodeFit("workout", { sport: "cycling" }, [
      ...block,
      { durationType: "repeatUntilStepsCmplt", durationValue: 0, ...fields },
    ]);

  it.each([
    // 2 min on + 1 min off = 3 min a round; 20 min (1,200,000 ms) takes 7 rounds (6.67, up).
    ["repeatUntilTime", 1200000, 7, { kind: "time", value: 1200, unit: "number" }],
    ["repeatUntilCalories", 300, 1, { kind: "calories", value: 300, unit: "number" }],
    ["repeatUntilHrLessThan", 220, 1, { kind: "heartRateBelow", value: 120, unit: "number" }],
    ["repeatUntilPowerGreaterThan", 1350, 1, { kind: "powerAbove", value: 350, unit: "number" }],
    ["repeatUntilPowerLessThan", 60, 1, { kind: "powerBelow", value: 60, unit: "%" }],
  ])("%s %d imports as %d round(s) and exports as the same repeat", (type, raw, rounds, until) => {
    const bytes = repeatOf({ durationType: type, targetValue: raw });
    const [repeat] = importFitWorkout(bytes).steps;
    expect(repeat).toMatchObject({ stepType: "repeat", repeats: rounds, until });
    const exported = decodeFit(exportFitWorkout(importFitWorkout(bytes)));
    expect(exported.workoutStepMesgs?.[2]).toMatchObject({
      durationType: type,
      durationValue: 0,
      targetValue: raw,
    });
  });

  it("counts rounds of a repeat until a distance from the steps' distances", () => {
    const bytes = encodeFit("workout", { sport: "running" }, [
      { durationType: "distance", durationValue: 40000, intensity: "active" },
      { durationType: "distance", durationValue: 20000, intensity: "recovery" },
      // 5 km = 500,000 cm over rounds of 400 + 200 m: 8.33, so 9 rounds.
      { durationType: "repeatUntilDistance", durationValue: 0, targetValue: 500000 },
    ]);
    expect(importFitWorkout(bytes).steps[0]).toMatchObject({
      repeats: 9,
      until: { kind: "distance", value: 5000 },
    });
  });

  it("keeps a repeat count as the file gives it", () => {
    const [repeat] = importFitWorkout(repeatOf({ targetValue: 5 })).steps;
    expect(repeat).toMatchObject({ repeats: 5 });
    expect(repeat).not.toHaveProperty("until");
  });
});

describe("FIT step ends and cadence", () => {
  it("keeps calories and power ends, and notes the ones the model cannot hold", () => {
    const bytes = encodeFit("workout", { sport: "cycling" }, [
      timed({ durationType: "calories", durationValue: 150 }),
      timed({ durationType: "powerGreaterThan", durationValue: 1400 }),
      timed({ durationType: "trainingPeaksTss", durationValue: 500 }),
    ]);
    const [calories, power, tss] = importFitWorkout(bytes).steps;
    expect(calories).toMatchObject({ duration: null, until: { kind: "calories", value: 150 } });
    expect(power).toMatchObject({ until: { kind: "powerAbove", value: 400, unit: "number" } });
    expect(tss).toMatchObject({
      duration: null,
      stepInfo:
        "The file ends this step by trainingPeaksTss 500; imported as a step ended with the lap button.",
    });
  });

  it("reads cadence as a main or a secondary target and writes it back the same way", () => {
    const bytes = encodeFit("workout", { sport: "cycling" }, [
      timed({ targetType: "cadence", customTargetValueLow: 85, customTargetValueHigh: 95 }),
      timed({
        targetType: "power",
        targetValue: 3,
        secondaryTargetType: "cadence",
        secondaryCustomTargetValueLow: 100,
        secondaryCustomTargetValueHigh: 110,
      }),
    ]);
    const [main, secondary] = importFitWorkout(bytes).steps;
    expect(main).toMatchObject({ cadence: { lowerRpm: 85, upperRpm: 95 } });
    expect(secondary).toMatchObject({
      lowerZone: 3,
      cadence: { lowerRpm: 100, upperRpm: 110 },
    });
    const steps = decodeFit(exportFitWorkout(importFitWorkout(bytes))).workoutStepMesgs ?? [];
    expect(steps[0]).toMatchObject({
      targetType: "cadence",
      customTargetValueLow: 85,
      customTargetValueHigh: 95,
    });
    expect(steps[1]).toMatchObject({
      targetType: "power",
      targetValue: 3,
      secondaryTargetType: "cadence",
      secondaryCustomTargetValueLow: 100,
      secondaryCustomTargetValueHigh: 110,
    });
  });
});
