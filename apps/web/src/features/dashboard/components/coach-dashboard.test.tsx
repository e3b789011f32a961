import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { addDays } from "@coach/shared/units/iso-week";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { screenWhere } from "../../../../test/screen-width";
import { dayName } from "../lib/dashboard-window";
import { CoachDashboard } from "./coach-dashboard";
import { ANNA, COACH, dashboardAnswer, emptyRankings, today } from "./dashboard.fixture";

const account = accountInfoFixture({
  id: COACH,
  isCoach: true,
  fullName: "Olivia Hart",
  jobTitle: "Head coach",
}).details;

const analysisOfAnnasRun = {
  activity: {
    id: 201,
    athleteId: ANNA,
    date: addDays(today, -2),
    name: "Morning run",
    sport: 1,
    durationSec: 1800,
    distanceM: 5240,
    deviation: -33.3,
    flag: "between",
    avgHeartRateBpm: 149,
  },
  comments: [
    // Two comments of Anna's five minutes apart read as one; the coach's answer stays apart.
    {
      id: 1,
      date: "2026-03-02T08:00:00Z",
      content: "Cut it short.",
      user_id: ANNA,
      user_name: "Anna Berg",
    },
    {
      id: 2,
      date: "2026-03-02T08:05:00Z",
      content: "Calf felt tight.",
      user_id: ANNA,
      user_name: "Anna Berg",
    },
    {
      id: 3,
      date: "2026-03-02T09:00:00Z",
      content: "Rest it today.",
      user_id: COACH,
      user_name: "Olivia Hart",
    },
  ],
  workout: null,
};

type Route = Parameters<typeof mockFetch>[0][number];

function render(options: { dashboard?: unknown; extra?: Route[] } = {}) {
  const calls = mockFetch([
    ...(options.extra ?? []),
    { path: "/api/dashboard/", body: options.dashboard ?? dashboardAnswer() },
    { path: "/api/coach/rankings/", body: emptyRankings },
    { path: "/api/analyze/201", body: analysisOfAnnasRun },
    {
      method: "POST",
      path: "/api/athlete/workouts/comments/201",
      status: 201,
      body: { id: 9, date: "2026-03-02T10:00:00Z", user_id: COACH },
    },
    { path: "/api/account/info/", body: accountInfoFixture(account) },
  ]);
  const view = renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <CoachDashboard
            account={account}
            isOwner={false}
            athletes={[]}
            panels={{ "add-athletes": { content: <p>the add athletes panel</p> } }}
            profilePath="/settings"
          />
        ),
      },
      { path: "/elsewhere", element: <p>another page</p> },
      { path: "/athlete/:athleteId/calendar", element: <p>the calendar</p> },
      { path: "/activity/:activityId", element: <p>the activity page</p> },
    ],
    "/dashboard",
  );
  return { calls, router: view.router };
}

const box = (name: string) => screen.getByRole("region", { name });

