/**
 * Elapsed-time labels: Now, minutes with ′ ago, hours with ʰ ago, then the date. "Now" lasts
 * the first minute.
 */
export function elapsedLabel(isoInstant: string, now: Date): string {
  const elapsedMs = now.getTime() - Date.parse(isoInstant);
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return "Now";
  if (minutes < 60) return `${minutes}′ ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}ʰ ago`;
  return new Date(isoInstant).toLocaleDateString(undefined, { month: "short", day: "numeric" });
}
