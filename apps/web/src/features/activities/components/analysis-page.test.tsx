import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AnalysisRoute } from "../../../app/routes/analysis-route";
import { analyzeFixture, samplesFixture } from "./activities.fixture";
import type { SamplesChartProps } from "./samples-chart";

// uPlot and Leaflet need a canvas and a layout jsdom lacks; the browser journey tests them.
vi.mock("./samples-chart", () => ({
  default: ({ onRange }: SamplesChartProps) => (
    <button type="button" onClick={() => onRange({ from: 60, to: 119 })}>
      Select the last minute
    </button>
  ),
}));
vi.mock("./route-map", () => ({
  default: ({ positions }: { positions: [number, number][] }) => (
    <p>Route with {positions.length} points</p>
  ),
}));

const figure = (label: string) => screen.getByRole("group", { name: label });

type Account = Parameters<typeof accountInfoFixture>[0];

function renderAnalysis(
  extra: Parameters<typeof mockFetch>[0] = [],
  account: Account = {},
  analysis = analyzeFixture(),
) {
  const calls = mockFetch([
    {
      path: "/api/account/info/",
      body: accountInfoFixture({ fullName: "Ann Runner", ...account }),
    },
    { path: "/api/analyze/501", body: analysis },
    { path: "/api/analyze/501/samples", body: samplesFixture() },
    { path: "/api/map/tiles/", body: { urlTemplate: null, attribution: null } },
    {
      path: "/api/athlete/11/calendar/workouts/",
      body: {
        today: "2026-11-22",
        workouts: [
          { id: 77, type: 2, name: "Tempo ride" },
          { id: 78, type: 2, name: "Evening spin" },
          { id: 79, type: 60, name: "Rest day" },
        ],
        races: [],
        unavailability: [],
        activities: [],
      },
    },
    ...extra,
  ]);
  const view = renderRoutes(
    [{ path: "/activity/:activityId", element: <AnalysisRoute /> }],
    "/activity/501",
  );
  return { calls, ...view };
}

