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
