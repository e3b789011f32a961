import type { InsightsPeriod } from "@coach/shared/insights/insights.schemas";
import { addDays, parseIsoDate, startOfIsoWeek } from "@coach/shared/units/iso-week";
import {
  dateLabel,
  dayMonthLabel,
  monthYearLabel,
  shortMonthYearLabel,
} from "../../../lib/formats";

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

/** A period in the volume table: "Week of 02.03.2026" (the viewer's format) or "March 2026". */
export function periodLabel(start: string, period: InsightsPeriod, pattern: string): string {
  if (period === "month") return monthYearLabel(start);
  return `Week of ${dateLabel(start, pattern)}`;
}

/** A period on the chart's axis, where room is short: "02.03." (its Monday) or "Mar 2026". */
export function periodAxisLabel(start: string, period: InsightsPeriod, pattern: string): string {
  return period === "month" ? shortMonthYearLabel(start) : dayMonthLabel(start, pattern);
}
