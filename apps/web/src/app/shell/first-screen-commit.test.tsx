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

/**
 * Every render of the athlete's calendar in the app's chrome, from the first screen until the
 * month is drawn, with React's phase of it. "nested-update" is a render of state set while React
 * committed (in a layout effect or a ref): React draws it at once, in the task of the commit,
 * and first runs all of that commit's effects. On the phone calendar that made one task of
 * 110-170 ms unthrottled (docs/decisions/139-first-screen-in-one-commit.md).
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
  // Each render, in order: which part rendered ("app" holds "calendar") and in what phase.
  const renders: string[] = [];
  const onRender: ProfilerOnRenderCallback = (id, phase) => renders.push(`${id} ${phase}`);
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
    const mounted = renders.indexOf("calendar mount");
    expect(mounted).toBeGreaterThanOrEqual(0);
    // The commit that drew the calendar's first screen, then the render after it. Mantine's
    // SegmentedControl, NativeSelect, closed Modal, Tooltip, Menu and Affix each set state in
    // that commit, which made the render after it a nested one.
    const [commit, next] = renders.slice(mounted).filter((render) => render.startsWith("app "));
    expect(commit).toBe("app update");
    expect(next).toBe("app update");
  });
});
