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

/**
 * An activity or workout in a notification's text: its name as written, in quotes, and its day:
 * '"Evening ride, 41 km" of 2026-11-24'. Names are the athlete's or the file's own words
 * ('Tempo 5x1k'), so they keep their case, and the quotes keep a comma in a name apart from the
 * sentence.
 */
export function namedOn(name: string, date: string): string {
  return `"${name}" of ${date}`;
}
