import type { Plan } from "@coach/shared/plans/plan.schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dayjs from "dayjs";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PlanLibraryRoute } from "../../../app/routes/plans-route";
import { localToday } from "../../../lib/formats";
import { assignment, athletes, coachInfo, planFixture, signInForTest } from "./plans.fixture";

type Routes = Parameters<typeof mockFetch>[0];

/** The list and one plan share a path (`?id=N` tells them apart), which mockFetch cannot. */
function renderLibrary(plan: Plan, extra: Routes = [], info = coachInfo) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: info },
    { path: "/api/coach/athletes/", body: athletes },
    ...extra,
  ]);
  const answer = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/plan-library/" && (init?.method ?? "GET") === "GET") {
      calls.push({ method: "GET", path: url.pathname + url.search, body: undefined, headers: {} });
      const body = url.searchParams.has("id") ? plan : { plans: [plan] };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    }
    return answer(input, init);
  }) as typeof fetch;
  const view = renderRoutes(
    [
      { path: "/library/plan-library", element: <PlanLibraryRoute /> },
      { path: "/library/workouts", element: <p>workouts</p> },
      { path: "/athlete/:id/calendar", element: <p>calendar</p> },
    ],
    "/library/plan-library",
  );
  return { calls, ...view };
}

async function openPlan(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Base block" }));
  return screen.findByRole("button", { name: "Assign to..." });
}

const applied = (ids: number[]) => ({
  message: "Plan successfully applied",
  assignments: ids.map((id) => ({
    s: "2026-01-05",
    e: "2026-01-11",
    athleteId: id,
    athleteName: "x",
    assignmentId: id + 100,
    status: "pending",
    key: `${id}_${id + 100}`,
    planId: 5,
    workoutsCount: 1,
  })),
});

