import { describe, expect, it } from "vitest";
import { todayIn } from "./athlete-today.ts";

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
