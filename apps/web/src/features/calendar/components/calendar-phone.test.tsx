import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { calendarDrawn, calendarWorkout, rangeAnswer } from "./calendar.fixture";
import { PHONE_QUERY } from "./chip-text";

const RANGE = `/api/athlete/${ATHLETE_ID}/calendar/workouts/`;

const range = rangeAnswer({
  workouts: [calendarWorkout({ id: 1, date: "2026-06-10", name: "Tempo run", flag: "failure" })],
  activities: [
    {
      id: 41,
      date: "2026-06-10",
      sport: 1,
      activity_name: "Morning run",
      flag: "success",
      matched_workout_id: null,
      completed_duration_seconds: 1800,
      completed_distance: 6000,
      actual_stress: 40,
    },
  ],
  races: [
    {
      id: 5,
      athleteId: ATHLETE_ID,
      date: "2026-06-27",
      name: "City half marathon",
      distance: 21_097.5,
      priority: "A",
      notes: "",
      version: 1,
    },
  ],
  unavailability: [
    {
      id: 7,
      athleteId: ATHLETE_ID,
      startDate: "2026-06-03",
      endDate: "2026-06-03",
      kind: "unavailable",
      reason: "Travel",
      note: "",
      version: 1,
    },
  ],
  records: [
    {
      id: 9,
      key: "running_speed",
      sport: 1,
      range: 5000,
      value: 5000 / 1250,
      date: "2026-06-10",
      activityId: 41,
    },
  ],
});

async function renderCalendar(path: string) {
  mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: RANGE, body: range },
  ]);
  renderRoutes([{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }], path);
  await calendarDrawn();
}

const day = (label: string) => screen.getByRole("region", { name: label });
const originalMatchMedia = window.matchMedia;

describe("the calendar on a phone", () => {
  beforeEach(() => {
    signInForTest();
    // A phone: the calendar's phone width matches (the setup's default is a desktop).
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query === PHONE_QUERY,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it("draws a month's events as icons, named by their labels, without the week summaries", async () => {
    await renderCalendar(`/athlete/${ATHLETE_ID}/calendar?month=2026-06`);
    const wednesday = await screen.findByRole("region", { name: "Jun 10, 2026" });
    // 3,600 s, 10 km and 60 stress: the fixture's workout, in its title rather than its text.
    const tempo = within(wednesday).getByRole("button", { name: "Tempo run, missed" });
    expect(tempo).toHaveAttribute("title", "Tempo run, missed: 1 h · 10.0 km · 60 stress");
    expect(tempo).toHaveTextContent(/^$/);
    // 1,800 s, 6,000 m and 40 stress.
    const run = within(wednesday).getByTitle(
      "Morning run, completed activity: 30 min · 6.0 km · 40 stress",
    );
    expect(run).toHaveTextContent(/^$/);
    // 5 km in 1,250 s: 20 min 50 s, 4 min 10 s per km.
    expect(
      within(wednesday).getByRole("link", { name: "Record: 5 km 00:20:50 (04:10 min/km)" }),
    ).toHaveTextContent(/^$/);
    // The race keeps its priority letter, the period its icon.
    expect(
      within(day("Jun 27, 2026")).getByRole("button", { name: "A race: City half marathon" }),
    ).toHaveTextContent(/^A$/);
    expect(
      within(day("Jun 3, 2026")).getByRole("button", { name: "Unavailable: Travel" }),
    ).toHaveTextContent(/^$/);
    expect(screen.queryByRole("region", { name: /Week \d+ summary/ })).toBeNull();
    expect(screen.queryByText("Summary")).toBeNull();
  });

  it("writes names and figures in a week, which has the room", async () => {
    await renderCalendar(`/athlete/${ATHLETE_ID}/calendar?view=week&week=2026-06-08`);
    const wednesday = await screen.findByRole("region", { name: "Jun 10, 2026" });
    expect(within(wednesday).getByRole("button", { name: "Tempo run, missed" })).toHaveTextContent(
      "Tempo run1 h · 10.0 km · 60 stress",
    );
    expect(
      within(wednesday).getByTitle("Morning run, completed activity: 30 min · 6.0 km · 40 stress"),
    ).toHaveTextContent("Morning run30 min · 6.0 km · 40 stress");
    expect(screen.getByRole("region", { name: "Week 24 summary" })).toHaveTextContent(
      "1 h · 10.0 km · 60 stress",
    );
  });
});
