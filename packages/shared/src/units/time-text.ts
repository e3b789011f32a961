/**
 * Time and pace text: "hh:mm:ss" or "mm:ss", each part
 * padded to two digits. Blank or malformed text reads as 0 seconds; a time under 0.1 s (or no
 * time) shows "00:00"; more than 24 hours still formats but logs a console error.
 */

const MAX_HOURS = 24;

function logError(message: string): void {
  // No DOM or Node types in this package: reach the host's console without depending on either.
  (globalThis as { console?: { error: (...args: unknown[]) => void } }).console?.error(message);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Seconds from "hh:mm:ss" or "mm:ss"; anything else (blank, other lengths, non-digits) is 0. */
export function parseTimeText(text: string | null | undefined): number {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return 0;
  const parts = trimmed.split(":");
  if (parts.length !== 2 && parts.length !== 3) return 0;
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return 0;
  const numbers = parts.map(Number);
  const [hours, minutes, seconds] = numbers.length === 3 ? numbers : [0, ...numbers];
  return hours * 3600 + minutes * 60 + seconds;
}

export interface TimeTextOptions {
  /** Always show hours ("00:05:00"), as duration fields do; otherwise only when non-zero. */
  isHoursShown?: boolean;
}

/** "mm:ss", or "hh:mm:ss" from one hour on; seconds are rounded to whole seconds. */
export function formatTimeText(
  seconds: number | null | undefined,
  options: TimeTextOptions = {},
): string {
  const empty = options.isHoursShown ? "00:00:00" : "00:00";
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0.1)
    return empty;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > MAX_HOURS) logError(`Time of ${hours} hours is over ${MAX_HOURS} hours`);
  if (hours > 0 || options.isHoursShown) return `${pad(hours)}:${pad(minutes)}:${pad(rest)}`;
  return `${pad(minutes)}:${pad(rest)}`;
}
