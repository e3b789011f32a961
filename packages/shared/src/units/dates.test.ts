import { describe, expect, it } from "vitest";
import { formatDate } from "./date-format.ts";
import { elapsedLabel } from "./elapsed-time.ts";
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

describe("elapsedLabel", () => {
  const now = new Date(Date.UTC(2024, 2, 5, 12, 0, 0));
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, "Now"],
    [59_999, "Now"],
    [60_000, "1′ ago"],
    [59 * 60_000, "59′ ago"],
    [3_600_000, "1ʰ ago"],
    [23 * 3_600_000 + 59 * 60_000, "23ʰ ago"],
    [24 * 3_600_000, "4 Mar 2024"],
  ])("%i ms ago -> %s", (ms, label) => expect(elapsedLabel(ago(ms), now)).toBe(label));
  it("uses the given date format", () => {
    expect(elapsedLabel(ago(3 * 24 * 3_600_000), now, "DD.MM.YYYY")).toBe("02.03.2024");
  });
  it("gives the viewer's local day, whatever the machine's zone", () => {
    // Built from local fields: 23:30 on 1 March on this machine's clock, 3.5 days before `now`.
    const lateEvening = new Date(2024, 2, 1, 23, 30);
    const later = new Date(2024, 2, 5, 12, 0);
    expect(elapsedLabel(lateEvening, later, "DD.MM.YYYY")).toBe("01.03.2024");
  });
  it("shows a future time as Now", () =>
    expect(elapsedLabel(new Date(now.getTime() + 5000), now)).toBe("Now"));
});
