import { DASHBOARD_WINDOW_DAYS } from "@coach/shared/dashboard/dashboard.schemas";
import { addDays, isoWeekday } from "@coach/shared/units/iso-week";

/** The dashboard asks for today minus 5 days to today plus 5 days. */
export function dashboardWindow(today: string) {
  return {
    startDate: addDays(today, -DASHBOARD_WINDOW_DAYS),
    endDate: addDays(today, DASHBOARD_WINDOW_DAYS),
  };
}

const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/**
 * How card C names a day: Today, Yesterday, Tomorrow, else its weekday (the window is five days
 * each way, so a weekday name is never ambiguous).
 */
export function dayName(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  if (date === addDays(today, 1)) return "Tomorrow";
  return WEEKDAY_NAMES[isoWeekday(date) - 1]!;
}
