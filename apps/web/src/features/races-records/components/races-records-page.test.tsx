import type { RacesRecordsResponse } from "@coach/shared/insights/insights.schemas";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { RacesRecordsRoute, RacesRedirect } from "../../../app/routes/races-records-route";

const ME = 11;

const empty: RacesRecordsResponse = {
  today: "2026-03-11",
  upcoming: [],
  past: [],
  distanceBests: [],
  durationBests: [],
  records: [],
};

const full: RacesRecordsResponse = {
  ...empty,
  upcoming: [
    {
      id: 1,
      date: "2026-03-14",
      name: "Tune-up 10k",
      distanceM: 10_000,
      priority: "B",
      notes: "",
      daysToGo: 3,
    },
    {
      id: 2,
      date: "2026-04-26",
      name: "Marathon",
      distanceM: 42_195,
      priority: "A",
      notes: "",
      daysToGo: 46,
    },
  ],
  past: [
    {
      id: 3,
      date: "2026-03-06",
      name: "Park run",
      distanceM: 5000,
      priority: "C",
      notes: "",
      result: { activityId: 901, name: "Race", sport: 1, durationSec: 1260, distanceM: 5020 },
    },
    {
      id: 4,
      date: "2026-02-01",
      name: "Cross",
      distanceM: null,
      priority: "B",
      notes: "",
      result: null,
    },
  ],
  distanceBests: [
    {
      sport: 1,
      distanceM: 1000,
      timeSec: 230,
      speedMps: 1000 / 230,
      date: "2026-02-20",
      activityId: 902,
    },
    {
      sport: 1,
      distanceM: 5000,
      timeSec: 1300,
      speedMps: 5000 / 1300,
      date: "2026-03-06",
      activityId: 901,
    },
  ],
  durationBests: [
    { sport: 2, durationSec: 60, powerW: 320.4, date: "2026-03-01", activityId: 903 },
    { sport: 2, durationSec: 1200, powerW: 265, date: "2026-02-11", activityId: 904 },
  ],
  records: [
    {
      id: 8,
      key: "running_speed",
      sport: 1,
      range: 5000,
      value: 5000 / 1300,
      date: "2026-03-06",
      activityId: 901,
    },
    {
      id: 9,
      key: "cycling_power",
      sport: 2,
      range: 1200,
      value: 265,
      date: "2026-02-11",
      activityId: null,
    },
  ],
};

function renderPage(
  answer: RacesRecordsResponse,
  units: "Metric" | "Imperial",
  path = "races-records",
  dateFormat: "MMM D, YYYY" | "DD.MM.YYYY" = "MMM D, YYYY",
) {
  const account = accountInfoFixture({ id: ME, displayUnits: units, dateFormat });
  mockFetch([
    { path: "/api/account/info/", body: account },
    { path: `/api/athlete/${ME}/races-records/`, body: answer },
  ]);
  return renderRoutes(
    [
      { path: "/athlete/:athleteId/races-records", element: <RacesRecordsRoute /> },
      { path: "/athlete/:athleteId/races", element: <RacesRedirect /> },
    ],
    `/athlete/${ME}/${path}`,
  );
}

describe("the races & records page", () => {
  beforeEach(signInForTest);

  it("lists races by priority with days to go and results, and best efforts in metric", async () => {
    renderPage(full, "Metric");
    const upcoming = within(await screen.findByRole("list", { name: "Upcoming races" }));
    const items = upcoming.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Tune-up 10k");
    expect(items[0]).toHaveTextContent("3 days to go");
    expect(within(items[0]!).getByLabelText("Priority B")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("46 days to go");
    expect(within(items[1]!).getByLabelText("Priority A")).toBeInTheDocument();

    const past = within(screen.getByRole("table", { name: "Past races" }));
    expect(past.getByRole("link", { name: "00:21:00" })).toHaveAttribute("href", "/activity/901");
    expect(past.getByText("5.02 km")).toBeInTheDocument();
    expect(past.getByText("No activity that day")).toBeInTheDocument();

    const running = within(screen.getByRole("table", { name: "Running best efforts by distance" }));
    const fiveK = running.getByText("5 km").closest("tr")!;
    // 1300 s for 5 km is 4:20 per km.
    expect(fiveK).toHaveTextContent("00:21:40");
    expect(fiveK).toHaveTextContent("04:20 min/km");
    const power = within(screen.getByRole("table", { name: "Cycling best power by duration" }));
    expect(power.getByText("1 min").closest("tr")).toHaveTextContent("320 W");
    expect(power.getByText("20 min").closest("tr")).toHaveTextContent("265 W");

    const records = within(screen.getByRole("table", { name: "Accepted records" }));
    expect(records.getByText("5 km").closest("tr")).toHaveTextContent("00:21:40 (04:20 min/km)");
    expect(records.getByText("20 min").closest("tr")).toHaveTextContent("265 W");
    expect(screen.getByRole("link", { name: "Add a race on the calendar" })).toHaveAttribute(
      "href",
      `/athlete/${ME}/calendar`,
    );
  });

  it("shows distances and paces in Imperial units", async () => {
    renderPage(full, "Imperial");
    const running = within(
      await screen.findByRole("table", { name: "Running best efforts by distance" }),
    );
    // 5000 m reads 3.11 mi; 1300 s over 3.107 mi is 6:58 per mile.
    const fiveK = running.getByText("3.11 mi").closest("tr")!;
    expect(fiveK).toHaveTextContent("06:58 min/mi");
    expect(
      within(screen.getByRole("table", { name: "Past races" })).getByText("3.12 mi"),
    ).toBeInTheDocument();
  });

  it("writes every date in the viewer's format", async () => {
    renderPage(full, "Imperial", "races-records", "DD.MM.YYYY");
    const upcoming = within(await screen.findByRole("list", { name: "Upcoming races" }));
    // 10 000 m is 6.21 mi.
    expect(upcoming.getAllByRole("listitem")[0]).toHaveTextContent("14.03.2026 · 6.21 mi");
    const past = within(screen.getByRole("table", { name: "Past races" }));
    expect(past.getByText("06.03.2026").closest("tr")).toHaveTextContent("Park run");
    const power = within(screen.getByRole("table", { name: "Cycling best power by duration" }));
    expect(power.getByRole("link", { name: "01.03.2026" })).toHaveAttribute(
      "href",
      "/activity/903",
    );
    const records = within(screen.getByRole("table", { name: "Accepted records" }));
    // A record without its activity shows its date unlinked.
    expect(records.getByText("11.02.2026").closest("a")).toBeNull();
  });

  it("has empty states and is reachable at /races too", async () => {
    const { router } = renderPage(empty, "Metric", "races");
    expect(await screen.findByText("No upcoming races.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/athlete/${ME}/races-records`);
    expect(screen.getByText("No past races.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "No best efforts yet: upload activities with distance or power from the calendar.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/No accepted records yet/)).toBeInTheDocument();
  });
});
