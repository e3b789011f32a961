import type { SingleStep, Step, WorkoutBody } from "../workouts/workout.schemas.ts";
import { blankStep as step } from "../workouts/workout-defaults.ts";
import { MethodId } from "../zones/method-ids.ts";
import { SportId } from "./sport-ids.ts";
import { TEST_SUBTYPE_ID } from "./subtype.types.ts";

/**
 * The product's built-in performance tests, flagged isSTDefault.
 * Each keeps its sport as type (so its zones and method apply) and subtype 50,
 * which puts it in the library's test category. Ids and step uuids never change: plans and
 * calendars refer to them.
 */
export type DefaultTestWorkout = WorkoutBody & { id: string; isSTDefault: true };

function body(
  fields: Pick<WorkoutBody, "name" | "type" | "method" | "steps" | "instructions"> &
    Partial<WorkoutBody>,
): WorkoutBody {
  return {
    subtype: TEST_SUBTYPE_ID,
    basedOn: "Duration",
    isPool: false,
    poolLength: 50,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
    ...fields,
  };
}

const pct = (
  uuid: string,
  action: SingleStep["action"],
  durationSec: number,
  lower: number,
  upper: number,
  stepInfo = "",
) => step({ uuid, action, unit: "%", duration: durationSec, lower, upper, stepInfo });

const zone = (
  uuid: string,
  action: SingleStep["action"],
  amount: Partial<SingleStep>,
  lowerZone: number,
  upperZone: number,
  stepInfo = "",
) => step({ uuid, action, unit: "zone", lowerZone, upperZone, stepInfo, ...amount });

const openers: Step = {
  stepType: "repeat",
  uuid: "st-ftp20-openers",
  repeats: 3,
  steps: [
    pct("st-ftp20-opener-work", "Work", 60, 95, 105, "Fast pedalling, about 100 rpm"),
    pct("st-ftp20-opener-rest", "Rest active", 60, 45, 55),
  ],
};

/** Allen and Coggan, "Training and Racing with a Power Meter": FTP = 95% of 20-min power. */
export const FTP_20_MINUTE_TEST: DefaultTestWorkout = {
  id: "st-default-cycling-ftp-20",
  isSTDefault: true,
  ...body({
    name: "20-minute FTP test",
    type: SportId.cycling,
    method: MethodId.power,
    instructions:
      "Ride the 20-minute effort as hard as you can hold it evenly. FTP is 95% of its average power.",
    steps: [
      pct("st-ftp20-warmup", "Warm up", 1200, 50, 65),
      openers,
      pct("st-ftp20-recover", "Rest active", 600, 50, 60),
      pct("st-ftp20-effort", "Work", 1200, 95, 105, "20 minutes all out, evenly paced"),
      pct("st-ftp20-cooldown", "Cool down", 600, 40, 55),
    ],
  }),
};

/** Vanhatalo, Doust and Burnley (2007), 3-min all-out test: CP = mean power of the last 30 s. */
export const CRITICAL_POWER_3_MINUTE_TEST: DefaultTestWorkout = {
  id: "st-default-cycling-cp-3",
  isSTDefault: true,
  ...body({
    name: "3-minute critical power test",
    type: SportId.cycling,
    method: MethodId.power,
    instructions:
      "Go all out from the first second and never pace the 3 minutes. Critical power is the average of the last 30 seconds.",
    steps: [
      pct("st-cp3-warmup", "Warm up", 900, 50, 65),
      pct("st-cp3-recover", "Rest active", 300, 45, 55),
      zone("st-cp3-effort", "Work", { duration: 180 }, 5, 5, "3 minutes all out"),
      pct("st-cp3-cooldown", "Cool down", 600, 40, 55),
    ],
  }),
};

/** Joe Friel's 30-min time trial: LTHR and LT pace are the averages of its last 20 minutes. */
export const RUNNING_LACTATE_THRESHOLD_TEST: DefaultTestWorkout = {
  id: "st-default-running-lt",
  isSTDefault: true,
  ...body({
    name: "Lactate threshold pace and heart rate test",
    type: SportId.running,
    method: MethodId.heartrate,
    instructions:
      "Run 30 minutes alone as a race. Press lap after 10 minutes: the average heart rate and pace of the last 20 minutes are your lactate-threshold heart rate and pace.",
    steps: [
      zone("st-lt-warmup", "Warm up", { duration: 900 }, 1, 2),
      zone("st-lt-first", "Work", { duration: 600 }, 4, 5, "Race effort from the start"),
      zone(
        "st-lt-measured",
        "Work",
        { duration: 1200 },
        4,
        5,
        "Keep racing: this part is measured",
      ),
      zone("st-lt-cooldown", "Cool down", { duration: 600 }, 1, 1),
    ],
  }),
};

/** Friel's T-pace test: T-pace (per 100 m) is the 1000 m time divided by 10. */
export const SWIM_CRITICAL_VELOCITY_1000_TEST: DefaultTestWorkout = {
  id: "st-default-swimming-cv-1000",
  isSTDefault: true,
  ...body({
    name: "Critical velocity 1000 m test",
    type: SportId.swimming,
    method: MethodId.tpace,
    basedOn: "Distance",
    isPool: true,
    instructions:
      "Swim 1000 m as fast as you can hold evenly. Your T-pace per 100 m is the time divided by 10.",
    steps: [
      zone("st-cv1000-warmup", "Warm up", { distance: 400 }, 1, 2),
      zone("st-cv1000-effort", "Work", { distance: 1000 }, 4, 5, "1000 m time trial"),
      zone("st-cv1000-cooldown", "Cool down", { distance: 200 }, 1, 1),
    ],
  }),
};

export const DEFAULT_TEST_WORKOUTS: readonly DefaultTestWorkout[] = [
  FTP_20_MINUTE_TEST,
  CRITICAL_POWER_3_MINUTE_TEST,
  RUNNING_LACTATE_THRESHOLD_TEST,
  SWIM_CRITICAL_VELOCITY_1000_TEST,
];

export function findDefaultTestWorkout(id: string): DefaultTestWorkout | undefined {
  return DEFAULT_TEST_WORKOUTS.find((workout) => workout.id === id);
}
