import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, StepAction, WorkoutBody } from "../workouts/workout.schemas.ts";
import type { ExportContext, ExportThresholds } from "./export-context.ts";
import { resolveTarget, targetMetric } from "./step-target.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { stepLength } from "./workout-steps.ts";

/**
 * The Coros-type export. COROS publishes no workout file format; the
 * export has the sports Run, Bike, Swim and targets as threshold ranges of speed, heart rate
 * or FTP. Shape and choices: docs/decisions/020-watch-export-formats.md.
 */

export type CorosSport = "Run" | "Bike" | "Swim";
export type CorosEnd =
  | { type: "time"; seconds: number }
  | { type: "distance"; metres: number }
  | { type: "lap" };
export type CorosTargetType = "speed" | "heartRate" | "ftp";
export type CorosIntensity = "warmup" | "active" | "recovery" | "rest" | "cooldown";

const INTENSITY_BY_ACTION: Record<StepAction, CorosIntensity> = {
  "Warm up": "warmup",
  Work: "active",
  "Rest active": "recovery",
  "Rest passive": "rest",
  "Cool down": "cooldown",
};

export type CorosTarget =
  | { type: "none" }
  /** low/high in % of the athlete's threshold speed, threshold heart rate or FTP. */
  | { type: CorosTargetType; unit: "% threshold"; low: number; high: number }
  | { type: CorosTargetType; unit: "zone"; low: number; high: number };

export interface CorosSingleStep {
  kind: "step";
  name: string;
  intensity: CorosIntensity;
  end: CorosEnd;
  target: CorosTarget;
  notes: string;
}

export interface CorosRepeatStep {
  kind: "repeat";
  times: number;
  steps: CorosSingleStep[];
}

export interface CorosWorkout {
  format: "coros-workout";
  version: 1;
  name: string;
  sport: CorosSport;
  overview: string;
  poolLengthM: number | null;
  steps: (CorosSingleStep | CorosRepeatStep)[];
}

function corosSport(type: number): CorosSport {
  switch (type) {
    case SportId.running:
    case SportId.walking:
    case SportId.hiking:
      return "Run";
    case SportId.cycling:
      return "Bike";
    case SportId.swimming:
      return "Swim";
    default:
      throw new WorkoutFileError(
        "unsupported",
        "Coros export supports running, cycling and swimming workouts.",
      );
  }
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function percentOf(
  type: CorosTargetType,
  low: number,
  high: number,
  threshold: number | undefined,
  what: string,
): CorosTarget {
  if (threshold == null) {
    throw new WorkoutFileError(
      "missing-threshold",
      `Coros export needs the athlete's ${what} to turn fixed targets into threshold ranges.`,
    );
  }
  return {
    type,
    unit: "% threshold",
    low: oneDecimal((low / threshold) * 100),
    high: oneDecimal((high / threshold) * 100),
  };
}

/** Fixed values become % of threshold; % targets and zones pass through unchanged. */
export function corosTarget(
  step: SingleStep,
  workout: WorkoutBody,
  thresholds: ExportThresholds = {},
): CorosTarget {
  const metric = targetMetric(workout.method);
  if (metric == null || metric === "rpe") return { type: "none" };
  const type: CorosTargetType = metric === "power" ? "ftp" : metric;
  if (step.unit === "%") {
    const lower = step.lower ?? step.upper;
    const upper = step.upper ?? step.lower;
    if (lower == null || upper == null) return { type: "none" };
    return { type, unit: "% threshold", low: Math.min(lower, upper), high: Math.max(lower, upper) };
  }
  const resolved = resolveTarget(step, workout, thresholds);
  switch (resolved.kind) {
    case "zone":
      return { type, unit: "zone", low: resolved.lowZone, high: resolved.highZone };
    case "heartRate":
      return percentOf(
        type,
        resolved.lowBpm,
        resolved.highBpm,
        thresholds.heartRateBpm,
        "heart-rate threshold",
      );
    case "power":
      return percentOf(type, resolved.lowW, resolved.highW, thresholds.ftpW, "FTP");
    case "speed": {
      const thresholdSec =
        resolved.paceDistanceM === 100 ? thresholds.swimPaceSecPer100m : thresholds.runPaceSecPerKm;
      const thresholdMps = thresholdSec == null ? undefined : resolved.paceDistanceM / thresholdSec;
      return percentOf(type, resolved.lowMps, resolved.highMps, thresholdMps, "threshold pace");
    }
    default:
      return { type: "none" };
  }
}

function corosStep(step: SingleStep, workout: WorkoutBody, ctx: ExportContext): CorosSingleStep {
  const length = stepLength(step, workout.basedOn);
  const end: CorosEnd =
    length.kind === "time"
      ? { type: "time", seconds: Math.round(length.durationSec) }
      : length.kind === "distance"
        ? { type: "distance", metres: Math.round(length.distanceM) }
        : { type: "lap" };
  const isRpe = targetMetric(workout.method) === "rpe" && step.lower != null;
  const rpeLabel = isRpe ? `RPE ${step.lower}-${step.upper ?? step.lower}` : "";
  return {
    kind: "step",
    name: [step.targetName === "" ? step.action : step.targetName, rpeLabel]
      .filter(Boolean)
      .join(" "),
    intensity: INTENSITY_BY_ACTION[step.action],
    end,
    target: corosTarget(step, workout, ctx.thresholds),
    notes: step.stepInfo,
  };
}

export function exportCorosWorkout(workout: WorkoutBody, ctx: ExportContext = {}): CorosWorkout {
  const sport = corosSport(workout.type);
  const isPool = sport === "Swim" && workout.isPool;
  return {
    format: "coros-workout",
    version: 1,
    name: workout.name,
    sport,
    overview: workout.instructions,
    poolLengthM: isPool
      ? Math.round(workout.poolLength * (workout.poolLengthUnit === "YARD" ? 0.9144 : 1) * 100) /
        100
      : null,
    steps: workout.steps.map((step) =>
      step.stepType === "step"
        ? corosStep(step, workout, ctx)
        : {
            kind: "repeat",
            times: step.repeats,
            steps: step.steps.map((inner) => corosStep(inner, workout, ctx)),
          },
    ),
  };
}
