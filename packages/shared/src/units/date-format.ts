/**
 * A small date formatter on UTC fields, for labels that need "a date in a given format"
 * without a date library. Tokens: YYYY, YY, MMMM, MMM, MM, M, DD, D, HH, mm. Other text is
 * copied as is.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (value: number) => String(value).padStart(2, "0");

const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (date) => String(date.getUTCFullYear()),
  YY: (date) => pad(date.getUTCFullYear() % 100),
  MMMM: (date) => MONTHS[date.getUTCMonth()],
  MMM: (date) => MONTHS[date.getUTCMonth()].slice(0, 3),
  MM: (date) => pad(date.getUTCMonth() + 1),
  M: (date) => String(date.getUTCMonth() + 1),
  DD: (date) => pad(date.getUTCDate()),
  D: (date) => String(date.getUTCDate()),
  HH: (date) => pad(date.getUTCHours()),
  mm: (date) => pad(date.getUTCMinutes()),
};

const TOKEN_PATTERN = /YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|mm/g;

export function formatDate(date: Date, pattern: string): string {
  return pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token](date));
}
