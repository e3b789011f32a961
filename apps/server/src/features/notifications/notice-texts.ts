import { formatDate } from "@coach/shared/units/date-format";
import { parseIsoDate } from "@coach/shared/units/iso-week";
import type { UserRow } from "../people/users.service";

/** A person as the texts name them: their full name, or their address before they typed one. */
export function personName(user: Pick<UserRow, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** Longest quoted text (a comment, a note) in a notification, in characters. */
export const QUOTE_MAX_CHARS = 140;

/** Text quoted on one line and cut to QUOTE_MAX_CHARS, an ellipsis marking the cut. */
export function quote(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= QUOTE_MAX_CHARS) return line;
  return `${line.slice(0, QUOTE_MAX_CHARS - 1).trimEnd()}…`;
}

/** The users table's default date format, for a reader whose row is gone. */
export const DEFAULT_DATE_FORMAT = "MMM D, YYYY";

/**
 * A day in a notification's text. It is stored marked and written in the reader's own date
 * format each time the text is read (the bell, the live channel, a push, a mail:
 * `inReadersFormat`), so it reads "of 24.11.2026" to one person and "of Nov 24, 2026" to another,
 * and follows a reader who changes their format later.
 */
export function dayInText(isoDate: string): string {
  return `{{day:${isoDate}}}`;
}

const DAY_MARK = /\{\{day:(\d{4}-\d{2}-\d{2})\}\}/g;

/** A text with its days (`dayInText`) written in the given date format. */
export function inReadersFormat(text: string, dateFormat: string): string {
  return text.replace(DAY_MARK, (_, isoDate: string) =>
    formatDate(parseIsoDate(isoDate), dateFormat),
  );
}

/**
 * An activity or workout in a notification's text: its name as written, in quotes, and its day:
 * '"Evening ride, 41 km" of Nov 24, 2026'. Names are the athlete's or the file's own words
 * ('Tempo 5x1k'), so they keep their case, and the quotes keep a comma in a name apart from the
 * sentence.
 */
export function namedOn(name: string, date: string): string {
  return `"${name}" of ${dayInText(date)}`;
}
