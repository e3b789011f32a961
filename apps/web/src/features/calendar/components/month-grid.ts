import { todayIn } from "@coach/shared/calendar/athlete-today";
import { addDays, isoWeek, parseIsoDate, startOfIsoWeek } from "@coach/shared/units/iso-week";

export type MonthWeek = { week: number; days: string[] };

/** "YYYY-MM" of a "YYYY-MM-DD" date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function isMonth(text: string | null): text is string {
  return Boolean(text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text));
}

export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The ISO weeks (Monday first) that cover a month, with their week numbers. */
export function monthWeeks(month: string): MonthWeek[] {
  const first = `${month}-01`;
  const lastDate = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  const last = lastDate.toISOString().slice(0, 10);
  const weeks: MonthWeek[] = [];
  for (let monday = startOfIsoWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push({
      week: isoWeek(monday).week,
      days: Array.from({ length: 7 }, (_, index) => addDays(monday, index)),
    });
  }
  return weeks;
}

export const dayOfMonth = (isoDate: string) => parseIsoDate(isoDate).getUTCDate();

/**
 * The viewer's date now. The account answer tells it, with the instant it ends, so that the
 * first screen makes no time zone formatter: the page's first one costs 20-60 ms of a phone's
 * main thread (ICU loading its zone data). Past that instant (a page left open overnight), or
 * on a clock ahead of the server's, it is computed here.
 */
export function viewerToday(
  details: { timezone: string; today: string; todayEndsAt: string },
  now = new Date(),
): string {
  return now.getTime() < Date.parse(details.todayEndsAt)
    ? details.today
    : todayIn(details.timezone, now);
}
