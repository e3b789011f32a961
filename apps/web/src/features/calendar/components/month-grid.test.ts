import { todayIn } from "@coach/shared/calendar/athlete-today";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isMonth, monthWeeks, shiftMonth, viewerToday } from "./month-grid";

describe("monthWeeks", () => {
  it("covers November 2026 with ISO weeks 44 to 48, Monday first", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48, 49]);
    expect(weeks[0]!.days[0]).toBe("2026-10-26");
    expect(weeks[0]!.days[6]).toBe("2026-11-01");
    expect(weeks.at(-1)!.days[0]).toBe("2026-11-30");
  });

  it("numbers the first days of January by the previous year's last week when ISO says so", () => {
    expect(monthWeeks("2027-01")[0]).toMatchObject({
      week: 53,
      days: expect.arrayContaining(["2027-01-01"]),
    });
  });
});

describe("month helpers", () => {
  it("shifts months across years and validates the query", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-07")).toBe(true);
    expect(isMonth(null)).toBe(false);
  });

  it("gives today's date in the athlete's time zone", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-11-22");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-11-23");
    expect(todayIn("Not/AZone", instant)).toBe("2026-11-22");
  });

  describe("viewerToday", () => {
    afterEach(() => vi.restoreAllMocks());
    // The server's answer at 23:30 UTC on 22 November for a viewer in Tokyo (UTC+9): already the
    // 23rd there, until midnight in Tokyo, 15:00 UTC on the 23rd.
    const details = {
      timezone: "Asia/Tokyo",
      today: "2026-11-23",
      todayEndsAt: "2026-11-23T15:00:00.000Z",
    };

    it("takes the server's date until it ends, without making a formatter", () => {
      const formatter = vi.spyOn(Intl, "DateTimeFormat");
      // A zone no test has formatted in yet (formatters are kept once made).
      const inKolkata = { ...details, timezone: "Asia/Kolkata" };
      expect(viewerToday(inKolkata, new Date("2026-11-22T23:31:00Z"))).toBe("2026-11-23");
      expect(viewerToday(inKolkata, new Date("2026-11-23T14:59:59Z"))).toBe("2026-11-23");
      expect(formatter).not.toHaveBeenCalled();
    });

    it("keeps the server's date on a clock behind the server's", () => {
      // 23:00 on the 22nd in Tokyo by this clock, when the server already said the 23rd.
      expect(viewerToday(details, new Date("2026-11-22T14:00:00Z"))).toBe("2026-11-23");
    });

    it("reads the date in the viewer's zone once the server's has ended", () => {
      expect(viewerToday(details, new Date("2026-11-23T15:00:00Z"))).toBe("2026-11-24");
    });
  });
});
