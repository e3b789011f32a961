/**
 * Row ids are PostgreSQL `integer` keys, so 2^31 - 1 is the largest that can exist. A larger or
 * malformed id names no row: callers answer it as not found before it reaches the database,
 * where comparing it with an integer column would fail the whole query instead.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Digits without a leading zero, at most ten: "12" is an id; "012", "1e3", "12.0" are not. */
const ROW_ID_TEXT = /^[1-9][0-9]{0,9}$/;

/** Whether a number can be a row id: a positive integer that fits an `integer` column. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
}

/** A row id from a path, a query or a body ("12" or 12); null when it can name no row. */
export function parseRowId(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return isRowId(value) ? value : null;
  if (typeof value !== "string" || !ROW_ID_TEXT.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
