import { SportId } from "@coach/shared/sports/sport-ids";
import type {
  RepeatStep,
  SingleStep,
  StepAction,
  WorkoutBody,
} from "@coach/shared/workouts/workout.schemas";
import { blankStep } from "@coach/shared/workouts/workout-defaults";
import { MethodId } from "@coach/shared/zones/method-ids";

/**
 * The workouts a coach of each sport writes week after week, as the builder saves them:
 * targets in percent of the athlete's threshold (power for rides, speed for runs and swims), so
 * one workout fits every athlete. Durations scale with the week's load (`load` 1 = a normal week).
 */

type Target = {
  duration?: number;
  distance?: number;
  lower?: number;
  upper?: number;
  info?: string;
};

function step(action: StepAction, target: Target): SingleStep {
  const hasTarget = target.lower !== undefined;
  return blankStep({
    uuid: "",
    action,
    unit: hasTarget ? "%" : "number",
    lower: target.lower ?? null,
    upper: target.upper ?? null,
    duration: target.duration ?? null,
    distance: target.distance ?? null,
    stepInfo: target.info ?? "",
  });
}

function repeat(repeats: number, steps: SingleStep[]): RepeatStep {
  return { stepType: "repeat", uuid: "", repeats, steps };
}

const minutes = (value: number) => Math.round(value) * 60;
/** Minutes rounded to 5, at least `floor`. */
const scaled = (base: number, load: number, floor = 20) =>
  Math.max(floor, Math.round((base * load) / 5) * 5);

function workout(
  type: number,
  name: string,
  steps: (SingleStep | RepeatStep)[],
  instructions: string,
  extra: Partial<WorkoutBody> = {},
): WorkoutBody {
  // Step ids unique within the workout, the same on every run.
  let count = 0;
  const numbered = steps.map((outer) => {
    count += 1;
    if (outer.stepType === "step") return { ...outer, uuid: `s${count}` };
    const uuid = `s${count}`;
    return {
      ...outer,
      uuid,
      steps: outer.steps.map((inner, index) => ({ ...inner, uuid: `${uuid}.${index + 1}` })),
    };
  });
  const method =
    type === SportId.running
      ? MethodId.pace
      : type === SportId.cycling
        ? MethodId.power
        : type === SportId.swimming
          ? MethodId.tpace
          : null;
  return {
    name,
    type,
    subtype: null,
    method,
    basedOn: type === SportId.swimming ? "Distance" : "Duration",
    steps: numbered,
    instructions,
    isPool: type === SportId.swimming,
    poolLength: 25,
    poolLengthUnit: "METER",
    elevation: null,
    gradient: null,
    ...extra,
  };
}

