import { describe, expect, it } from "vitest";
import {
  CURRENCY_CODES,
  currencySymbol,
  formatMoney,
  isCurrencyCode,
  PLAN_TYPE_SUFFIXES,
} from "./currency.ts";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  it.each([
    [0, "0 B"],
    [-1, "0 B"],
    [Number.NaN, "0 B"],
    [512, "512 B"],
    [1024, "1 kB"],
    [1536, "1.5 kB"],
    [26_214_400, "25 MB"],
    [26_214_401, "25 MB"],
    [3 * 1024 ** 3, "3 GB"],
    [2 * 1024 ** 4, "2 TB"],
    [5 * 1024 ** 5, "5120 TB"],
  ])("%s bytes -> %s", (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe("currency", () => {
  it.each([
    ["usd", "$"],
    ["eur", "€"],
    ["gbp", "£"],
    ["aud", "A$"],
    ["cad", "CA$"],
    ["CAD", "CA$"],
    ["chf", "CHF"],
    [null, ""],
  ])("%s -> %s", (code, symbol) => expect(currencySymbol(code)).toBe(symbol));
  it("formats money and knows the codes", () => {
    expect(formatMoney(12.5, "aud")).toBe("A$12.50");
    expect(CURRENCY_CODES).toEqual(["usd", "eur", "gbp", "aud", "cad"]);
    expect(isCurrencyCode("usd")).toBe(true);
    expect(isCurrencyCode("toString")).toBe(false);
    expect(PLAN_TYPE_SUFFIXES.monthly_recurring).toBe("/mo.");
    expect(PLAN_TYPE_SUFFIXES.yearly_recurring).toBe("/year");
  });
});
