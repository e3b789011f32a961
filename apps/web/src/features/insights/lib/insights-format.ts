import type { InsightsPeriod } from "@coach/shared/insights/insights.schemas";
import { SportId } from "@coach/shared/sports/sport-ids";
import { formatDate } from "@coach/shared/units/date-format";
import { addDays, parseIsoDate, startOfIsoWeek } from "@coach/shared/units/iso-week";
import {
  type DisplayUnits,
  longDistance,
  METRES_PER_MILE,
  shortDistance,
  unitLabels,
} from "@coach/shared/units/unit-conversions";

/** Labels shared by the Overview, Training insights and Races & records pages. */

export const SPORT_COLORS: Record<number, string> = {
  [SportId.running]: "#2f9e44",
  [SportId.cycling]: "#1c7ed6",
  [SportId.swimming]: "#0ca678",
  [SportId.strength]: "#f08c00",
  [SportId.triathlon]: "#7048e8",
  [SportId.test]: "#e03131",
};
export const sportColor = (sport: number) => SPORT_COLORS[sport] ?? "#868e96";

/** A calendar date ("YYYY-MM-DD") in the viewer's date format. */
export function dateLabel(isoDate: string, pattern: string): string {
  return formatDate(parseIsoDate(isoDate), pattern);
}

/** The browser's local date: the ranges are asked relative to it. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "6h 05m", "45m": a volume, where seconds do not matter. */
export function hoursText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, "0")}m` : `${rest}m`;
}

/** A distance volume in km or mi. */
export function volumeDistance(distanceM: number, units: DisplayUnits): string {
  return `${longDistance(distanceM, units).toFixed(1)} ${unitLabels(units).distance}`;
}

const NAMED_DISTANCES: Record<number, string> = {
  21097.5: "Half marathon",
  42195: "Marathon",
  [METRES_PER_MILE]: "1 mile",
};

/**
 * A best-effort distance: the race names, short distances in m or yd, the rest in km or mi
 * (a 5000 m effort reads "3.11 mi" in Imperial).
 */
export function effortDistanceLabel(distanceM: number, units: DisplayUnits): string {
  const named = NAMED_DISTANCES[distanceM];
  if (named) return named;
  const labels = unitLabels(units);
  if (distanceM < 1000) {
    return `${Math.round(shortDistance(distanceM, units))} ${units === "Imperial" ? "yd" : "m"}`;
  }
  const value = longDistance(distanceM, units);
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `${text} ${labels.distance}`;
}

/** A power-curve duration: "5 s", "1 min", "1 h 30 min". */
export function effortDurationLabel(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
}

export type RangeChoice = "12w" | "6m" | "1y";
export const RANGE_CHOICES: { value: RangeChoice; label: string }[] = [
  { value: "12w", label: "Last 12 weeks" },
  { value: "6m", label: "Last 6 months" },
  { value: "1y", label: "Last year" },
];

function firstOfMonthBefore(today: string, months: number): string {
  const date = parseIsoDate(today);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  return first.toISOString().slice(0, 10);
}

/** The asked range: whole weeks or months ending with the current one, up to today. */
export function rangeFor(choice: RangeChoice, period: InsightsPeriod, today: string) {
  let startDate =
    choice === "12w"
      ? addDays(startOfIsoWeek(today), -7 * 11)
      : firstOfMonthBefore(today, choice === "6m" ? 5 : 11);
  if (period === "week") startDate = startOfIsoWeek(startDate);
  return { startDate, endDate: today, period };
}

/** "Week of Mar 2" or "March 2026". */
export function periodLabel(start: string, period: InsightsPeriod, pattern: string): string {
  if (period === "month") return formatDate(parseIsoDate(start), "MMMM YYYY");
  return `Week of ${dateLabel(start, pattern)}`;
}