export const runWorkouts = {
  easy: (load: number) => {
    const total = scaled(45, load, 30);
    return workout(
      SportId.running,
      `Easy run ${total} min`,
      [
        step("Warm up", { duration: minutes(10), lower: 68, upper: 74 }),
        step("Work", { duration: minutes(total - 15), lower: 74, upper: 80 }),
        step("Cool down", { duration: minutes(5), lower: 65, upper: 72 }),
      ],
      "Conversational pace. If you cannot talk in full sentences, slow down.",
    );
  },
  long: (load: number) => {
    const total = scaled(80, load, 45);
    return workout(
      SportId.running,
      `Long run ${total} min`,
      [
        step("Warm up", { duration: minutes(10), lower: 68, upper: 74 }),
        step("Work", {
          duration: minutes(total - 10),
          lower: 74,
          upper: 80,
          info: "Steady, relaxed",
        }),
      ],
      "Take a gel every 40 minutes and practise race-day drinking.",
    );
  },
  tempo: (load: number) => {
    const reps = load >= 1.2 ? 4 : 3;
    return workout(
      SportId.running,
      `Tempo ${reps}×10 min`,
      [
        step("Warm up", { duration: minutes(15), lower: 70, upper: 76 }),
        repeat(reps, [
          step("Work", { duration: minutes(10), lower: 88, upper: 92, info: "Comfortably hard" }),
          step("Rest active", { duration: minutes(2), lower: 65, upper: 72 }),
        ]),
        step("Cool down", { duration: minutes(10), lower: 65, upper: 72 }),
      ],
      "Even splits: the last rep no faster than the first.",
    );
  },
  track: (load: number) => {
    const reps = load >= 1.2 ? 8 : 6;
    return workout(
      SportId.running,
      `Track ${reps}×800 m`,
      [
        step("Warm up", { duration: minutes(15), lower: 70, upper: 76 }),
        repeat(reps, [
          step("Work", { distance: 800, lower: 104, upper: 108, info: "5 km race pace" }),
          step("Rest active", { duration: 90, lower: 50, upper: 60 }),
        ]),
        step("Cool down", { duration: minutes(10), lower: 65, upper: 72 }),
      ],
      "Jog the recoveries. Stop if your form falls apart.",
    );
  },
  opener: () =>
    workout(
      SportId.running,
      "Race-week opener",
      [
        step("Warm up", { duration: minutes(20), lower: 70, upper: 76 }),
        repeat(4, [
          step("Work", { duration: 30, lower: 105, upper: 110, info: "Relaxed strides" }),
          step("Rest active", { duration: 90, lower: 60, upper: 70 }),
        ]),
        step("Cool down", { duration: minutes(5), lower: 65, upper: 72 }),
      ],
      "Short and sharp: you should finish wanting more.",
    ),
};

export const rideWorkouts = {
  endurance: (load: number) => {
    const total = scaled(75, load, 45);
    return workout(
      SportId.cycling,
      `Endurance ride ${total} min`,
      [
        step("Warm up", { duration: minutes(10), lower: 50, upper: 60 }),
        step("Work", { duration: minutes(total - 20), lower: 62, upper: 72 }),
        step("Cool down", { duration: minutes(10), lower: 45, upper: 55 }),
      ],
      "Zone 2. Keep the cadence above 85 rpm on the climbs.",
    );
  },
  long: (load: number) => {
    const total = scaled(130, load, 75);
    return workout(
      SportId.cycling,
      `Long ride ${total} min`,
      [
        step("Warm up", { duration: minutes(15), lower: 50, upper: 60 }),
        step("Work", { duration: minutes(total - 25), lower: 62, upper: 75 }),
        step("Cool down", { duration: minutes(10), lower: 45, upper: 55 }),
      ],
      "Eat 60 g of carbohydrate an hour from the first hour.",
    );
  },
  sweetSpot: (load: number) => {
    const reps = load >= 1.2 ? 3 : 2;
    return workout(
      SportId.cycling,
      `Sweet spot ${reps}×15 min`,
      [
        step("Warm up", { duration: minutes(15), lower: 50, upper: 65 }),
        repeat(reps, [
          step("Work", { duration: minutes(15), lower: 88, upper: 93 }),
          step("Rest active", { duration: minutes(5), lower: 45, upper: 55 }),
        ]),
        step("Cool down", { duration: minutes(10), lower: 45, upper: 55 }),
      ],
      "Seated, smooth pedalling. Indoors on the trainer is fine.",
    );
  },
  vo2: (load: number) => {
    const reps = load >= 1.2 ? 6 : 5;
    return workout(
      SportId.cycling,
      `VO2max ${reps}×4 min`,
      [
        step("Warm up", { duration: minutes(15), lower: 50, upper: 65 }),
        repeat(reps, [
          step("Work", { duration: minutes(4), lower: 106, upper: 115 }),
          step("Rest active", { duration: minutes(4), lower: 40, upper: 50 }),
        ]),
        step("Cool down", { duration: minutes(10), lower: 45, upper: 55 }),
      ],
      "Hard but even: the fifth rep at the power of the first.",
    );
  },
  threshold: () =>
    workout(
      SportId.cycling,
      "Threshold 2×20 min",
      [
        step("Warm up", { duration: minutes(15), lower: 50, upper: 65 }),
        repeat(2, [
          step("Work", { duration: minutes(20), lower: 95, upper: 100 }),
          step("Rest active", { duration: minutes(5), lower: 45, upper: 55 }),
        ]),
        step("Cool down", { duration: minutes(10), lower: 45, upper: 55 }),
      ],
      "At FTP. Note your heart rate at the end of each block.",
    ),
  recovery: () =>
    workout(
      SportId.cycling,
      "Recovery spin 40 min",
      [step("Work", { duration: minutes(40), lower: 40, upper: 55 })],
      "Really easy. Flat roads or the trainer.",
    ),
};

