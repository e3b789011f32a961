import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmountMajor, formatMoney, parseAmountMinor } from "./money";

describe("parseAmountMinor", () => {
  it.each<[string, number | null]>([
    ["80", 8000],
    ["80.5", 8050],
    ["80.50", 8050],
    ["80,05", 8005],
    [" 0.10 ", 10],
    ["80.505", null],
    ["-5", null],
    ["", null],
    ["eighty", null],
  ])("%j is %j", (text, expected) => {
    expect(parseAmountMinor(text)).toBe(expected);
  });

  it("reads back what formatAmountMajor writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (amountMinor) => {
        expect(parseAmountMinor(formatAmountMajor(amountMinor))).toBe(amountMinor);
      }),
    );
  });
});

describe("formatMoney", () => {
  it.each([
    [8000, "usd", "$80.00"],
    [8050, "eur", "€80.50"],
    [5, "gbp", "£0.05"],
    [123456, "aud", "A$1234.56"],
    [100, "cad", "CA$1.00"],
  ] as const)("%d %s is %s", (amountMinor, currency, expected) => {
    expect(formatMoney(amountMinor, currency)).toBe(expected);
  });
});
