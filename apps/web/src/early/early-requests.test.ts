import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../test/account-info.fixture";
import { mockFetch } from "../../test/render";
import { getCalendarRange } from "../features/calendar/api/get-calendar-range";
import { getAthleteZones } from "../features/zones/api/get-athlete-zones";
import { accountInfoQuery, takeEarlyAccountInfo } from "../lib/account-info";
import { queryClient } from "../lib/query-client";
import { session } from "../lib/session";
import { askForFirstScreen } from "./early-requests";

/** Opening the page at `/login`: the script asks for the account only. */
const runPrefetchScript = () => askForFirstScreen({ pathname: "/login", search: "" });

const ANNA = accountInfoFixture({ id: 21, fullName: "Anna Athlete", email: "anna@example.com" });

beforeEach(() => {
  queryClient.clear();
  delete window.__accountInfoEarly;
  delete window.__accountInfoTaken;
  delete window.__earlyAnswers;
});
afterEach(() => {
  session.clear();
  // Not left for another test file's calls to take.
  delete window.__earlyAnswers;
});

describe("the account asked for with the page", () => {
  it("asks with the stored token, and the app takes that answer without asking again", async () => {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    runPrefetchScript();
    // Asked from a task of its own, right after the script's.
    await window.__accountInfoEarly;
    expect(calls).toEqual([
      {
        method: "GET",
        path: "/api/account/info/",
        body: undefined,
        headers: { Accept: "application/json", Authorization: "Bearer access-1" },
      },
    ]);
    takeEarlyAccountInfo();
    const answer = await queryClient.fetchQuery(accountInfoQuery());
    expect(answer.details.fullName).toBe("Anna Athlete");
    expect(calls).toHaveLength(1);
    // Taken once: a later start of the app asks for itself.
    expect(window.__accountInfoEarly).toBeUndefined();
  });

  it("asks again through the API client when the early answer was refused", async () => {
    session.setTokens({ access: "expired", refresh: "refresh-1" });
    const calls = mockFetch([
      { path: "/api/account/info/", status: 401, body: { detail: "expired" } },
    ]);
    runPrefetchScript();
    expect(await window.__accountInfoEarly).toBeNull();
    // The API client's own call, with the token renewed meanwhile.
    session.setAccess("renewed");
    const again = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    takeEarlyAccountInfo();
    const answer = await queryClient.fetchQuery(accountInfoQuery());
    expect(answer.details.id).toBe(21);
    expect(calls).toHaveLength(1);
    expect(again.map((call) => call.headers.Authorization)).toEqual(["Bearer renewed"]);
  });

  it("asks nothing when the app started first, which asks for itself", async () => {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch([{ path: "/api/account/info/", body: ANNA }]);
    takeEarlyAccountInfo();
    runPrefetchScript();
    expect(calls).toEqual([]);
    await queryClient.fetchQuery(accountInfoQuery());
    expect(calls.map((call) => call.path)).toEqual(["/api/account/info/"]);
  });

  it("asks nothing when no one is signed in", () => {
    const calls = mockFetch([]);
    runPrefetchScript();
    expect(calls).toEqual([]);
    expect(window.__accountInfoEarly).toBeUndefined();
  });
});

describe("the first screen asked for with the page", () => {
  const ANNA_TODAY = accountInfoFixture({
    id: 21,
    today: "2026-11-27",
    todayEndsAt: "2099-01-01T00:00:00.000Z",
  });
  const MONTH =
    "/api/athlete/21/calendar/workouts/?startDate=2026-10-26&endDate=2026-12-06&athlete=21&view=grid";
  const routes = [
    { path: "/api/account/info/", body: ANNA_TODAY },
    { path: "/api/athlete/21/calendar/workouts/", body: { workouts: [], name: "month" } },
    { path: "/api/athlete/zones/", body: { zones: "Anna's" } },
    { path: "/api/quickstart/", body: { steps: [] } },
    { path: "/api/notifications/", body: { results: [] } },
  ];

  /** Opens Anna's calendar and waits until the script has asked for its screen. */
  async function openCalendar() {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch(routes);
    askForFirstScreen({ pathname: "/calendar", search: "" });
    await window.__accountInfoEarly;
    await Promise.all(window.__earlyAnswers!.answers.values());
    return calls;
  }

  it("asks for the calendar's month, zones, quick start and bell once the account is known", async () => {
    const calls = await openCalendar();
    expect(calls.map((call) => call.path)).toEqual([
      "/api/account/info/",
      MONTH,
      "/api/athlete/zones/?athlete=21",
      "/api/quickstart/",
      "/api/notifications/?page=1",
    ]);
    expect(calls.every((call) => call.headers.Authorization === "Bearer access-1")).toBe(true);
  });

  it("the app's own calls take those answers without asking again, each once", async () => {
    const calls = await openCalendar();
    expect(await getCalendarRange(21, "2026-10-26", "2026-12-06")).toEqual({
      workouts: [],
      name: "month",
    });
    expect(await getAthleteZones(21)).toEqual({ zones: "Anna's" });
    expect(calls).toHaveLength(5);
    // Taken once: the same month asked again later is asked of the server.
    await getCalendarRange(21, "2026-10-26", "2026-12-06");
    expect(calls.map((call) => call.path).slice(5)).toEqual([MONTH]);
  });

  it("a refused early answer is asked again by the app, with the token renewed", async () => {
    session.setTokens({ access: "access-1", refresh: "refresh-1" });
    const calls = mockFetch([
      ...routes.filter((route) => route.path !== "/api/athlete/zones/"),
      { path: "/api/athlete/zones/", status: 403, body: { detail: "Not yours" } },
    ]);
    askForFirstScreen({ pathname: "/calendar", search: "" });
    await window.__accountInfoEarly;
    await Promise.all(window.__earlyAnswers!.answers.values());
    session.setAccess("renewed");
    const again = mockFetch([{ path: "/api/athlete/zones/", body: { zones: "Anna's" } }]);
    expect(await getAthleteZones(21)).toEqual({ zones: "Anna's" });
    expect(calls).toHaveLength(5);
    expect(again.map((call) => [call.path, call.headers.Authorization])).toEqual([
      ["/api/athlete/zones/?athlete=21", "Bearer renewed"],
    ]);
  });
});
