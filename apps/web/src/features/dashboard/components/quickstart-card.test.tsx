import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { CoachDashboard } from "./coach-dashboard";
import { COACH, dashboardAnswer, emptyRankings } from "./dashboard.fixture";

const owner = accountInfoFixture({
  id: COACH,
  isCoach: true,
  isBusinessOwner: true,
  fullName: "Olivia Hart",
}).details;

type Answer = Omit<Parameters<typeof mockFetch>[0][number], "path" | "method">;

function render(quickstart: Answer, put?: Answer) {
  const calls = mockFetch([
    { path: "/api/dashboard/", body: dashboardAnswer() },
    { path: "/api/coach/rankings/", body: emptyRankings },
    { ...quickstart, path: "/api/business-owner/quickstart/" },
    ...(put ? [{ ...put, method: "PUT", path: "/api/business-owner/quickstart/" }] : []),
  ]);
  renderRoutes(
    [
      {
        path: "/dashboard",
        element: (
          <CoachDashboard
            account={owner}
            isOwner
            athletes={[]}
            panels={{ "add-athletes": { content: <p>the add athletes panel</p> } }}
            profilePath="/settings"
          />
        ),
      },
    ],
    "/dashboard",
  );
  return calls;
}

const task = (name: RegExp) => screen.getByRole("checkbox", { name });

// The whole dashboard draws in each test: slower than a single card.
describe("the owner's trial checklist", { timeout: 20_000 }, () => {
  beforeEach(signInForTest);

  it("shows checked tasks dimmed and not clickable, and ticks an open one", async () => {
    const user = userEvent.setup();
    const calls = render(
      { body: { add_activity_tracker: false, add_workout_to_calendar: true, add_athlete: false } },
      { body: { add_activity_tracker: true, add_workout_to_calendar: true, add_athlete: false } },
    );
    expect(
      await screen.findByRole("heading", { name: dashboardMessages.quickstartTitle }),
    ).toBeInTheDocument();
    const done = await screen.findByRole("checkbox", { name: /Add a workout to a calendar/ });
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(done.closest("li")).toHaveClass(/dimmed/);
    expect(screen.getByRole("progressbar", { name: "1 of 3 done" })).toBeInTheDocument();
    // The To-do card waits until the checklist is done.
    expect(screen.queryByRole("heading", { name: "To-do" })).toBeNull();

    await user.click(task(/Add your activities/));
    expect(task(/Add your activities/)).toBeChecked();
    await waitFor(() => expect(task(/Add your activities/)).toBeDisabled());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      add_activity_tracker: true,
    });
  });

  it("opens card B's Add athletes from the athlete task", async () => {
    const user = userEvent.setup();
    render({
      body: { add_activity_tracker: false, add_workout_to_calendar: false, add_athlete: false },
    });
    const list = await screen.findByRole("list", { name: "Trial tasks" });
    await user.click(within(list).getByRole("button", { name: "Add athletes" }));
    expect(await screen.findByRole("heading", { name: "Add athletes" })).toBeInTheDocument();
    expect(screen.getByText("the add athletes panel")).toBeInTheDocument();
  });

  it("unticks a task the server refused and says so", async () => {
    const user = userEvent.setup();
    render(
      { body: { add_activity_tracker: false, add_workout_to_calendar: false, add_athlete: false } },
      { status: 502, body: "" },
    );
    await user.click(await screen.findByRole("checkbox", { name: /Add an athlete/ }));
    expect(await screen.findByText(dashboardMessages.quickstartUpdateFailed)).toBeInTheDocument();
    expect(task(/Add an athlete/)).not.toBeChecked();
  });

  it("says when the checklist cannot be fetched", async () => {
    render({ status: 502, body: "" });
    expect(await screen.findByText(dashboardMessages.quickstartFetchFailed)).toBeInTheDocument();
  });

  it("gives way to the To-do card once every task is done", async () => {
    render({
      body: { add_activity_tracker: true, add_workout_to_calendar: true, add_athlete: true },
    });
    expect(await screen.findByRole("heading", { name: "To-do" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: dashboardMessages.quickstartTitle })).toBeNull();
  });
});
