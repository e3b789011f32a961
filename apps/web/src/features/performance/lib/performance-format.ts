import type {
  FitnessDayAnswer,
  ThresholdPoint,
} from "@coach/shared/performance/performance.schemas";
import { addDays } from "@coach/shared/units/iso-week";
import { displayPaceSeconds, paceLabel } from "@coach/shared/units/pace";
import { formatTimeText } from "@coach/shared/units/time-text";
import type { DisplayUnits } from "@coach/shared/units/unit-conversions";

/** The range chooser: days back from today; the chart also runs PROJECTION_DAYS ahead. */
export const PERFORMANCE_RANGES = [
  { value: "42", label: "6 weeks" },
  { value: "91", label: "3 months" },
  { value: "182", label: "6 months" },
  { value: "365", label: "1 year" },
] as const;
export const DEFAULT_RANGE_DAYS = "91";
/** Days after today drawn from planned workouts (a projection). */
export const PROJECTION_DAYS = 14;

export function performanceRange(days: number, today: string) {
  return { startDate: addDays(today, 1 - days), endDate: addDays(today, PROJECTION_DAYS) };
}

/** The figures of the athlete's today: the last day that is not a projection. */
export function currentFitness(days: readonly FitnessDayAnswer[]): FitnessDayAnswer | undefined {
  return days.filter((day) => !day.isProjection).at(-1);
}

export const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** Pace of a best effort in the viewer's units (per km or mile, per 100 m or 100 yd). */
export function effortPace(
  distanceM: number,
  timeSec: number,
  sport: "run" | "swim",
  units: DisplayUnits,
): string {
  const storedPace = (timeSec / distanceM) * (sport === "swim" ? 100 : 1000);
  return `${formatTimeText(displayPaceSeconds(storedPace, sport, units))} ${paceLabel(sport, units)}`;
}

const SPORT_OF_METHOD_TYPE = {
  runningMethods: "Running",
  cyclingMethods: "Cycling",
  swimmingMethods: "Swimming",
} as const;
const METHOD_NAMES: Record<string, string> = {
  ftpHr: "Threshold heart rate",
  power: "FTP",
  pace: "Threshold pace",
  tpace: "T-pace",
};

export function thresholdName(point: ThresholdPoint): string {
  return `${SPORT_OF_METHOD_TYPE[point.methodType]} · ${METHOD_NAMES[point.method] ?? point.method}`;
}

/** A threshold in its unit: bpm, W, or pace in the viewer's units. */
export function thresholdValue(point: ThresholdPoint, units: DisplayUnits): string {
  if (point.method === "ftpHr") return `${Math.round(point.threshold)} bpm`;
  if (point.method === "power") return `${Math.round(point.threshold)} W`;
  const sport = point.methodType === "swimmingMethods" ? "swim" : "run";
  const pace = displayPaceSeconds(point.threshold, sport, units);
  return `${formatTimeText(pace)} ${paceLabel(sport, units)}`;
}
