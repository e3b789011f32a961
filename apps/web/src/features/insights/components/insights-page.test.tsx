import type { InsightsResponse } from "@coach/shared/insights/insights.schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { InsightsRoute } from "../../../app/routes/insights-route";
import type { VolumeChartProps } from "./volume-chart";

// uPlot needs a canvas jsdom lacks: the stand-in shows what the chart was given.
vi.mock("./volume-chart", () => ({
  default: ({ labels, series }: VolumeChartProps) => (
    <ul aria-label="Chart data">
      {series.map((entry) => (
        <li key={entry.sport}>
          {entry.label}: {entry.hours.join(",")} over {labels.join("|")}
        </li>
      ))}
    </ul>
  ),
}));

const ME = 11;
const names = ["Recovery", "Endurance", "Tempo", "Threshold", "VO2max"];
const zero = { count: 0, durationSec: 0, distanceM: 0, stress: 0 };
const noCompliance = {
  due: 0,
  completed: 0,
  missed: 0,
  percent: null,
  plannedDurationSec: 0,
  completedDurationSec: 0,
  durationPercent: null,
};

const answer: InsightsResponse = {
  today: "2026-03-11",
  period: "week",
  startDate: "2026-03-02",
  endDate: "2026-03-11",
  periods: [
    {
      start: "2026-03-02",
      end: "2026-03-08",
      sports: [
        {
          sport: 1,
          completed: { count: 2, durationSec: 5400, distanceM: 16_093.4, stress: 90 },
          planned: { count: 2, durationSec: 6600, distanceM: 9000, stress: 50 },
        },
        {
          sport: 2,
          completed: { count: 1, durationSec: 7200, distanceM: 60_000, stress: 100 },
          planned: zero,
        },
      ],
      compliance: {
        due: 2,
        completed: 1,
        missed: 1,
        percent: 50,
        plannedDurationSec: 6600,
        completedDurationSec: 3600,
        durationPercent: 54.5,
      },
    },
    { start: "2026-03-09", end: "2026-03-15", sports: [], compliance: noCompliance },
  ],
  totals: [
    {
      sport: 1,
      completed: { count: 2, durationSec: 5400, distanceM: 16_093.4, stress: 90 },
      planned: { count: 2, durationSec: 6600, distanceM: 9000, stress: 50 },
    },
    {
      sport: 2,
      completed: { count: 1, durationSec: 7200, distanceM: 60_000, stress: 100 },
      planned: zero,
    },
  ],
  timeInZones: [
    {
      sport: 1,
      heartRate: { zoneNames: names, seconds: [0, 600, 4200, 600, 0, 0, 0] },
      power: null,
      pace: { zoneNames: names, seconds: [0, 0, 1800, 0, 0, 0, 0] },
    },
  ],
  compliance: {
    due: 2,
    completed: 1,
    missed: 1,
    percent: 50,
    plannedDurationSec: 6600,
    completedDurationSec: 3600,
    durationPercent: 54.5,
  },
};

const emptyAnswer: InsightsResponse = {
  ...answer,
  periods: answer.periods.map((period) => ({ ...period, sports: [], compliance: noCompliance })),
  totals: [],
  timeInZones: [],
  compliance: noCompliance,
};

function renderInsights(
  body: InsightsResponse,
  units: "Metric" | "Imperial",
  dateFormat: "MMM D, YYYY" | "DD.MM.YYYY" = "MMM D, YYYY",
) {
  const account = accountInfoFixture({ id: ME, displayUnits: units, dateFormat });
  const calls = mockFetch([
    { path: "/api/account/info/", body: account },
    { path: `/api/athlete/${ME}/insights/`, body },
  ]);
  renderRoutes(
    [{ path: "/athlete/:athleteId/training-insights", element: <InsightsRoute /> }],
    `/athlete/${ME}/training-insights`,
  );
  return calls;
}

