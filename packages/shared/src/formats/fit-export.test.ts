import type { WorkoutStepMesg } from "@garmin/fitsdk";
import { describe, expect, it } from "vitest";
import { exportFitWorkout, fitStepMesgs, fitTarget } from "./fit-export.ts";
import { decodeFit, step, workout } from "./fit-test-support.ts";
import { TEST_CONTEXT } from "./workout-arbitraries.ts";
import { WorkoutFileError } from "./workout-file-error.ts";

const run = (steps: Parameters<typeof workout>[0], method: number) =>
  workout(steps, { type: 1, method });

describe("exportFitWorkout", () => {
  it("writes file_id, workout and steps as the FIT cookbook does", () => {
    const bytes = exportFitWorkout(
      workout([step()], { name: "Sweet spot", instructions: "Stay seated" }),
      TEST_CONTEXT,
    );
    const messages = decodeFit(bytes);
    expect(messages.fileIdMesgs?.[0]).toMatchObject({
      type: "workout",
      manufacturer: "development",
      product: 0,
      serialNumber: 4242,
      timeCreated: TEST_CONTEXT.now,
    });
    expect(messages.workoutMesgs?.[0]).toMatchObject({
      sport: "cycling",
      numValidSteps: 1,
      wktName: "Sweet spot",
      wktDescription: "Stay seated",
    });
    expect(messages.workoutStepMesgs).toHaveLength(1);
  });

  it("uses a random non-zero serial number and the current time by default", () => {
    const fileId = decodeFit(exportFitWorkout(workout([step()]))).fileIdMesgs?.[0];
    expect(fileId?.serialNumber).toBeGreaterThan(0);
    expect(fileId?.timeCreated).toBeInstanceOf(Date);
  });

  it("writes pool swims as lap swimming with the pool length in metres", () => {
    const swim = (poolLengthUnit: "METER" | "YARD", poolLength: number) =>
      decodeFit(
        exportFitWorkout(
          workout([step()], { type: 3, method: 4, isPool: true, poolLength, poolLengthUnit }),
        ),
      ).workoutMesgs?.[0];
    expect(swim("YARD", 25)).toMatchObject({
      sport: "swimming",
      subSport: "lapSwimming",
      poolLength: 22.86,
      poolLengthUnit: "statute",
    });
    expect(swim("METER", 25)).toMatchObject({ poolLength: 25, poolLengthUnit: "metric" });
    const openWater = decodeFit(exportFitWorkout(workout([step()], { type: 3, method: 4 })))
      .workoutMesgs?.[0];
    expect(openWater).toMatchObject({ sport: "swimming", subSport: "generic" });
    expect(openWater?.poolLength).toBeUndefined();
  });

  it.each([
    [1, "running"],
    [11, "walking"],
    [12, "hiking"],
    [4, "generic"],
  ])("maps sport type %i to the FIT sport %s", (type, sport) => {
    expect(
      decodeFit(exportFitWorkout(workout([step()], { type, method: null }))).workoutMesgs?.[0]
        ?.sport,
    ).toBe(sport);
  });
});

