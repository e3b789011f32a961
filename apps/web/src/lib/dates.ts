import { formatDate } from "@coach/shared/units/date-format";
import { parseIsoDate } from "@coach/shared/units/iso-week";

/** The browser's local calendar date ("YYYY-MM-DD"): ranges are asked relative to it. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar date ("YYYY-MM-DD") in the viewer's date format. */
export function dateLabel(isoDate: string, pattern: string): string {
  return formatDate(parseIsoDate(isoDate), pattern);
}