describe("/activity/:activityId", () => {
  beforeEach(signInForTest);

  it("shows the summary figures, laps, zones, peaks, the matched workout and the route", async () => {
    renderAnalysis();
    await screen.findByRole("heading", { name: "Morning ride" });
    expect(figure("Duration")).toHaveTextContent("01:00:00");
    expect(figure("Distance")).toHaveTextContent("30.00 km");
    expect(figure("Normalized power")).toHaveTextContent("301 W");
    expect(figure("Intensity factor")).toHaveTextContent("0.92");
    // One stress figure: the power TSS, named by its method (no "TSS" tile repeating it).
    expect(figure("Stress")).toHaveTextContent("85 TSS");
    expect(screen.queryByRole("group", { name: "TSS" })).not.toBeInTheDocument();
    expect(figure("Variability index")).toHaveTextContent("1.30");
    // 30 km in the 1 h timer, and in the 3550 s moving (the fixture's summary).
    expect(figure("Avg speed")).toHaveTextContent("30.0 km/h");
    expect(figure("Moving speed")).toHaveTextContent("30.4 km/h");
    expect(figure("Calories")).toHaveTextContent("812 kcal");
    expect(figure("Avg heart rate")).toHaveTextContent("141 bpm");

    const laps = screen.getByRole("table", { name: "Laps" });
    expect(within(laps).getAllByRole("row")[1]).toHaveTextContent("00:30:00");
    expect(screen.getByRole("group", { name: "Power zones" })).toHaveTextContent("Z2");
    // 300 s is a rounded "5 min"; the 1800 s in zone 2 are the activity's own, exact time.
    expect(screen.getByRole("table", { name: "Peak power" })).toHaveTextContent("5 min312 W");
    expect(screen.getByRole("progressbar", { name: "Z2 Endurance: 00:30:00" })).toBeInTheDocument();
    const plan = screen.getByRole("table", { name: "Planned and done" });
    expect(within(plan).getByRole("row", { name: /Duration/ })).toHaveTextContent(
      "00:55:0001:00:00",
    );
    expect(screen.getByRole("link", { name: /Easy run/ })).toHaveAttribute("href", "/activity/502");
    expect(await screen.findByText("Route with 120 points")).toBeInTheDocument();
  });

  it("names heart-rate stress hrTSS, as a ride whose power read zero gets (decision 122)", async () => {
    const base = analyzeFixture();
    // A head unit that wrote power = 0 every second.
    const zeroPower = {
      avgPowerW: 0,
      maxPowerW: 0,
      normalizedPowerW: 0,
      variabilityIndex: null,
      intensityFactor: 0,
      trainingStress: 0,
    };
    const stress = { method: "heart-rate", stress: 76.46, intensityFactor: 0.87, threshold: 160 };
    renderAnalysis(
      [],
      {},
      analyzeFixture({ summary: { ...base.summary, power: zeroPower, stress } }),
    );
    await screen.findByRole("heading", { name: "Morning ride" });
    expect(figure("Stress")).toHaveTextContent("76 hrTSS");
    expect(figure("Avg power")).toHaveTextContent("0 W");
  });

  it("writes dates, times and figures as an Imperial viewer of DD.MM.YYYY chose", async () => {
    const analysis = analyzeFixture({
      peaks: {
        time: [{ durationSec: 5400, powerW: 250 }],
        distance: [{ distanceM: 5000, timeSec: 600, startSec: 0, endSec: 600, speedMps: 8.33 }],
      },
    });
    renderAnalysis([], { dateFormat: "DD.MM.YYYY", displayUnits: "Imperial" }, analysis);
    await screen.findByRole("heading", { name: "Morning ride" });
    // The day, then the start on the viewer's clock (24-hour for this format).
    expect(screen.getByText(/^20\.11\.2026 · /)).toHaveTextContent(/ · \d{2}:\d{2}$/);
    // 30 km is 18.64 mi; 420 m of climbing is 1378 ft.
    expect(figure("Distance")).toHaveTextContent("18.64 mi");
    expect(figure("Elevation gain")).toHaveTextContent("1378 ft");
    const peaks = screen.getByRole("table", { name: "Peak power" });
    expect(peaks).toHaveTextContent("1 h 30 min250 W");
    // 5000 m is 3.11 mi, done in 600 s.
    const efforts = screen.getByRole("table", { name: "Best efforts" });
    expect(within(efforts).getByText("3.11 mi").closest("tr")).toHaveTextContent("00:10:00");
    expect(screen.getByRole("link", { name: /Easy run/ })).toHaveTextContent(
      "21.11.2026 · Running · Easy run",
    );
    const comments = screen.getByRole("list", { name: "Comments" });
    expect(within(comments).getByText(/^20\.11\.2026 \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it("shows the figures of a selected range", async () => {
    const user = userEvent.setup();
    renderAnalysis();
    const button = await screen.findByRole("button", { name: "Select the last minute" });
    const panel = screen.getByRole("region", { name: "Range figures" });
    expect(within(panel).getByRole("group", { name: "Range avg power" })).toHaveTextContent(
      "250 W",
    );
    await user.click(button);
    expect(within(panel).getByRole("group", { name: "Range avg power" })).toHaveTextContent(
      "300 W",
    );
    expect(within(panel).getByRole("group", { name: "Range duration" })).toHaveTextContent(
      "00:01:00",
    );
    // Seconds 60 to 119 of the ride, written as exact times.
    expect(panel).toHaveTextContent("Selection 00:01:00 – 00:01:59");
  });

  it("sends a comment, shows it, and never sends an empty one", async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalysis([
      {
        method: "POST",
        path: "/api/athlete/workouts/comments/501",
        status: 201,
        body: { id: 9, date: "2026-11-22T08:00:00.000Z", user_id: 11 },
      },
    ]);
    await screen.findByText("Strong finish!");
    const send = screen.getByRole("button", { name: "Send comment" });
    await user.type(screen.getByRole("textbox", { name: "Comment" }), "   ");
    await user.click(send);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(screen.getByRole("textbox", { name: "Comment" }), "Great pacing");
    await user.click(send);
    const list = screen.getByRole("list", { name: "Comments" });
    await within(list).findByText("Great pacing");
    expect(within(list).getAllByText("Ann Runner")).toHaveLength(1);
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      expect.objectContaining({
        path: "/api/athlete/workouts/comments/501",
        body: { athlete: 11, comment: "Great pacing", event_type: "activity" },
      }),
    ]);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Comment" })).toHaveValue(""));
  });

  it("only logs a comment that fails", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderAnalysis([
      {
        method: "POST",
        path: "/api/athlete/workouts/comments/501",
        status: 400,
        body: { error: { message: "comment: Required" } },
      },
    ]);
    await screen.findByText("Strong finish!");
    await user.type(screen.getByRole("textbox", { name: "Comment" }), "Lost words");
    await user.click(screen.getByRole("button", { name: "Send comment" }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Comments" })).not.toHaveTextContent("Lost words");
  });

  it("says so when the activity is not the viewer's", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: accountInfoFixture() },
      { path: "/api/analyze/777", status: 404, body: { error: { message: "Not found" } } },
      { path: "/api/analyze/777/samples", status: 404, body: { error: { message: "Not found" } } },
    ]);
    const toasts = vi.spyOn(notifications, "show");
    renderRoutes([{ path: "/activity/:activityId", element: <AnalysisRoute /> }], "/activity/777");
    expect(await screen.findByText("Activity not found")).toBeVisible();
    // One message for one error: both calls were refused, and no toast repeats the page's words.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith("/api/analyze/777/samples"))).toHaveLength(
        1,
      ),
    );
    expect(toasts).not.toHaveBeenCalled();
  });

  it("unmatches the activity, or matches it to another workout of its day", async () => {
    const { calls } = renderAnalysis([
      { method: "POST", path: "/api/activities/501/match/", body: {} },
    ]);
    await screen.findByRole("heading", { name: "Morning ride" });
    await userEvent.click(await screen.findByRole("button", { name: "Unmatch" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/activities/501/match/")).toEqual([
        expect.objectContaining({ method: "POST", body: { workoutId: null } }),
      ]),
    );
    const picker = await screen.findByRole("combobox", { name: "Match to a planned workout" });
    await userEvent.click(picker);
    // This picker's own options (the sport select keeps its options in the page too).
    const listbox = await waitFor(
      () => document.getElementById(picker.getAttribute("aria-controls") ?? "")!,
    );
    const options = within(listbox).getAllByRole("option", { hidden: true });
    // The matched workout and the rest day are not offered.
    expect(options.map((option) => option.textContent)).toEqual(["Evening spin"]);
    await userEvent.click(options[0]!);
    await userEvent.click(screen.getByRole("button", { name: "Match" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/activities/501/match/").at(-1)).toMatchObject({
        body: { workoutId: 78 },
      }),
    );
  });
});

