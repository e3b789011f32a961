import { describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../test/account-info.fixture";
import { firstScreenRequests } from "./first-screen-requests";

/** Anna, athlete 21, on Friday 27 November 2026 (her day ends long after the test's clock). */
const anna = accountInfoFixture({
  id: 21,
  today: "2026-11-27",
  todayEndsAt: "2099-01-01T00:00:00.000Z",
}).details;
const calendar = { pathname: "/calendar", search: "" };

describe("what the first screen asks for, asked with the page", () => {
  it("on an athlete's own calendar: the month's six weeks, the zones, the quick start and the bell", () => {
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October. 30 November is a
    // Monday: its week ends on Sunday 6 December.
    expect(firstScreenRequests(calendar, anna)).toEqual([
      "/api/athlete/21/calendar/workouts/?startDate=2026-10-26&endDate=2026-12-06&athlete=21&view=grid",
      "/api/athlete/zones/?athlete=21",
      "/api/quickstart/",
      "/api/notifications/?page=1",
    ]);
  });

  it("reads the month or the week from the address, as the calendar does", () => {
    // January 2027: Friday the 1st (week from Monday 28 December) to Sunday the 31st.
    expect(firstScreenRequests({ pathname: "/calendar/", search: "?month=2027-01" }, anna)[0]).toBe(
      "/api/athlete/21/calendar/workouts/?startDate=2026-12-28&endDate=2027-01-31&athlete=21&view=grid",
    );
    expect(
      firstScreenRequests({ pathname: "/calendar", search: "?view=week&week=2026-12-02" }, anna)[0],
    ).toBe(
      "/api/athlete/21/calendar/workouts/?startDate=2026-11-30&endDate=2026-12-06&athlete=21&view=grid",
    );
  });

  it("takes the viewer's today from the clock once the account's day has ended", () => {
    const ended = { ...anna, today: "2026-11-30", todayEndsAt: "2026-12-01T00:00:00.000Z" };
    // 2 January 2027 in UTC: the January grid, not November's.
    expect(firstScreenRequests(calendar, ended, new Date("2027-01-02T08:00:00Z"))[0]).toContain(
      "startDate=2026-12-28&endDate=2027-01-31",
    );
  });

  it("asks a coach's own calendar without the athlete's quick start", () => {
    const coach = { ...anna, id: 5, isCoach: true };
    expect(firstScreenRequests(calendar, coach)).toEqual([
      "/api/athlete/5/calendar/workouts/?startDate=2026-10-26&endDate=2026-12-06&athlete=5&view=grid",
      "/api/athlete/zones/?athlete=5",
      "/api/notifications/?page=1",
    ]);
  });

  it("asks nothing elsewhere, nor before the first settings are made", () => {
    expect(firstScreenRequests({ pathname: "/athlete/7/calendar", search: "" }, anna)).toEqual([]);
    expect(firstScreenRequests({ pathname: "/library", search: "" }, anna)).toEqual([]);
    expect(firstScreenRequests(calendar, { ...anna, firstSetup: false })).toEqual([]);
  });
});
