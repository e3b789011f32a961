import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../test/account-info.fixture";
import { mockFetch } from "../../../test/render";
import { calendarRangeKey } from "../../features/calendar/api/get-calendar-range";
import { queryClient } from "../../lib/query-client";
import { prefetchOwnCalendar } from "./calendar-route";

const ATHLETE = 11;
const RANGE = `/api/athlete/${ATHLETE}/calendar/workouts/`;
const rangeAnswer = {
  workouts: [],
  activities: [],
  races: [],
  unavailability: [],
  today: "2026-06-10",
};

function answers(details: Parameters<typeof accountInfoFixture>[0]) {
  return mockFetch([
    { path: "/api/account/info/", body: accountInfoFixture({ id: ATHLETE, ...details }) },
    { path: RANGE, body: rangeAnswer },
    { path: "/api/quickstart/", body: { showCard: false } },
  ]);
}

// The app's one client: other files of this worker may have left an account in it.
beforeEach(() => queryClient.clear());

describe("the own calendar's first requests, started by its route", () => {
  it("asks for the month's grid, Monday to Sunday, and an athlete's quick start", async () => {
    signInForTest();
    const calls = answers({});
    await prefetchOwnCalendar(new URL("http://localhost/calendar?month=2026-06"));
    // June 2026 begins on a Monday and ends on a Tuesday: the grid runs to Sunday 5 July.
    const grid = `${RANGE}?startDate=2026-06-01&endDate=2026-07-05&athlete=${ATHLETE}&view=grid`;
    await expect.poll(() => calls.map((call) => call.path)).toContain(grid);
    expect(calls.map((call) => call.path)).toContain("/api/quickstart/");
    await expect
      .poll(() => queryClient.getQueryData(calendarRangeKey(ATHLETE, "2026-06-01", "2026-07-05")))
      .toEqual(rangeAnswer);
  });

  it("asks for the week of a week view, and no quick start for a coach", async () => {
    signInForTest();
    const calls = answers({ isCoach: true });
    await prefetchOwnCalendar(new URL("http://localhost/calendar?view=week&week=2026-06-10"));
    const week = `${RANGE}?startDate=2026-06-08&endDate=2026-06-14&athlete=${ATHLETE}&view=grid`;
    await expect.poll(() => calls.map((call) => call.path)).toContain(week);
    expect(calls.map((call) => call.path)).not.toContain("/api/quickstart/");
  });

  it("resolves without asking anything more when the account cannot be read", async () => {
    signInForTest();
    // No route answers: every call fails as a lost connection does.
    const calls = mockFetch([]);
    await expect(
      prefetchOwnCalendar(new URL("http://localhost/calendar?month=2026-06")),
    ).resolves.toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual(["/api/account/info/"]);
  });
});
