import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { calendarDrawn, rangeAnswer } from "./calendar.fixture";

/** Mantine hides detached dropdowns, and jsdom lays nothing out: every dropdown counts as detached. */
const hidden = { hidden: true } as const;
const athleteInfo = accountInfoFixture({ id: ATHLETE_ID, fullName: "Anna Berg" });
const calendarPath = `/api/athlete/${ATHLETE_ID}/calendar/workouts/`;
const unavailabilityPath = `/api/athlete/${ATHLETE_ID}/calendar/unavailability/`;

const illness = {
  id: 9,
  athleteId: ATHLETE_ID,
  startDate: "2026-06-10",
  endDate: "2026-06-10",
  kind: "illness" as const,
  reason: "Illness",
  note: "Fever",
  version: 1,
};

async function renderOwnCalendar(range = rangeAnswer()) {
  const calls = mockFetch([
    { method: "POST", path: unavailabilityPath, status: 201, body: illness },
    { path: "/api/account/info/", body: athleteInfo },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: calendarPath, body: range },
  ]);
  renderRoutes([{ path: "/calendar", element: <CalendarRoute /> }], "/calendar?month=2026-06");
  await calendarDrawn();
  return calls;
}

describe("reporting an injury or illness on the calendar", () => {
  beforeEach(signInForTest);

  it("lets the athlete mark a day of their own calendar, with a note", async () => {
    const user = userEvent.setup();
    const calls = await renderOwnCalendar();
    await user.click(await screen.findByRole("button", { name: "Add to Jun 10, 2026" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Injury or illness…", ...hidden }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Injury or illness on Jun 10, 2026" });
    await user.click(within(dialog).getByRole("radio", { name: "Illness" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Note" }), "Fever");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({
          path: unavailabilityPath,
          body: {
            startDate: "2026-06-10",
            endDate: "2026-06-10",
            kind: "illness",
            reason: "Illness",
            note: "Fever",
          },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Cancel without saving", async () => {
    const user = userEvent.setup();
    const calls = await renderOwnCalendar();
    await user.click(await screen.findByRole("button", { name: "Add to Jun 12, 2026" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Injury or illness…", ...hidden }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Injury or illness on Jun 12, 2026" });
    expect(within(dialog).getByRole("radio", { name: "Injury" })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows an injury or illness on its days, labelled by its kind", async () => {
    await renderOwnCalendar(
      rangeAnswer({
        unavailability: [
          { ...illness, id: 10, kind: "injury", reason: "Injury", note: "Calf" },
          { ...illness, startDate: "2026-06-15", endDate: "2026-06-15", reason: "Flu" },
        ],
      }),
    );
    const injury = within(await screen.findByRole("region", { name: "Jun 10, 2026" })).getByRole(
      "button",
      { name: "Injury" },
    );
    expect(injury).toHaveAttribute("data-kind", "injury");
    expect(injury).toHaveAttribute("title", "Injury: Calf");
    expect(
      within(screen.getByRole("region", { name: "Jun 15, 2026" })).getByRole("button", {
        name: "Illness: Flu",
      }),
    ).toHaveTextContent("Illness: Flu");
  });

  it("is not offered to a coach on their athlete's calendar", async () => {
    const user = userEvent.setup();
    mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      { path: "/api/coach/athletes/", body: athletesAnswer },
      { path: "/api/athlete/zones/", body: zonesAnswer },
      { path: calendarPath, body: rangeAnswer() },
    ]);
    renderRoutes(
      [{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }],
      `/athlete/${ATHLETE_ID}/calendar?month=2026-06`,
    );
    await user.click(await screen.findByRole("button", { name: "Add to Jun 10, 2026" }));
    expect(
      await screen.findByRole("menuitem", { name: "Unavailable days", ...hidden }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Injury or illness…", ...hidden })).toBeNull();
  });
});