describe("fitStepMesgs", () => {
  it("puts a repeat after its steps, pointing back to the first of them", () => {
    const mesgs = fitStepMesgs(
      workout([
        step({ action: "Warm up" }),
        {
          stepType: "repeat",
          uuid: "r",
          repeats: 5,
          steps: [step(), step({ action: "Rest active" })],
        },
        step({ action: "Cool down" }),
      ]),
    );
    expect(mesgs.map((mesg) => [mesg.messageIndex, mesg.durationType, mesg.intensity])).toEqual([
      [0, "time", "warmup"],
      [1, "time", "active"],
      [2, "time", "recovery"],
      [3, "repeatUntilStepsCmplt", undefined],
      [4, "time", "cooldown"],
    ]);
    expect(mesgs[3]).toMatchObject({ durationValue: 1, targetType: "open", targetValue: 5 });
  });

  it("writes durations in ms, distances in cm and steps without either as open", () => {
    const mesgs = fitStepMesgs(
      workout([
        step({ duration: 90.5 }),
        step({ duration: null, distance: 400 }),
        step({ duration: null, action: "Rest passive" }),
      ]),
    );
    expect(mesgs.map((mesg) => [mesg.durationType, mesg.durationValue, mesg.intensity])).toEqual([
      ["time", 90500, "active"],
      ["distance", 40000, "active"],
      ["open", undefined, "rest"],
    ]);
  });

  it("prefers the distance of a step when the workout is based on distance", () => {
    const [mesg] = fitStepMesgs(
      workout([step({ duration: 60, distance: 200 })], { basedOn: "Distance" }),
    );
    expect(mesg).toMatchObject({ durationType: "distance", durationValue: 20000 });
  });

  const targetOf = (mesg: WorkoutStepMesg) => [
    mesg.targetType,
    mesg.targetValue,
    mesg.customTargetValueLow,
    mesg.customTargetValueHigh,
  ];

  it.each([
    [
      "HR 135-155 bpm as bpm + 100",
      run([step({ lower: 135, upper: 155 })], 1),
      ["heartRate", 0, 235, 255],
    ],
    [
      "HR capped at 235/236 bpm",
      run([step({ lower: 240, upper: 250 })], 1),
      ["heartRate", 0, 335, 336],
    ],
    [
      "HR % of threshold in bpm",
      run([step({ unit: "%", lower: 80, upper: 90 })], 1),
      ["heartRate", 0, 236, 253],
    ],
    [
      "power 175-195 W as W + 1000",
      workout([step({ lower: 175, upper: 195 })]),
      ["power", 0, 1175, 1195],
    ],
    [
      "power % of FTP in W",
      workout([step({ unit: "%", lower: 88, upper: 94 })]),
      ["power", 0, 1220, 1235],
    ],
    [
      "pace 3:00/km as 5556 mm/s",
      run([step({ unit: "seconds", lower: 180, upper: 180 })], 2),
      ["speed", 0, 5556, 5556],
    ],
    [
      "pace range slow to fast",
      run([step({ unit: "seconds", lower: 240, upper: 300 })], 2),
      ["speed", 0, 3333, 4167],
    ],
    [
      "swim pace per 100 m",
      workout([step({ unit: "seconds", lower: 100, upper: 100 })], { type: 3, method: 4 }),
      ["speed", 0, 1000, 1000],
    ],
    [
      "% threshold pace",
      run([step({ unit: "%", lower: 100, upper: 100 })], 2),
      ["speed", 0, 3704, 3704],
    ],
    [
      "one zone as its number",
      workout([step({ unit: "zone", lowerZone: 4, upperZone: 4 })]),
      ["power", 4, undefined, undefined],
    ],
    [
      "a zone range by its saved bounds",
      workout([
        step({
          unit: "zone",
          lowerZone: 2,
          upperZone: 3,
          lowerZoneValue: 140,
          upperZoneValue: 220,
        }),
      ]),
      ["power", 0, 1140, 1220],
    ],
    [
      "a zone range without bounds as open",
      workout([step({ unit: "zone", lowerZone: 2, upperZone: 3 })]),
      ["open", undefined, undefined, undefined],
    ],
    [
      "RPE as open",
      run([step({ lower: 5, upper: 6 })], 5),
      ["open", undefined, undefined, undefined],
    ],
    [
      "no method as open",
      workout([step({ lower: 5, upper: 6 })], { method: null }),
      ["open", undefined, undefined, undefined],
    ],
    ["no values as open", workout([step()]), ["open", undefined, undefined, undefined]],
  ])("writes %s", (_label, source, expected) => {
    expect(targetOf(fitStepMesgs(source, TEST_CONTEXT)[0])).toEqual(expected);
  });

  it("names targets that FIT cannot hold in the step name", () => {
    const [rpe] = fitStepMesgs(run([step({ lower: 5, upper: 6, targetName: "Tempo" })], 5));
    const [single] = fitStepMesgs(run([step({ lower: 7, upper: 7 })], 5));
    const [zones] = fitStepMesgs(workout([step({ unit: "zone", lowerZone: 2, upperZone: 3 })]));
    expect([rpe.wktStepName, single.wktStepName, zones.wktStepName]).toEqual([
      "Tempo RPE 5-6",
      "RPE 7",
      "Z2-Z3",
    ]);
  });

  it("keeps % of FTP relative when the FTP is unknown, and writes RPE zones as open", () => {
    expect(fitTarget({ kind: "powerPercent", lowPct: 90.4, highPct: 95 })).toEqual({
      targetType: "power",
      targetValue: 0,
      customTargetValueLow: 90,
      customTargetValueHigh: 95,
    });
    expect(fitTarget({ kind: "zone", metric: "rpe", lowZone: 2, highZone: 2 })).toEqual({
      targetType: "open",
    });
  });

  it("cuts step notes to the 254 bytes a FIT string holds", () => {
    const [mesg] = fitStepMesgs(workout([step({ stepInfo: "é".repeat(200) })]));
    expect(mesg.notes).toBe("é".repeat(127));
  });

  it("refuses % targets when the threshold is unknown", () => {
    const source = run([step({ unit: "%", lower: 80, upper: 90 })], 1);
    expect(() => fitStepMesgs(source)).toThrow(WorkoutFileError);
    expect(() => fitStepMesgs(source)).toThrow("heart-rate threshold");
  });
});
