import { instantDateLabel } from "../../../lib/formats";

/**
 * Elapsed-time labels: Now, minutes with ′ ago, hours with ʰ ago, then the day in the viewer's
 * date format (the browser's day, not UTC's). "Now" lasts the first minute.
 */
export function elapsedLabel(isoInstant: string, now: Date, dateFormat: string): string {
  const elapsedMs = now.getTime() - Date.parse(isoInstant);
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return "Now";
  if (minutes < 60) return `${minutes}′ ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}ʰ ago`;
  return instantDateLabel(isoInstant, dateFormat);
}
