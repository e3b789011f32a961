/**
 * The athlete's calendar date now, in their time zone (users.timezone): flags and 'today or
 * later' depend on it, never on the server's zone. An unknown zone reads as UTC.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return isoDateIn(timeZone, now);
  } catch {
    return isoDateIn("UTC", now);
  }
}

function isoDateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