describe("the plan library", () => {
  beforeEach(signInForTest);

  it("lists cards, searches, and shows the overview", async () => {
    const user = userEvent.setup();
    renderLibrary(planFixture());
    const card = await screen.findByRole("button", { name: "Base block" });
    expect(card).toHaveTextContent("1 week · 1 workout");
    await user.type(screen.getByRole("textbox", { name: "Search plans" }), "zzz");
    expect(await screen.findByText("No plans")).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Search plans" }));
    await openPlan(user);
    expect(screen.getByText("Three easy weeks")).toBeInTheDocument();
    expect(screen.getByText("Duration: 1 week")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View assigned athletes" })).toBeDisabled();
  });

  it("assigns to one athlete and opens the calendar at the start month", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderLibrary(planFixture(), [
      { method: "POST", path: "/api/plan-library/apply/", body: applied([21]) },
    ]);
    await user.click(await openPlan(user));
    await user.click(await screen.findByRole("button", { name: "Continue" }));
    // Continue does nothing without an athlete.
    expect(screen.getByText("Step 1: choose the athletes")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Search athletes" }), "ANN");
    expect(screen.queryByLabelText("Ben Okafor")).toBeNull();
    await user.click(screen.getByLabelText("Anna Berg"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // The day shows in the coach's format ("MMM D, YYYY"); the server gets it as "YYYY-MM-DD".
    expect(screen.getByLabelText("Start date for Anna Berg")).toHaveValue(
      dayjs(localToday()).format("MMM D, YYYY"),
    );
    expect(screen.getByText(/can still be moved afterwards/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/athlete/21/calendar"));
    expect(router.state.location.search).toBe("?month=2026-01");
    const body = calls.find((call) => call.path === "/api/plan-library/apply/")!.body;
    expect(body).toEqual({
      planId: 5,
      athletes: [21],
      startDates: { "21": localToday() },
      endDates: {},
    });
  });

  it("assigns to two athletes with end dates typed in the coach's format, and says so", async () => {
    const user = userEvent.setup();
    const { calls } = renderLibrary(
      planFixture(),
      [{ method: "POST", path: "/api/plan-library/apply/", body: applied([21, 22]) }],
      accountInfoFixture({ ...coachInfo.details, dateFormat: "DD.MM.YYYY" }),
    );
    await user.click(await openPlan(user));
    await user.click(await screen.findByLabelText("Anna Berg"));
    await user.click(screen.getByLabelText("Ben Okafor"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("switch", { name: /End on a date/ }));
    const ben = screen.getByLabelText("End date for Ben Okafor");
    await user.clear(ben);
    await user.type(ben, "01.03.2026");
    await user.tab();
    expect(ben).toHaveValue("01.03.2026");
    await user.click(screen.getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Plan successfully applied")).toBeInTheDocument();
    const body = calls.find((call) => call.path === "/api/plan-library/apply/")!.body;
    expect(body).toEqual({
      planId: 5,
      athletes: [21, 22],
      startDates: {},
      endDates: { "21": localToday(), "22": "2026-03-01" },
    });
  });

  it("shows the server's answer when assigning fails", async () => {
    const user = userEvent.setup();
    renderLibrary(planFixture(), [
      {
        method: "POST",
        path: "/api/plan-library/apply/",
        status: 400,
        body: { error: "A plan's workouts cannot be moved before today." },
      },
    ]);
    await user.click(await openPlan(user));
    await user.click(await screen.findByLabelText("Anna Berg"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Assign" }));
    expect(
      await screen.findByText("A plan's workouts cannot be moved before today."),
    ).toBeInTheDocument();
  });

  it("marks, undoes and saves the removal of an assigned athlete", async () => {
    const user = userEvent.setup();
    const plan = planFixture({
      assigned: {
        ...assignment("21_7", { athleteId: 21, athleteName: "Anna Berg", s: "2099-01-05" }),
        ...assignment("22_8", { athleteId: 22, athleteName: "Ben Okafor", s: "2099-02-02" }),
        ...assignment("23_9", {
          athleteId: 23,
          athleteName: "Carla Diaz",
          s: "2000-01-03",
          status: "complete",
        }),
      },
    });
    const { calls } = renderLibrary(plan, [
      {
        method: "POST",
        path: "/api/plan-library/remove-plan-workouts/",
        body: {
          message: "Plan workouts removed",
          removed: 3,
          kept: 1,
          created: 0,
          assignments: [],
        },
      },
    ]);
    await openPlan(user);
    await user.click(screen.getByRole("button", { name: "View assigned athletes" }));
    const table = await screen.findByRole("table", { name: "Assigned athletes" });
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(within(table).getByText("Complete")).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Remove Carla Diaz" })).toBeNull();

    await user.click(within(table).getByRole("button", { name: "Remove Anna Berg" }));
    expect(within(table).getByText("Removed")).toBeInTheDocument();
    expect(within(table).getByText("Anna Berg")).toHaveStyle({ textDecoration: "line-through" });
    expect(save).toBeEnabled();
    await user.click(within(table).getByRole("button", { name: "Undo Anna Berg" }));
    expect(save).toBeDisabled();

    await user.click(within(table).getByRole("button", { name: "Remove Ben Okafor" }));
    await user.click(save);
    expect(
      await screen.findByText(/incomplete workouts of this plan will be removed/),
    ).toHaveTextContent("Completed workouts stay.");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Plan workouts removed")).toBeInTheDocument();
    const body = calls.find(
      (call) => call.path === "/api/plan-library/remove-plan-workouts/",
    )!.body;
    expect(body).toEqual({ planId: 5, entries: [{ assignmentId: 8 }] });
  });

  it("deletes a plan after the confirmation", async () => {
    const user = userEvent.setup();
    const { calls } = renderLibrary(planFixture(), [
      {
        method: "DELETE",
        path: "/api/plan-library/",
        body: { message: "Plan deleted successfully." },
      },
    ]);
    await openPlan(user);
    await user.click(screen.getByRole("button", { name: "Delete this plan" }));
    expect(await screen.findByText("Do you really want to delete this plan?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Plan deleted successfully.")).toBeInTheDocument();
    const call = calls.find((one) => one.method === "DELETE")!;
    expect(call.body).toEqual({ planId: 5 });
  });

  it("updates all pending assignments after the confirmation, and shifts one", async () => {
    const user = userEvent.setup();
    const plan = planFixture({
      assigned: {
        ...assignment("21_7", { athleteId: 21, athleteName: "Anna Berg", s: "2099-01-05" }),
        ...assignment("22_8", { athleteId: 22, athleteName: "Ben Okafor", s: "2099-02-02" }),
      },
    });
    const { calls } = renderLibrary(plan, [
      {
        method: "POST",
        path: "/api/plan-library/shift-assignment/",
        body: { message: "Plan assignment moved", assignment: {} },
      },
    ]);
    await openPlan(user);
    await user.click(screen.getByRole("button", { name: "View assigned athletes" }));
    const shift = await screen.findByRole("textbox", { name: "Shift days for Anna Berg" });
    await user.clear(shift);
    await user.type(shift, "3");
    await user.click(screen.getAllByRole("button", { name: "Shift by 3 days" })[0]!);
    expect(await screen.findByText("Plan assignment moved")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/plan-library/shift-assignment/")!.body).toEqual(
      { assignmentId: 7, days: 3 },
    );
  });
});
