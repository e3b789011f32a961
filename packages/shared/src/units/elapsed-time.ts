import { formatDate } from "./date-format.ts";

/**
 * Elapsed-time labels: "Now", then minutes with a prime ("5′ ago"),
 * then hours with a modifier h ("3ʰ ago"), and from a day on the date in the given format.
 * The current time is an argument so the label is a pure function.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function elapsedLabel(then: Date, now: Date, datePattern = "D MMM YYYY"): string {
  const elapsedMs = now.getTime() - then.getTime();
  if (elapsedMs < MINUTE_MS) return "Now";
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}′ ago`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}ʰ ago`;
  return formatDate(then, datePattern);
}
