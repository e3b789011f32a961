import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IsoDateSchema } from "../calendar/calendar.schemas.ts";
import { ApplyPlanBodySchema } from "../plans/plan.schemas.ts";
import { messages } from "./messages.ts";
import {
  findUnsafeInput,
  isSafeText,
  isSaneDateYear,
  MAX_INPUT_DEPTH,
  PG_INT_MAX,
  pgIntSchema,
  SafeTextSchema,
} from "./safe-input.ts";

describe("text PostgreSQL can store", () => {
  it.each([
    ["plain", true],
    ["", true],
    ["emoji \ud83d\ude00 pair", true],
    ["a\u0000b", false],
    ["\u0000", false],
    ["lone high \ud800", false],
    ["\ud800x", false],
    ["lone low \udfff", false],
    ["reversed \ude00\ud83d", false],
  ])("isSafeText(%j) is %s", (text, expected) => {
    expect(isSafeText(text)).toBe(expected);
  });

  it("accepts every well-formed string without NUL", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(isSafeText(text)).toBe(!text.includes("\u0000"));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it("refuses a string with a lone surrogate anywhere", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.string(),
        (before, unit, after) => {
          const text = `${before.replace(/[\ud800-\udfff]/g, "")}${String.fromCharCode(unit)}${after.replace(/[\ud800-\udfff]/g, "")}`;
          expect(isSafeText(text)).toBe(false);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it("gives the field-less message in SafeTextSchema", () => {
    const result = SafeTextSchema.safeParse("a\u0000");
    expect(result.error?.issues[0]?.message).toBe(messages.textHasForbiddenCharacters);
  });
});

describe("findUnsafeInput", () => {
  it.each([
    [{ name: "ok", list: [1, "two", { three: true }] }, null],
    [{ name: "a\u0000" }, "text"],
    [{ nested: [{ deeper: ["\ud800"] }] }, "text"],
    [{ "key\u0000": 1 }, "text"],
    [undefined, null],
    [null, null],
    [42, null],
  ])("finds %j as %s", (value, expected) => {
    expect(findUnsafeInput(value)).toBe(expected);
  });

  it("refuses nesting past the limit without overflowing the stack", () => {
    let value: unknown = "x";
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(findUnsafeInput(value)).toBe("depth");
    let fits: unknown = "x";
    for (let level = 0; level < MAX_INPUT_DEPTH - 1; level++) fits = [fits];
    expect(findUnsafeInput(fits)).toBeNull();
  });
});

describe("bounds", () => {
  it("bounds an integer to the integer column", () => {
    const schema = pgIntSchema();
    expect(schema.safeParse(PG_INT_MAX).success).toBe(true);
    expect(schema.safeParse(PG_INT_MAX + 1).error?.issues[0]?.message).toBe(
      messages.numberOutOfRange,
    );
    expect(schema.safeParse(-PG_INT_MAX - 2).success).toBe(false);
    expect(pgIntSchema({ coerce: true }).safeParse("2147483648").success).toBe(false);
    expect(pgIntSchema({ coerce: true }).safeParse("-12").data).toBe(-12);
  });

  it.each([
    ["1900-01-01", true],
    ["2200-12-31", true],
    ["1899-12-31", false],
    ["2201-01-01", false],
    ["9999-12-31", false],
    ["0000-01-01", false],
    ["nonsense", false],
  ])("isSaneDateYear(%s) is %s", (text, expected) => {
    expect(isSaneDateYear(text)).toBe(expected);
  });

  it("refuses a calendar date past the sane years with its own message", () => {
    expect(IsoDateSchema.safeParse("2024-02-29").success).toBe(true);
    expect(IsoDateSchema.safeParse("9999-12-31").error?.issues.map((i) => i.message)).toEqual([
      messages.dateOutOfRange,
    ]);
    expect(IsoDateSchema.safeParse("2024-02-30").error?.issues.map((i) => i.message)).toEqual([
      messages.dateInvalid,
    ]);
  });

  it("refuses plan start dates past the sane years and plan ids past the integer column", () => {
    const body = { planId: 1, athletes: [1], startDates: { "1": "2024-01-01" } };
    expect(ApplyPlanBodySchema.safeParse(body).success).toBe(true);
    const farDate = { ...body, startDates: { "1": "9999-12-31" } };
    expect(ApplyPlanBodySchema.safeParse(farDate).error?.issues[0]?.message).toBe(
      messages.dateOutOfRange,
    );
    expect(ApplyPlanBodySchema.safeParse({ ...body, planId: 2 ** 31 }).success).toBe(false);
  });
});
