import { addDays, isoWeek, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { isMonth, type MonthWeek, monthOf, monthWeeks, shiftMonth } from "./month-grid";

export type CalendarView = "month" | "week";

const isIsoDate = (text: string | null): text is string =>
  Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)));

/**
 * What the URL asks to show: `month=YYYY-MM`, or `eventDate` (with `eventType` and `id`) for the
 * month of an event, `view=week&week=YYYY-MM-DD` for a week. Falls back to today's month.
 */
export function viewFromParams(params: URLSearchParams, today: string) {
  const view: CalendarView = params.get("view") === "week" ? "week" : "month";
  const eventDate = params.get("eventDate");
  const month = isMonth(params.get("month"))
    ? params.get("month")!
    : isIsoDate(eventDate)
      ? monthOf(eventDate)
      : monthOf(today);
  const weekParam = params.get("week");
  const weekStart = startOfIsoWeek(
    isIsoDate(weekParam) ? weekParam : monthOf(today) === month ? today : `${month}-01`,
  );
  return { view, month, weekStart };
}

export function visibleWeeks(view: CalendarView, month: string, weekStart: string): MonthWeek[] {
  if (view === "month") return monthWeeks(month);
  return [
    {
      week: isoWeek(weekStart).week,
      days: Array.from({ length: 7 }, (_, index) => addDays(weekStart, index)),
    },
  ];
}

/** The first and last day shown: the range the calendar asks for in one call. */
export function rangeOf(weeks: MonthWeek[]): { start: string; end: string } {
  return { start: weeks[0]!.days[0]!, end: weeks.at(-1)!.days[6]! };
}

export function monthRange(month: string) {
  return rangeOf(monthWeeks(month));
}

export { shiftMonth };
