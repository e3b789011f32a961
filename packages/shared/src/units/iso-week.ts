/**
 * ISO 8601 week numbers: weeks start on Monday and
 * week 1 is the week holding the year's first Thursday. Pure functions on "YYYY-MM-DD".
 */

const DAY_MS = 86_400_000;

/** UTC midnight of a "YYYY-MM-DD" date; throws on anything else so bad input is not silently shifted. */
export function parseIsoDate(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return date;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(isoDate).getTime() + days * DAY_MS));
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);
}

/** ISO weekday: 1 Monday .. 7 Sunday. */
export function isoWeekday(isoDate: string): number {
  return ((parseIsoDate(isoDate).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the date's ISO week. */
export function startOfIsoWeek(isoDate: string): string {
  return addDays(isoDate, 1 - isoWeekday(isoDate));
}

export function isoWeek(isoDate: string): { year: number; week: number } {
  // The Thursday of the same week decides the year; its day of year gives the week.
  const thursday = parseIsoDate(addDays(isoDate, 4 - isoWeekday(isoDate)));
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.round((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS);
  return { year, week: Math.floor(dayOfYear / 7) + 1 };
}