// The whole dashboard draws in each test: slower than a single card.
describe("the coach dashboard", { timeout: 20_000 }, () => {
  beforeEach(signInForTest);

  it("asks for today minus 5 to plus 5 days and files card C's entries by box and day", async () => {
    const { calls } = render();
    await screen.findByRole("heading", { name: "Workouts & comments" });
    expect(calls[0]!.path).toBe(
      `/api/dashboard/?startDate=${addDays(today, -5)}&endDate=${addDays(today, 5)}`,
    );
    const missed = box("Plan deviations / missed");
    expect(within(missed).getByText("Yesterday")).toBeInTheDocument();
    expect(
      within(missed).getByRole("button", {
        name: "Anna Berg, Threshold 4 x 6 min, Yesterday, Missed",
      }),
    ).toBeInTheDocument();
    expect(
      within(missed).getByRole("button", { name: /Anna Berg, Easy run 45 min, .*, Partly done/ }),
    ).toBeInTheDocument();
    const done = box("Completed / Unplanned");
    expect(
      within(done).getByRole("button", { name: "Ben Okafor, Evening spin, Today, Unplanned" }),
    ).toBeInTheDocument();
    expect(
      within(done).getByRole("button", {
        name: /Ben Okafor, Endurance ride 90 min, .*, Done as planned/,
      }),
    ).toBeInTheDocument();
    const scheduled = box("Scheduled");
    expect(within(scheduled).getByText("Tomorrow")).toBeInTheDocument();
    expect(
      within(scheduled)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([
      "Anna Berg, Long run, Tomorrow, Planned",
      "Ben Okafor, Recovery spin, Tomorrow, Planned",
    ]);
  });

  it("shows the product's empty texts", async () => {
    render({ dashboard: dashboardAnswer({ workouts: [], activities: [], recentComments: [] }) });
    await screen.findByRole("heading", { name: "Workouts & comments" });
    expect(
      within(box("Plan deviations / missed")).getByText(dashboardMessages.noDeviations),
    ).toBeInTheDocument();
    expect(within(box("Scheduled")).getByText(dashboardMessages.noScheduled)).toBeInTheDocument();
    expect(await screen.findByText(dashboardMessages.noTodos)).toBeInTheDocument();
    expect(await screen.findAllByText(dashboardMessages.noCompletedWorkouts)).toHaveLength(2);
  });

  it("lists new comments latest first, each previewed in 30 characters", async () => {
    render();
    const list = await screen.findByRole("list", { name: "New comments" });
    const items = within(list).getAllByRole("button");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "Comments on Easy run 45 min of Anna Berg",
      "Comments on Ride of Ben Okafor",
    ]);
    expect(within(items[0]!).getByText("Had to cut it short, my calf f…")).toBeInTheDocument();
  });

  it("opens an entry in card D: planned against done, then the comments, and answers", async () => {
    const user = userEvent.setup();
    const { calls, router } = render();
    await user.click(
      await screen.findByRole("button", { name: /Anna Berg, Easy run 45 min, .*, Partly done/ }),
    );
    const table = await screen.findByRole("table", { name: "Planned and done" });
    expect(within(table).getByRole("row", { name: /Duration/ })).toHaveTextContent("00:45:00");
    expect(within(table).getByRole("row", { name: /Duration/ })).toHaveTextContent("00:30:00");
    expect(screen.getByText("-33.3 % from the plan")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Comments" }));
    const comments = await screen.findByRole("list", { name: "Comments" });
    const entries = within(comments).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent("Cut it short.");
    expect(entries[0]).toHaveTextContent("Calf felt tight.");
    expect(entries[1]).toHaveTextContent("Rest it today.");

    const send = screen.getByRole("button", { name: "Send comment" });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Comment"), "  Easy 30 tomorrow  ");
    await user.click(send);
    await waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        athlete: ANNA,
        comment: "Easy 30 tomorrow",
        event_type: "activity",
      }),
    );
    await user.click(screen.getByRole("link", { name: "View Details" }));
    expect(router.state.location.pathname).toBe("/activity/201");
  });

  it("writes card D's day and the comments' times in the coach's date format", async () => {
    const user = userEvent.setup();
    const dotted = accountInfoFixture({ ...account, dateFormat: "DD.MM.YYYY" });
    render({ extra: [{ path: "/api/account/info/", body: dotted }] });
    await user.click(
      await screen.findByRole("button", { name: /Anna Berg, Easy run 45 min, .*, Partly done/ }),
    );
    // The run two days ago: "2026-11-25" reads "25.11.2026".
    const ran = addDays(today, -2);
    const day = ran.split("-").reverse().join(".");
    expect(await screen.findByText(`${dayName(ran, today)} · ${day}`)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Comments" }));
    const comments = await screen.findByRole("list", { name: "Comments" });
    // The coach's answer at 09:00 UTC, in the browser's zone: "02.03.2026 09:00" in UTC.
    const answered = new Date("2026-03-02T09:00:00Z");
    const two = (value: number) => String(value).padStart(2, "0");
    const local = `${two(answered.getDate())}.${two(answered.getMonth() + 1)}.${answered.getFullYear()} ${two(answered.getHours())}:${two(answered.getMinutes())}`;
    expect(within(comments).getAllByRole("listitem")[1]).toHaveTextContent(local);
  });

  it("says so in card D when the activity and its comments cannot be loaded", async () => {
    const user = userEvent.setup();
    const { router } = render({
      extra: [{ path: "/api/analyze/201", status: 404, body: { detail: "Not found." } }],
    });
    await user.click(
      await screen.findByRole("button", { name: /Anna Berg, Easy run 45 min, .*, Partly done/ }),
    );
    expect(await screen.findByText(dashboardMessages.activityLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Open calendar" }));
    expect(router.state.location.pathname).toBe(`/athlete/${ANNA}/calendar`);
  });

  it("fetches again on entry only once the answer is older than 5 minutes", async () => {
    const { calls, router } = render();
    await screen.findByRole("heading", { name: "Workouts & comments" });
    const dashboardCalls = () => calls.filter((call) => call.path.startsWith("/api/dashboard/"));
    expect(dashboardCalls()).toHaveLength(1);
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start + 4 * 60_000);
    await act(() => router.navigate("/elsewhere"));
    await act(() => router.navigate("/dashboard"));
    await screen.findByRole("heading", { name: "Workouts & comments" });
    expect(dashboardCalls()).toHaveLength(1);
    now.mockReturnValue(start + 5 * 60_000 + 1000);
    await act(() => router.navigate("/elsewhere"));
    await act(() => router.navigate("/dashboard"));
    await waitFor(() => expect(dashboardCalls()).toHaveLength(2));
  });
});

describe("the coach dashboard under 500 px", { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTest();
    screenWhere((query) => query.includes("max-width: 499px"));
  });

  it("opens card B as a popup that Escape closes", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole("heading", { name: "Workouts & comments" });
    expect(screen.queryByText("the add athletes panel")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add athletes" }));
    const popup = await screen.findByRole("dialog", { name: "Add athletes" });
    expect(within(popup).getByText("the add athletes panel")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add athletes" })).toBeNull());
  });

  it("opens card D as a popup that Close closes", async () => {
    const user = userEvent.setup();
    render();
    expect(screen.queryByRole("list", { name: "New comments" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "New comments (2)" }));
    const popup = await screen.findByRole("dialog", { name: "New comments" });
    await user.click(within(popup).getByRole("button", { name: "Comments on Ride of Ben Okafor" }));
    const detail = await screen.findByRole("dialog", { name: "Activity" });
    expect(within(detail).getByText("Ben Okafor · Endurance ride 90 min")).toBeInTheDocument();
    await user.click(within(detail).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
