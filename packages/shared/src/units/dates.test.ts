import { describe, expect, it } from "vitest";
import { formatDate } from "./date-format.ts";
import {
  addDays,
  daysBetween,
  isoWeek,
  isoWeekday,
  parseIsoDate,
  startOfIsoWeek,
} from "./iso-week.ts";

describe("isoWeek", () => {
  it.each([
    ["2024-01-01", 2024, 1],
    ["2023-01-01", 2022, 52],
    ["2020-12-31", 2020, 53],
    ["2021-01-03", 2020, 53],
    ["2021-01-04", 2021, 1],
    ["2024-12-30", 2025, 1],
    ["2026-06-15", 2026, 25],
  ])("%s is week %i-%i", (date, year, week) => expect(isoWeek(date)).toEqual({ year, week }));
});

describe("date helpers", () => {
  it("adds days across months and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2023-12-31", 1)).toBe("2024-01-01");
  });
  it("counts days and weekdays", () => {
    expect(daysBetween("2024-01-01", "2024-03-01")).toBe(60);
    expect(daysBetween("2024-03-01", "2024-01-01")).toBe(-60);
    expect(isoWeekday("2024-01-01")).toBe(1);
    expect(isoWeekday("2024-01-07")).toBe(7);
    expect(startOfIsoWeek("2024-01-07")).toBe("2024-01-01");
  });
  it.each(["2024-02-30", "2024-13-01", "24-01-01", "2024-1-1", ""])("rejects %j", (text) => {
    expect(() => parseIsoDate(text)).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  const date = new Date(Date.UTC(2024, 2, 5, 7, 9));
  it.each([
    ["YYYY-MM-DD", "2024-03-05"],
    ["D MMM YYYY", "5 Mar 2024"],
    ["MMMM D, YY", "March 5, 24"],
    ["DD/M HH:mm", "05/3 07:09"],
  ])("%s -> %s", (pattern, text) => expect(formatDate(date, pattern)).toBe(text));
});