export const swimWorkouts = {
  css: (load: number) => {
    const reps = load >= 1.2 ? 12 : 10;
    return workout(
      SportId.swimming,
      `CSS ${reps}×100 m`,
      [
        step("Warm up", { distance: 400, lower: 80, upper: 86 }),
        repeat(reps, [
          step("Work", { distance: 100, lower: 98, upper: 102, info: "On threshold pace" }),
          step("Rest passive", { duration: 15 }),
        ]),
        step("Cool down", { distance: 200, lower: 75, upper: 82 }),
      ],
      "Hold the same time on every 100. Push off on the 15 s rest.",
    );
  },
  endurance: (load: number) => {
    const reps = load >= 1.2 ? 4 : 3;
    return workout(
      SportId.swimming,
      `Endurance ${reps}×600 m`,
      [
        step("Warm up", { distance: 400, lower: 80, upper: 86 }),
        repeat(reps, [
          step("Work", { distance: 600, lower: 88, upper: 92 }),
          step("Rest passive", { duration: 30 }),
        ]),
        step("Cool down", { distance: 200, lower: 75, upper: 82 }),
      ],
      "Bilateral breathing. Long strokes.",
    );
  },
  technique: () =>
    workout(
      SportId.swimming,
      "Technique 6×200 m",
      [
        step("Warm up", { distance: 300, lower: 78, upper: 84 }),
        repeat(6, [
          step("Work", { distance: 200, lower: 80, upper: 86, info: "Catch-up drill, then swim" }),
          step("Rest passive", { duration: 30 }),
        ]),
        step("Cool down", { distance: 200, lower: 75, upper: 82 }),
      ],
      "Quality over speed: count your strokes per length.",
    ),
  sprint: () =>
    workout(
      SportId.swimming,
      "Sprint 12×50 m",
      [
        step("Warm up", { distance: 400, lower: 80, upper: 86 }),
        repeat(12, [
          step("Work", { distance: 50, lower: 108, upper: 114 }),
          step("Rest passive", { duration: 30 }),
        ]),
        step("Cool down", { distance: 300, lower: 75, upper: 82 }),
      ],
      "All out on each 50, full recovery between.",
    ),
};

export const strengthWorkouts = {
  core: () =>
    workout(
      SportId.strength,
      "Core and mobility",
      [
        step("Warm up", { duration: minutes(10), info: "Mobility flow" }),
        step("Work", {
          duration: minutes(30),
          info: "3 rounds: plank, dead bug, side plank, glute bridge",
        }),
      ],
      "Slow and controlled. Stop any exercise that hurts.",
    ),
};

/** What the demo business keeps in its library: every workout above at a normal week's load. */
export function demoLibrary(): WorkoutBody[] {
  const normal = 1;
  return [
    ...Object.values(runWorkouts).map((make) => make(normal)),
    ...Object.values(rideWorkouts).map((make) => make(normal)),
    ...Object.values(swimWorkouts).map((make) => make(normal)),
    ...Object.values(strengthWorkouts).map((make) => make()),
  ];
}