describe("the activity's sport", () => {
  beforeEach(signInForTest);

  const inferred = () => {
    const base = analyzeFixture();
    return analyzeFixture({ summary: { ...base.summary, sportOrigin: "inferred" } });
  };

  it("is changed from the page, and the page fetches its figures again", async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalysis(
      [{ method: "PATCH", path: "/api/activities/501/", body: {} }],
      {},
      inferred(),
    );
    const select = await screen.findByRole("combobox", { name: "Sport" });
    expect(select).toHaveValue("Cycling");
    expect(screen.getByText(/Inferred from the recording/)).toBeInTheDocument();
    const fetchedBefore = calls.filter((call) => call.path === "/api/analyze/501").length;

    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Running", hidden: true }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PATCH")).toEqual([
        expect.objectContaining({ path: "/api/activities/501/", body: { sport: 1 } }),
      ]),
    );
    // The server analysed it again: stress, zones and the match are read anew.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/api/analyze/501").length).toBeGreaterThan(
        fetchedBefore,
      ),
    );
  });

  it("says clearly when the change fails, and keeps the sport", async () => {
    const user = userEvent.setup();
    const message =
      "The activity could not be analysed as this sport: its original file could not be read again.";
    renderAnalysis([
      { method: "PATCH", path: "/api/activities/501/", status: 409, body: { error: { message } } },
    ]);
    const select = await screen.findByRole("combobox", { name: "Sport" });
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Swimming", hidden: true }));
    expect(
      await screen.findByText(`The sport could not be changed: ${message}`),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sport" })).toHaveValue("Cycling");
  });

  it("is not offered to a viewer who is neither the athlete nor a coach", async () => {
    renderAnalysis([], { id: 99, isCoach: false, isBusinessOwner: false });
    await screen.findByRole("heading", { name: "Morning ride" });
    expect(screen.queryByRole("combobox", { name: "Sport" })).not.toBeInTheDocument();
  });
});
