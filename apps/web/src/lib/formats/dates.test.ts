import { DATE_FORMATS } from "@coach/shared/account/account.schemas";
import { describe, expect, it } from "vitest";
import {
  dateLabel,
  dateTimeLabel,
  dayMonthLabel,
  dayMonthPattern,
  localToday,
  monthYearLabel,
  timeLabel,
} from "./dates";

// 27 November 2026, a Friday. Instants are built from local fields so the test reads the same in
// any time zone the machine is set to.
const DAY = "2026-11-27";
const EVENING = new Date(2026, 10, 27, 18, 5);

describe("dates in the viewer's format", () => {
  it.each([
    ["MMM D, YYYY", "Nov 27, 2026", "Nov 27"],
    ["D MMM YYYY", "27 Nov 2026", "27 Nov"],
    ["DD/MM/YYYY", "27/11/2026", "27/11"],
    ["MM/DD/YYYY", "11/27/2026", "11/27"],
    ["YYYY-MM-DD", "2026-11-27", "11-27"],
    ["DD.MM.YYYY", "27.11.2026", "27.11."],
  ])("writes %s as %s, and %s without the year", (pattern, full, dayMonth) => {
    expect(dateLabel(DAY, pattern)).toBe(full);
    expect(dayMonthLabel(DAY, pattern)).toBe(dayMonth);
  });

  it("has a day-month form for every format the settings offer", () => {
    for (const pattern of DATE_FORMATS) expect(dayMonthPattern(pattern)).not.toMatch(/Y/);
  });

  it("drops the year of a pattern it does not know, with the year's separators", () => {
    expect(dayMonthPattern("D. MMMM YYYY")).toBe("D. MMMM");
  });

  it("reads a day, not an instant: the first of a month stays the first whatever the zone", () => {
    expect(dateLabel("2026-03-01", "DD.MM.YYYY")).toBe("01.03.2026");
    expect(dateLabel("2026-03-01T00:00:00Z", "DD.MM.YYYY")).toBe("01.03.2026");
  });

  it("tells the time on a 12-hour clock for the month-first formats, 24 hours for the others", () => {
    expect(timeLabel(EVENING, "MMM D, YYYY")).toBe("6:05 PM");
    expect(timeLabel(EVENING, "MM/DD/YYYY")).toBe("6:05 PM");
    expect(timeLabel(EVENING, "DD.MM.YYYY")).toBe("18:05");
    expect(dateTimeLabel(EVENING, "DD.MM.YYYY")).toBe("27.11.2026 18:05");
    expect(dateTimeLabel(EVENING, "MMM D, YYYY")).toBe("Nov 27, 2026 6:05 PM");
  });

  it("names a month the same way in every format", () => {
    expect(monthYearLabel(DAY)).toBe("November 2026");
  });

  it("gives the browser's own day, not UTC's", () => {
    expect(localToday(new Date(2026, 0, 1, 0, 30))).toBe("2026-01-01");
  });
});
