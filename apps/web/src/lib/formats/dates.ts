import dayjs from "dayjs";

/**
 * Dates and times in the viewer's date format (decision 116). Every date a screen, a chart axis,
 * a dialog or a picker shows comes from here, so one user never sees two ways of writing a day.
 * Calendar dates travel as "YYYY-MM-DD" and are read as that day wherever the browser is; instants
 * (a comment's time, a notification's) are shown in the browser's time zone.
 */

/** What a new account reads until its own format is known. */
export const DEFAULT_DATE_FORMAT = "MMM D, YYYY";

/** The day and month of each offered format, in its own order and separators. */
const DAY_MONTH_PATTERNS: Record<string, string> = {
  "MMM D, YYYY": "MMM D",
  "D MMM YYYY": "D MMM",
  "DD/MM/YYYY": "DD/MM",
  "MM/DD/YYYY": "MM/DD",
  "YYYY-MM-DD": "MM-DD",
  "DD.MM.YYYY": "DD.MM.",
};

/** Formats written month first are the American ones, whose readers expect a 12-hour clock. */
const TWELVE_HOUR_FORMATS = new Set(["MMM D, YYYY", "MM/DD/YYYY"]);

/** The browser's local calendar date ("YYYY-MM-DD"): ranges are asked relative to it. */
export function localToday(now: Date = new Date()): string {
  return dayjs(now).format("YYYY-MM-DD");
}

/** A calendar date ("YYYY-MM-DD") in the viewer's date format: "27.11.2026". */
export function dateLabel(isoDate: string, pattern: string): string {
  return dayjs(isoDate.slice(0, 10)).format(pattern);
}

/** The pattern without its year, for axes and dates inside a known year: "DD.MM.", "MMM D". */
export function dayMonthPattern(pattern: string): string {
  return (
    DAY_MONTH_PATTERNS[pattern] ??
    pattern
      .replace(/[\s,./-]*Y{2,4}[\s,./-]*/, " ")
      .trim()
      .replace(/\s+/g, " ")
  );
}

/** A calendar date without its year: "27.11.", "Nov 27", "11/27". */
export function dayMonthLabel(isoDate: string, pattern: string): string {
  return dayjs(isoDate.slice(0, 10)).format(dayMonthPattern(pattern));
}

/** From one day to another: "24.11.2026 – 30.11.2026". */
export function dateRangeLabel(startIso: string, endIso: string, pattern: string): string {
  return `${dateLabel(startIso, pattern)} – ${dateLabel(endIso, pattern)}`;
}

/** "18:30", or "6:30 PM" for the month-first formats. */
export function timePattern(pattern: string): string {
  return TWELVE_HOUR_FORMATS.has(pattern) ? "h:mm A" : "HH:mm";
}

/** The local time of day of an instant. */
export function timeLabel(instant: string | Date, pattern: string): string {
  return dayjs(instant).format(timePattern(pattern));
}

/** The local day of an instant in the viewer's format. */
export function instantDateLabel(instant: string | Date, pattern: string): string {
  return dayjs(instant).format(pattern);
}

/** The local day and time of an instant: "27.11.2026 18:30". */
export function dateTimeLabel(instant: string | Date, pattern: string): string {
  return dayjs(instant).format(`${pattern} ${timePattern(pattern)}`);
}

/** A month, the same in every format: "November 2026". */
export function monthYearLabel(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10)).format("MMMM YYYY");
}

/** A month on an axis: "Nov 2026". */
export function shortMonthYearLabel(isoDate: string): string {
  return dayjs(isoDate.slice(0, 10)).format("MMM YYYY");
}
