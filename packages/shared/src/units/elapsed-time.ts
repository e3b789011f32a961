import { formatDate } from "./date-format.ts";

/**
 * Elapsed-time labels: "Now", then minutes with a prime ("5′ ago"),
 * then hours with a modifier h ("3ʰ ago"), and from a day on the date in the given format.
 * Callers pass the viewer's date format; the default is only for callers that have none.
 * The current time is an argument so the label is a pure function.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The day the viewer's clock showed at an instant, as a UTC midnight: `formatDate` reads UTC
 * fields, and a notification of 23:30 in New York must not read as the next day.
 */
const localDay = (instant: Date) =>
  new Date(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()));

export function elapsedLabel(then: Date, now: Date, datePattern = "D MMM YYYY"): string {
  const elapsedMs = now.getTime() - then.getTime();
  if (elapsedMs < MINUTE_MS) return "Now";
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}′ ago`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}ʰ ago`;
  return formatDate(localDay(then), datePattern);
}
