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

/**
 * One formatter per time zone, made once: making one costs far more than formatting a date,
 * and every calendar answer asks for its athlete's today. Only valid zones are kept (an unknown
 * one throws before), so the map holds at most the IANA zones.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function isoDateIn(timeZone: string, now: Date): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const MS_PER_MINUTE = 60_000;
/** Longer than any day: 24 hours plus the largest shift of a zone's clock (a day skipped). */
const SEARCH_MINUTES = 50 * 60;

/**
 * The instant `todayIn(timeZone, now)` stops being the date: the zone's next midnight, or the
 * first minute after it where a shift of the clock skips midnight (Santiago's spring forward).
 * Found by bisecting the minutes ahead, as zones change their clocks on whole minutes; an
 * unknown zone reads as UTC, as in `todayIn`.
 */
export function dayEndIn(timeZone: string, now: Date = new Date()): Date {
  const today = todayIn(timeZone, now);
  let before = Math.floor(now.getTime() / MS_PER_MINUTE);
  let after = before + SEARCH_MINUTES;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (todayIn(timeZone, new Date(middle * MS_PER_MINUTE)) === today) before = middle;
    else after = middle;
  }
  return new Date(after * MS_PER_MINUTE);
}
