import { instantDateLabel } from "./dates";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago something happened: "Now" for the first minute (and for a clock a little
 * ahead), then minutes with a prime ("5′ ago"), hours with a modifier h ("3ʰ ago"), and from a
 * day on the viewer's own day of it in their date format. `now` is an argument so the label is
 * a pure function.
 */
export function elapsedLabel(then: Date | string, now: Date, dateFormat: string): string {
  const elapsedMs = now.getTime() - new Date(then).getTime();
  if (elapsedMs < MINUTE_MS) return "Now";
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}′ ago`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}ʰ ago`;
  return instantDateLabel(then, dateFormat);
}
