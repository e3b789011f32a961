import { SportId } from "../sports/sport-ids.ts";
import type { SingleStep, WorkoutBody } from "../workouts/workout.schemas.ts";
import { MethodId } from "../zones/method-ids.ts";
import { paceDistanceM } from "./step-target.ts";
import { formatClock, stepLength } from "./workout-steps.ts";

/**
 * A plain-text notation for reading and pasting, one line per step or repeat:
 * "10:00 Warm up @ Z1-Z2", "5x ( 3:00 Work @ Z4 / 2:00 Rest active @ Z1 )". Targets keep the
 * step's own unit, so the text reads as the coach wrote it.
 */

/** Percent labels: running "% L.T.", cycling "% FTP", swimming "% T-pace". */
function percentLabel(type: number): string {
  if (type === SportId.cycling) return "% FTP";
  return type === SportId.swimming ? "% T-pace" : "% L.T.";
}

function span(lower: number, upper: number, format: (value: number) => string): string {
  return lower === upper ? format(lower) : `${format(lower)}-${format(upper)}`;
}

const plain = (value: number) => String(Math.round(value * 10) / 10);

export function formatTarget(
  step: SingleStep,
  workout: Pick<WorkoutBody, "type" | "method">,
): string {
  if (workout.method == null) return "";
  if (step.unit === "zone") {
    const low = step.lowerZone ?? step.upperZone;
    const high = step.upperZone ?? step.lowerZone;
    return low == null || high == null ? "" : span(low, high, (zone) => `Z${zone}`);
  }
  const lower = step.lower ?? step.upper;
  const upper = step.upper ?? step.lower;
  if (lower == null || upper == null) return "";
  if (step.unit === "%") return `${span(lower, upper, plain)}${percentLabel(workout.type)}`;
  switch (workout.method) {
    case MethodId.heartrate:
      return `${span(lower, upper, plain)} bpm`;
    case MethodId.power:
      return `${span(lower, upper, plain)} W`;
    case MethodId.rpe:
      return `RPE ${span(lower, upper, plain)}`;
    default:
      return `${span(lower, upper, formatClock)}/${paceDistanceM(workout) === 100 ? "100m" : "km"}`;
  }
}

function formatLength(step: SingleStep, basedOn: WorkoutBody["basedOn"]): string {
  const length = stepLength(step, basedOn);
  if (length.kind === "time") return formatClock(length.durationSec);
  if (length.kind === "open") return "Lap";
  return length.distanceM >= 1000
    ? `${plain(length.distanceM / 1000)} km`
    : `${plain(length.distanceM)} m`;
}

function formatStep(step: SingleStep, workout: WorkoutBody): string {
  const target = formatTarget(step, workout);
  const info = step.stepInfo.trim() === "" ? "" : ` (${step.stepInfo.trim()})`;
  return `${formatLength(step, workout.basedOn)} ${step.action}${target === "" ? "" : ` @ ${target}`}${info}`;
}

export function exportTextWorkout(workout: WorkoutBody): string {
  const lines = workout.steps.map((step) =>
    step.stepType === "step"
      ? formatStep(step, workout)
      : `${step.repeats}x ( ${step.steps.map((inner) => formatStep(inner, workout)).join(" / ")} )`,
  );
  const instructions = workout.instructions.trim();
  return [workout.name, "", ...lines, ...(instructions === "" ? [] : ["", instructions]), ""].join(
    "\n",
  );
}
