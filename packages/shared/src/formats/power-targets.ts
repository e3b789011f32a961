import {
  type SingleStep,
  STEP_ACTIONS,
  type StepAction,
  type WorkoutBody,
} from "../workouts/workout.schemas.ts";
import { DEFAULT_ZONE_RANGES } from "../zones/default-zones";
import { MethodId } from "../zones/method-ids.ts";
import type { ExportThresholds } from "./export-context.ts";
import { WorkoutFileError } from "./workout-file-error.ts";
import { stepLength } from "./workout-steps.ts";

/**
 * Targets for the trainer formats (ZWO, ERG, MRC), which know only power: % of FTP or watts.
 * Run ZWO files use the same fractions against the threshold pace.
 */
export type PowerRange = { unit: "percent" | "watts"; low: number; high: number };

/**
 * Default cycling power zones in % of FTP, the same values as
 * DEFAULT_ZONE_RANGES.cyclingPower in zones/default-zones.ts, which was being written alongside
 * this module; used only when a step has no saved zone bounds.
 */
/** The default cycling power zones, in percent of FTP (one table for the whole domain). */
export const DEFAULT_POWER_ZONES_PCT: readonly (readonly [number, number])[] =
  DEFAULT_ZONE_RANGES.cyclingPower.map((zone) => [zone.low, zone.high] as const);

function zoneBoundsPct(lowZone: number, highZone: number): PowerRange {
  const clamp = (zone: number) => Math.min(Math.max(zone, 1), DEFAULT_POWER_ZONES_PCT.length) - 1;
  return {
    unit: "percent",
    low: DEFAULT_POWER_ZONES_PCT[clamp(lowZone)][0],
    high: DEFAULT_POWER_ZONES_PCT[clamp(highZone)][1],
  };
}

function missing(what: string): never {
  throw new WorkoutFileError(
    "missing-threshold",
    `This export needs the athlete's ${what}; set it in the zones.`,
  );
}

/** The step's target as a power range, or null when the step has none (free ride). */
export function stepPowerRange(
  step: SingleStep,
  workout: Pick<WorkoutBody, "method">,
  thresholds: ExportThresholds = {},
): PowerRange | null {
  const isZone = step.unit === "zone";
  const lower = isZone ? step.lowerZoneValue : (step.lower ?? step.upper);
  const upper = isZone ? step.upperZoneValue : (step.upper ?? step.lower);
  const [low, high] =
    lower == null || upper == null
      ? [null, null]
      : [Math.min(lower, upper), Math.max(lower, upper)];
  const method = step.method ?? workout.method;
  if (method === MethodId.power) {
    if (step.unit === "%" && low != null && high != null) return { unit: "percent", low, high };
    if (low != null && high != null) return { unit: "watts", low, high };
    if (isZone && step.lowerZone != null)
      return zoneBoundsPct(step.lowerZone, step.upperZone ?? step.lowerZone);
    return null;
  }
  if (method === MethodId.pace) {
    if (low == null || high == null) return null;
    if (step.unit === "%") return { unit: "percent", low, high };
    // A slower pace (more s/km) is a smaller share of the threshold speed.
    const thresholdSec = thresholds.runPaceSecPerKm ?? missing("threshold run pace");
    return { unit: "percent", low: (thresholdSec / high) * 100, high: (thresholdSec / low) * 100 };
  }
  if (method == null) return null;
  throw new WorkoutFileError(
    "unsupported",
    "Zwift, ERG and MRC files carry power targets only; this workout has steps with another target.",
  );
}

export function asPercent(
  range: PowerRange,
  ftpW: number | undefined,
): { low: number; high: number } {
  if (range.unit === "percent") return { low: range.low, high: range.high };
  const ftp = ftpW ?? missing("FTP to turn watts into % of FTP");
  return { low: (range.low / ftp) * 100, high: (range.high / ftp) * 100 };
}

export function asWatts(
  range: PowerRange,
  ftpW: number | undefined,
): { low: number; high: number } {
  if (range.unit === "watts") return { low: range.low, high: range.high };
  const ftp = ftpW ?? missing("FTP to turn % of FTP into watts");
  return { low: (range.low * ftp) / 100, high: (range.high * ftp) / 100 };
}

/**
 * Where a step starts and ends: warm-ups ramp up, cool-downs ramp down (Zwift's Cooldown goes
 * from PowerLow to PowerHigh); other steps hold the middle of the range.
 */
export function rampEnds(
  action: StepAction,
  range: { low: number; high: number },
): [number, number] {
  if (action === "Warm up") return [range.low, range.high];
  if (action === "Cool down") return [range.high, range.low];
  const middle = (range.low + range.high) / 2;
  return [middle, middle];
}

/** Trainer files count time only: a step must have a duration. */
export function stepDurationSec(step: SingleStep, position: number, formatName: string): number {
  const length = stepLength(step, "Duration");
  if (length.kind !== "time") {
    throw new WorkoutFileError(
      "unsupported",
      `${formatName} files need a duration on every step; step ${position + 1} has none.`,
    );
  }
  return length.durationSec;
}

/** The cue shown on the trainer screen; it also carries the action back on import. */
export function stepCue(action: StepAction, stepInfo: string): string {
  return stepInfo.trim() === "" ? action : `${action}: ${stepInfo}`;
}

export function parseStepCue(message: string): { action: StepAction; stepInfo: string } | null {
  const action = STEP_ACTIONS.find(
    (candidate) => message === candidate || message.startsWith(`${candidate}: `),
  );
  return action == null ? null : { action, stepInfo: message.slice(action.length + 2) };
}
