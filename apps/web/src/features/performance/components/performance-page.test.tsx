import type { PerformanceResponse } from "@coach/shared/performance/performance.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  COACH_ID,
  coachInfo,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PerformanceRoute } from "../../../app/routes/performance-route";

// uPlot needs a canvas jsdom lacks; the charts are checked in the browser.
vi.mock("./fitness-chart", () => ({
  FitnessChart: ({ days }: { days: unknown[] }) => <p>Fitness chart of {days.length} days</p>,
}));
vi.mock("./power-curve-chart", () => ({
  PowerCurveChart: ({ curve }: { curve: unknown[] }) => <p>Power curve of {curve.length} points</p>,
}));

const day = (date: string, fields: Partial<PerformanceResponse["days"][number]> = {}) => ({
  date,
  completedStress: 0,
  plannedStress: 0,
  ctl: 0,
  atl: 0,
  tsb: 0,
  isProjection: false,
  ...fields,
});

function answer(fields: Partial<PerformanceResponse> = {}): PerformanceResponse {
  return {
    startDate: "2026-08-24",
    endDate: "2026-12-06",
    today: "2026-11-22",
    hasActivities: true,
    days: [
      day("2026-11-21", { completedStress: 100, ctl: 2.3528, atl: 13.3122 }),
      day("2026-11-22", { ctl: 2.2975, atl: 11.54, tsb: -10.9594 }),
      day("2026-11-23", { plannedStress: 80, ctl: 4.1, atl: 20.6, tsb: -9.2, isProjection: true }),
    ],
    powerCurve: [
      { durationSec: 5, powerW: 950, activityId: 71, date: "2026-11-03" },
      { durationSec: 1200, powerW: 281.4, activityId: 72, date: "2026-11-10" },
    ],
    paceCurves: {
      running: [{ distanceM: 5000, timeSec: 1200, activityId: 73, date: "2026-11-12" }],
      swimming: [],
    },
    thresholds: {
      current: [
        { methodType: "cyclingMethods", method: "power", threshold: 255, recordedOn: null },
      ],
      history: [
        { methodType: "cyclingMethods", method: "power", threshold: 240, recordedOn: "2026-10-01" },
        { methodType: "runningMethods", method: "pace", threshold: 255, recordedOn: "2026-10-02" },
      ],
    },
    ...fields,
  };
}

function renderPerformance(body: PerformanceResponse, info = coachInfo, athleteId = ATHLETE_ID) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: info },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: `/api/athlete/${athleteId}/performance/`, body },
  ]);
  renderRoutes(
    [
      { path: "/athlete/:athleteId/performance", element: <PerformanceRoute /> },
      { path: "/", element: <p>Home</p> },
    ],
    `/athlete/${athleteId}/performance`,
  );
  return calls;
}

describe("the performance page", () => {
  beforeEach(signInForTest);

  it("shows today's fitness, the curves and the threshold history of the answer", async () => {
    const user = userEvent.setup();
    const calls = renderPerformance(answer());
    // Today is the last day that is not a projection.
    expect(await screen.findByLabelText("Fitness (CTL)")).toHaveTextContent("2.3");
    expect(screen.getByLabelText("Fatigue (ATL)")).toHaveTextContent("11.5");
    expect(screen.getByLabelText("Form (TSB)")).toHaveTextContent("-11.0");
    expect(screen.getByText("Fitness chart of 3 days")).toBeInTheDocument();
    expect(screen.getByText("Power curve of 2 points")).toBeInTheDocument();

    const power = screen.getByRole("table", { name: "Best power per duration" });
    expect(within(power).getByText("5 s").closest("tr")).toHaveTextContent("950 WNov 3, 2026");
    expect(within(power).getByText("20 min").closest("tr")).toHaveTextContent("281 W");
    expect(within(power).getByRole("link", { name: "Nov 10, 2026" })).toHaveAttribute(
      "href",
      "/activity/72",
    );
    // 5 km in 1200 s (00:20:00) is 04:00 per km.
    const pace = screen.getByRole("table", { name: "Running pace curve" });
    expect(within(pace).getByText("5 km").closest("tr")).toHaveTextContent("00:20:0004:00 min/km");

    const history = screen.getByRole("table", { name: "Threshold history" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "CurrentCycling · FTP255 W",
      "Oct 2, 2026Running · Threshold pace04:15 min/km",
      "Oct 1, 2026Cycling · FTP240 W",
    ]);

    const first = calls.find((call) => call.path.startsWith(`/api/athlete/${ATHLETE_ID}/perf`));
    expect(first?.path).toMatch(/startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/);
    await user.click(screen.getByText("1 year"));
    const ranges = calls
      .filter((call) => call.path.includes("/performance/"))
      .map((call) => new URL(call.path, "http://x").searchParams);
    expect(ranges).toHaveLength(2);
    const days = (params: URLSearchParams) =>
      (Date.parse(params.get("endDate")!) - Date.parse(params.get("startDate")!)) / 86_400_000;
    // 3 months back plus two weeks of projection, then a year back plus two weeks.
    expect(days(ranges[0]!)).toBe(90 + 14);
    expect(days(ranges[1]!)).toBe(364 + 14);
  });

  it("writes dates in the viewer's format and distances in their units", async () => {
    const info = accountInfoFixture({
      id: COACH_ID,
      isCoach: true,
      dateFormat: "DD.MM.YYYY",
      displayUnits: "Imperial",
    });
    const swimming = [{ distanceM: 400, timeSec: 360, activityId: 74, date: "2026-11-14" }];
    renderPerformance(answer({ paceCurves: { ...answer().paceCurves, swimming } }), info);
    const power = await screen.findByRole("table", { name: "Best power per duration" });
    expect(within(power).getByRole("link", { name: "03.11.2026" })).toHaveAttribute(
      "href",
      "/activity/71",
    );
    // 5000 m is 3.11 mi; 240 s per km is 386 s (06:26) per mile.
    const run = screen.getByRole("table", { name: "Running pace curve" });
    expect(within(run).getByText("3.11 mi").closest("tr")).toHaveTextContent(
      "00:20:0006:26 min/mi12.11.2026",
    );
    // 400 m is 437 yd.
    const swim = screen.getByRole("table", { name: "Swimming pace curve" });
    expect(within(swim).getByText("437 yd").closest("tr")).toHaveTextContent("14.11.2026");
    const history = screen.getByRole("table", { name: "Threshold history" });
    expect(within(history).getByText("02.10.2026").closest("tr")).toHaveTextContent(
      "Threshold pace06:50 min/mi",
    );
  });

  it("says so when the athlete has no activities, and points to uploading them", async () => {
    renderPerformance(
      answer({
        hasActivities: false,
        days: [day("2026-11-22")],
        powerCurve: [],
        paceCurves: { running: [], swimming: [] },
        thresholds: { current: [], history: [] },
      }),
    );
    expect(await screen.findByText("No activities yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload activities" })).toHaveAttribute(
      "href",
      `/activities?athlete=${ATHLETE_ID}`,
    );
    expect(screen.queryByLabelText("Fitness (CTL)")).not.toBeInTheDocument();
    expect(screen.queryByText(/Fitness chart/)).not.toBeInTheDocument();
    expect(screen.getByText(/No thresholds saved yet/)).toBeInTheDocument();
  });

  it("sends a user without the coach flag to /, without asking the server", async () => {
    const athleteInfo = accountInfoFixture({ id: 31, isCoach: false });
    const calls = renderPerformance(answer(), athleteInfo, 31);
    expect(await screen.findByText("Home")).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes("/performance/"))).toBe(false);
  });
});
