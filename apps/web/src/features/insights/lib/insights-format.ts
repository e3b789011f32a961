import type { InsightsPeriod } from "@coach/shared/insights/insights.schemas";
import { formatDate } from "@coach/shared/units/date-format";
import { addDays, parseIsoDate, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { dateLabel } from "../../../lib/formats";

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
