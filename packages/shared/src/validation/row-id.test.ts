import { describe, expect, it } from "vitest";
import { isRowId, MAX_ROW_ID, parseRowId } from "./row-id.ts";

describe("row ids", () => {
  it("stops at the largest PostgreSQL integer", () => {
    expect(MAX_ROW_ID).toBe(2 ** 31 - 1);
  });

  it.each([
    [1, true],
    [2_147_483_647, true],
    [2_147_483_648, false],
    [0, false],
    [-3, false],
    [1.5, false],
    [Number.NaN, false],
  ])("isRowId(%s) is %s", (value, expected) => {
    expect(isRowId(value)).toBe(expected);
  });

  it.each([
    ["12", 12],
    [12, 12],
    ["2147483647", 2_147_483_647],
    ["2147483648", null],
    ["9999999999", null],
    ["12345678901", null],
    ["012", null],
    ["0", null],
    ["-1", null],
    ["1e3", null],
    ["12.0", null],
    [" 12", null],
    ["0x1f", null],
    ["", null],
    [12.5, null],
    [null, null],
    [undefined, null],
  ])("parseRowId(%j) is %j", (value, expected) => {
    expect(parseRowId(value)).toBe(expected);
  });
});
