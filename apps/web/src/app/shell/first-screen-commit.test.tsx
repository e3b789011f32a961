import { screen, waitFor } from "@testing-library/react";
import { Profiler, type ProfilerOnRenderCallback } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../test/account-info.fixture";
import { ATHLETE_ID, zonesAnswer } from "../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../test/render";
import { screenWhere } from "../../../test/screen-width";
import { rangeAnswer } from "../../features/calendar/components/calendar.fixture";
import { registerRouteTable } from "../route-availability";
import { CalendarRoute } from "../routes/calendar-route";
import { XS_MAX_PX } from "../theme";
import { AppLayout } from "./app-layout";

const athleteInfo = accountInfoFixture({ id: ATHLETE_ID, fullName: "Anna Berg", hasCoach: true });

/** One render as React's Profiler reports it, and the task it ran in. */
type Render = { id: string; phase: string; task: number };

/**
 * Every render of the athlete's calendar in the app's chrome, from the first screen until the
 * month is drawn. State set while React commits (in a layout effect or a ref) is drawn at once,
 * in the task of the commit, after all of that commit's effects: on the phone calendar that made
 * one task of 110-170 ms unthrottled (docs/decisions/139-first-screen-in-one-commit.md).
 *
 * React's own "nested-update" phase cannot tell that apart: it names any render of updates left
 * over when a commit ends, and a fetch's answer that arrives while a busy machine's render
 * yields is one. So each render records its task: renders in one synchronous run share a number,
 * and a microtask, which can only run once that run is over, closes it.
 */
async function rendersOfTheFirstScreen() {
  mockFetch([
    { path: "/api/account/info/", body: athleteInfo },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: `/api/athlete/${ATHLETE_ID}/calendar/workouts/`, body: rangeAnswer() },
    {
      path: "/api/quickstart/",
      body: {
        add_activity_tracker: true,
        add_activity_tracker_dismissed: false,
        select_an_activity_tracker_dismissed: false,
      },
    },
    {
      path: "/api/notifications/",
      body: {
        notifications: [],
        page: 1,
        count: 0,
        next: null,
        unread_count: 0,
        unread_by_category: {},
      },
    },
  ]);
  // Each render, in order: which part rendered ("app" holds "calendar"), its phase and its task.
  const renders: Render[] = [];
  let task = 0;
  let isTaskOpen = false;
  const onRender: ProfilerOnRenderCallback = (id, phase) => {
    if (!isTaskOpen) {
      task += 1;
      isTaskOpen = true;
      queueMicrotask(() => {
        isTaskOpen = false;
      });
    }
    renders.push({ id, phase, task });
  };
  const routes = [
    {
      element: (
        <Profiler id="app" onRender={onRender}>
          <AppLayout />
        </Profiler>
      ),
      children: [
        {
          path: "/calendar",
          element: (
            <Profiler id="calendar" onRender={onRender}>
              <CalendarRoute />
            </Profiler>
          ),
        },
        // Two of the athlete's pages, for the phone's page picker.
        { path: "/athlete/:athleteId/calendar", element: <p>Calendar</p> },
        { path: "/athlete/:athleteId/zones", element: <p>Zones</p> },
      ],
    },
  ];
  registerRouteTable(routes);
  renderRoutes(routes, "/calendar?month=2026-06");
  await waitFor(
    () => {
      expect(document.querySelector("[data-calendar-grid]")).not.toBeNull();
      expect(document.querySelector("[data-calendar-grid][aria-busy='true']")).toBeNull();
    },
    { timeout: 5000 },
  );
  return renders;
}

describe("the athlete's calendar on a phone, with the app's chrome", () => {
  beforeEach(() => {
    signInForTest();
    screenWhere(
      (query) => query === `(max-width: ${XS_MAX_PX}px)` || query === "(max-width: 48em)",
    );
  });

  it("sets no state while React commits it", async () => {
    const renders = await rendersOfTheFirstScreen();
    // The phone's first screen, with each control that used to set state as it was committed.
    expect(screen.getByRole("combobox", { name: "Athlete page" })).toHaveValue("calendar");
    expect(screen.getByRole("radio", { name: "Month" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Subscribe in a calendar app" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Feedback" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Account" })).toBeVisible();
    const mounted = renders.findIndex(({ id, phase }) => id === "calendar" && phase === "mount");
    expect(mounted).toBeGreaterThanOrEqual(0);
    // The commit that drew the calendar's first screen, then the render after it. Mantine's
    // SegmentedControl, NativeSelect, closed Modal, Tooltip, Menu and Affix each set state in
    // that commit, which drew the next render in the commit's own task.
    const [commit, next] = renders.slice(mounted).filter(({ id }) => id === "app");
    expect(next).toBeDefined();
    expect(next?.task).toBeGreaterThan(commit?.task ?? Number.POSITIVE_INFINITY);
  });
});
