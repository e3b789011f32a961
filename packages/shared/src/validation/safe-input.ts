import { z } from "zod";
import { messages } from "./messages.ts";

/**
 * The limits of what PostgreSQL stores, applied to input before it reaches a query: `text`
 * refuses U+0000, a lone UTF-16 surrogate cannot be encoded as UTF-8, `integer` stops at
 * 2^31 - 1, and dates far from today are input mistakes (the year 10000 is not even a date).
 */

/** The largest value of a PostgreSQL `integer` column. */
export const PG_INT_MAX = 2_147_483_647;
export const PG_INT_MIN = -2_147_483_648;

/** The years a calendar date may fall in: wide enough for birthdays and long plans. */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
// Without the `u` flag the pattern sees UTF-16 code units, so it can tell a pair from a lone half.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as PostgreSQL text: no NUL and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

/** Deeper input than this is refused whole: no form nests more than a few levels. */
export const MAX_INPUT_DEPTH = 64;

/**
 * What makes a parsed body, query or params unfit for the database: a string (or object key)
 * with unsafe text, or nesting deeper than MAX_INPUT_DEPTH; null when it is fit. Walks arrays
 * and plain objects only.
 */
export function findUnsafeInput(value: unknown, depth = 0): "text" | "depth" | null {
  if (typeof value === "string") return isSafeText(value) ? null : "text";
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_INPUT_DEPTH) return "depth";
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return "text";
    const found = findUnsafeInput(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A string that PostgreSQL `text` can hold. */
export const SafeTextSchema = z
  .string({ error: messages.required })
  .refine(isSafeText, messages.textHasForbiddenCharacters);

/** An integer that fits a PostgreSQL `integer` column; `coerce` reads path and query text. */
export function pgIntSchema(options: { coerce?: boolean } = {}) {
  return (options.coerce ? z.coerce.number() : z.number())
    .int()
    .min(PG_INT_MIN, messages.numberOutOfRange)
    .max(PG_INT_MAX, messages.numberOutOfRange);
}

/** Whether a "YYYY-MM-DD" (or longer ISO) text starts in a year between MIN and MAX_DATE_YEAR. */
export function isSaneDateYear(text: string): boolean {
  const year = Number(/^(\d{4})-/.exec(text)?.[1]);
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}
