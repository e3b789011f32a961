import type { OverviewResponse } from "@coach/shared/insights/insights.schemas";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, athletesAnswer, COACH_ID } from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { OverviewRoute } from "../../../app/routes/overview-route";

const emptyOverview: OverviewResponse = {
  athlete: {
    id: ATHLETE_ID,
    fullName: "Anna Berg",
    email: "anna@example.com",
    sports: [],
    trainingDays: [],
    displayUnits: "Metric",
    timezone: "Europe/Oslo",
  },
  today: "2026-03-11",
  todayWorkouts: [],
  nextRace: null,
  week: { start: "2026-03-09", end: "2026-03-15", sports: [] },
  lastActivities: [],
  thresholds: {
    runningHeartRateBpm: null,
    runningPaceSecPerKm: null,
    cyclingHeartRateBpm: null,
    cyclingPowerW: null,
    swimmingPaceSecPer100m: null,
  },
};

const fullOverview: OverviewResponse = {
  ...emptyOverview,
  athlete: {
    ...emptyOverview.athlete,
    sports: ["running", "cycling"],
    trainingDays: ["Monday", "Thursday"],
  },
  todayWorkouts: [
    {
      id: 7,
      name: "Tempo run",
      sport: 1,
      durationSec: 3600,
      distanceM: 10_000,
      stress: 70,
      activityId: 501,
    },
  ],
  nextRace: {
    id: 3,
    date: "2026-03-23",
    name: "City half",
    distanceM: 21_097.5,
    priority: "A",
    notes: "",
    daysToGo: 12,
  },
  week: {
    start: "2026-03-09",
    end: "2026-03-15",
    sports: [
      {
        sport: 1,
        completed: { count: 1, durationSec: 1800, distanceM: 5000, stress: 40 },
        planned: { count: 2, durationSec: 7200, distanceM: 20_000, stress: 120 },
      },
    ],
  },
  lastActivities: [
    {
      id: 501,
      date: "2026-03-11",
      name: "Morning run",
      sport: 1,
      durationSec: 3300,
      distanceM: 9500,
      stress: 65.5,
    },
  ],
  thresholds: { ...emptyOverview.thresholds, cyclingPowerW: 250, runningPaceSecPerKm: 255 },
};

function renderOverview(
  answer: OverviewResponse,
  units: "Metric" | "Imperial" = "Metric",
  dateFormat: "MMM D, YYYY" | "DD.MM.YYYY" = "MMM D, YYYY",
) {
  const calls = mockFetch([
    {
      path: "/api/account/info/",
      body: accountInfoFixture({ id: COACH_ID, isCoach: true, displayUnits: units, dateFormat }),
    },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: `/api/athlete/${ATHLETE_ID}/overview/`, body: answer },
  ]);
  renderRoutes(
    [{ path: "/athlete/:athleteId/profile", element: <OverviewRoute /> }],
    `/athlete/${ATHLETE_ID}/profile`,
  );
  return calls;
}

describe("the overview page", () => {
  beforeEach(signInForTest);

  it("shows the athlete, today, the next race, this week and recent activities in Imperial", async () => {
    renderOverview(fullOverview, "Imperial");
    expect(await screen.findByRole("heading", { name: "Anna Berg" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Sports" })).toHaveTextContent("RunningCycling");
    expect(screen.getByText(/Training days: Monday, Thursday/)).toHaveTextContent(
      "Time zone: Europe/Oslo",
    );
    const today = within(screen.getByRole("list", { name: "Today's workouts" }));
    expect(today.getByText("Tempo run")).toBeInTheDocument();
    // 10 km planned reads in miles for an Imperial viewer; the planned hour as a rounded duration.
    expect(today.getByText(/6\.21 mi/)).toHaveTextContent(/ · 1 h · 6\.21 mi$/);
    expect(today.getByRole("link", { name: "Done" })).toHaveAttribute("href", "/activity/501");
    expect(screen.getByText("City half")).toBeInTheDocument();
    expect(screen.getByLabelText("Priority A")).toHaveTextContent("A");
    expect(screen.getByLabelText("Days to go")).toHaveTextContent("12 days");
    // 30 min done of 2 h planned: a quarter.
    expect(screen.getByRole("progressbar", { name: "Running duration done" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    expect(screen.getByText(/30 min of 2 h planned/)).toHaveTextContent("3.1 mi");
    const recent = within(screen.getByRole("table", { name: "Last activities" }));
    expect(recent.getByRole("link", { name: "Morning run" })).toHaveAttribute(
      "href",
      "/activity/501",
    );
    expect(recent.getByText("5.90 mi")).toBeInTheDocument();
    expect(recent.getByText("66 stress")).toBeInTheDocument();
    expect(screen.getByText("250 W")).toBeInTheDocument();
    // 255 s/km is 6:50 per mile.
    expect(screen.getByText("06:50 min/mi")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zones" })).toHaveAttribute(
      "href",
      `/athlete/${ATHLETE_ID}/zones`,
    );
  });

  it("writes every date in the viewer's format", async () => {
    renderOverview(fullOverview, "Imperial", "DD.MM.YYYY");
    expect(await screen.findByRole("heading", { name: "Today · 11.03.2026" })).toBeInTheDocument();
    expect(screen.getByText("City half").nextElementSibling).toHaveTextContent(
      "23.03.2026 · 13.11 mi",
    );
    expect(
      screen.getByRole("heading", { name: "This week · 09.03.2026 – 15.03.2026" }),
    ).toBeInTheDocument();
    const recent = within(screen.getByRole("table", { name: "Last activities" }));
    // The activity's own time stays exact: 3300 s.
    expect(recent.getByRole("row")).toHaveTextContent("11.03.2026Morning runRunning00:55:00");
  });

  it("tells what to do when there is nothing yet", async () => {
    renderOverview(emptyOverview);
    expect(await screen.findByText("Nothing planned today.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a race on the calendar" })).toHaveAttribute(
      "href",
      `/athlete/${ATHLETE_ID}/calendar`,
    );
    expect(screen.getByText("Nothing planned or done this week yet.")).toBeInTheDocument();
    expect(
      screen.getByText("No activities yet — upload files from the calendar."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("No thresholds set yet — set them on the zones page."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });
});