describe("the training insights page", () => {
  beforeEach(signInForTest);

  it("shows volume per week in Imperial, compliance and time in zones; Monthly asks again", async () => {
    const user = userEvent.setup();
    const calls = renderInsights(answer, "Imperial");
    const chart = await screen.findByRole("list", { name: "Chart data" });
    // Hours per sport and period, for the stacked bars; each week by its Monday, without the year.
    expect(chart).toHaveTextContent("Running: 1.5,0 over Mar 2|Mar 9");
    expect(chart).toHaveTextContent("Cycling: 2,0");

    const table = within(screen.getByRole("table", { name: "Volume per period" }));
    const run = table.getByText("Running").closest("tr")!;
    // 16 093.4 m is 10 miles.
    expect(run).toHaveTextContent("Week of Mar 2, 2026");
    // 5400 s done, 6600 s planned.
    expect(run).toHaveTextContent("1 h 30 min");
    expect(run).toHaveTextContent("10.0 mi");
    expect(run).toHaveTextContent("2 · 1 h 50 min");
    expect(run).toHaveTextContent("1 of 2 (50 %)");
    expect(table.getByText("Cycling").closest("tr")).toHaveTextContent("37.3 mi");

    expect(screen.getByLabelText("Workouts completed")).toHaveTextContent("50 %");
    expect(screen.getByText("1 of 2 planned workouts done")).toBeInTheDocument();
    expect(screen.getByLabelText("Duration completed")).toHaveTextContent("55 %");

    const zoneTabs = screen.getByRole("tablist", { name: "Running zone kind" });
    expect(
      within(zoneTabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Heart rate", "Pace"]);
    // Index 0 is below zone 1: 600 s of 5400 s in Z1, 4200 s (70 min) in Z2.
    const z1 = screen.getByRole("progressbar", { name: "Running Heart rate zones: Z1 Recovery" });
    expect(Number(z1.getAttribute("aria-valuenow"))).toBeCloseTo((600 / 5400) * 100);
    expect(screen.getByText("1 h 10 min · 78 %")).toBeInTheDocument();

    const first = calls.find((call) => call.path.startsWith(`/api/athlete/${ME}/insights/`));
    expect(first?.path).toContain("period=week");
    await user.click(screen.getByText("Monthly"));
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes("period=month"))).toBe(true),
    );
  });

  it("writes the weeks in the viewer's date format", async () => {
    renderInsights(answer, "Metric", "DD.MM.YYYY");
    const chart = await screen.findByRole("list", { name: "Chart data" });
    expect(chart).toHaveTextContent("Running: 1.5,0 over 02.03.|09.03.");
    const table = screen.getByRole("table", { name: "Volume per period" });
    expect(within(table).getByText("Running").closest("tr")).toHaveTextContent(
      "Week of 02.03.2026",
    );
    // 16 093.4 m in km for a Metric viewer.
    expect(within(table).getByText("Running").closest("tr")).toHaveTextContent("16.1 km");
  });

  it("writes months by name, the same in every date format", async () => {
    const months: InsightsResponse = {
      ...answer,
      period: "month",
      periods: [
        { ...answer.periods[0]!, start: "2026-02-01", end: "2026-02-28" },
        { ...answer.periods[1]!, start: "2026-03-01", end: "2026-03-31" },
      ],
    };
    renderInsights(months, "Metric", "DD.MM.YYYY");
    const chart = await screen.findByRole("list", { name: "Chart data" });
    expect(chart).toHaveTextContent("over Feb 2026|Mar 2026");
    const table = screen.getByRole("table", { name: "Volume per period" });
    expect(within(table).getByText("Running").closest("tr")).toHaveTextContent("February 2026");
  });

  it("tells what to do when the range is empty", async () => {
    renderInsights(emptyAnswer, "Metric");
    expect(await screen.findByText("Nothing in this range")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Plan workouts or upload activities on the calendar" }),
    ).toHaveAttribute("href", `/athlete/${ME}/calendar`);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
