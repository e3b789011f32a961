import { describe, expect, it } from "vitest";
import { dayEndIn, todayIn } from "./athlete-today.ts";

describe("todayIn", () => {
  // 23:30 UTC on 31 December is already New Year's Day east of UTC and still 31 December west.
  const lateUtc = new Date("2025-12-31T23:30:00Z");

  it.each([
    ["UTC", "2025-12-31"],
    ["Europe/Berlin", "2026-01-01"],
    ["Pacific/Kiritimati", "2026-01-01"],
    ["America/Los_Angeles", "2025-12-31"],
  ])("reads the date in %s", (timeZone, expected) => {
    expect(todayIn(timeZone, lateUtc)).toBe(expected);
  });

  it("reads an unknown zone as UTC", () => {
    expect(todayIn("Mars/Olympus_Mons", lateUtc)).toBe("2025-12-31");
  });

  it("reads each instant anew in a zone it has read before", () => {
    expect(todayIn("Asia/Tokyo", new Date("2026-07-01T14:59:00Z"))).toBe("2026-07-01");
    expect(todayIn("Asia/Tokyo", new Date("2026-07-01T15:00:00Z"))).toBe("2026-07-02");
    expect(todayIn("Mars/Olympus_Mons", new Date("2026-07-01T15:00:00Z"))).toBe("2026-07-01");
  });

  it("pads months and days to two digits", () => {
    expect(todayIn("UTC", new Date("2026-03-04T12:00:00Z"))).toBe("2026-03-04");
  });
});

describe("dayEndIn", () => {
  it.each([
    // Midnight in Berlin (UTC+1 in winter) is 23:00 UTC the evening before.
    ["Europe/Berlin", "2026-01-15T10:00:00Z", "2026-01-15T23:00:00.000Z"],
    // Summer time: UTC+2.
    ["Europe/Berlin", "2026-07-15T21:59:00Z", "2026-07-15T22:00:00.000Z"],
    ["UTC", "2026-03-04T00:00:00Z", "2026-03-05T00:00:00.000Z"],
    // Kathmandu is UTC+5:45: its midnight is 18:15 UTC.
    ["Asia/Kathmandu", "2026-05-01T12:00:00Z", "2026-05-01T18:15:00.000Z"],
    // New York springs forward at 2:00 on 8 March 2026: that day lasts 23 hours, from 05:00 UTC
    // (midnight at UTC-5) to 04:00 UTC the next day (midnight at UTC-4).
    ["America/New_York", "2026-03-08T05:00:00Z", "2026-03-09T04:00:00.000Z"],
    // Santiago springs forward at midnight on 6 September 2026 (UTC-4 to UTC-3): 6 September
    // starts at 01:00 local, 04:00 UTC; 5 September ends then.
    ["America/Santiago", "2026-09-05T12:00:00Z", "2026-09-06T04:00:00.000Z"],
    ["Mars/Olympus_Mons", "2026-03-04T12:00:00Z", "2026-03-05T00:00:00.000Z"],
  ])("finds when the date ends in %s (from %s)", (timeZone, now, expected) => {
    const end = dayEndIn(timeZone, new Date(now));
    expect(end.toISOString()).toBe(expected);
    expect(todayIn(timeZone, new Date(end.getTime() - 1))).toBe(todayIn(timeZone, new Date(now)));
    expect(todayIn(timeZone, end)).not.toBe(todayIn(timeZone, new Date(now)));
  });
});
