import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  coachInfo,
  zonesAnswer,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { calendarDrawn, calendarWorkout, rangeAnswer } from "./calendar.fixture";

const RANGE = `/api/athlete/${ATHLETE_ID}/calendar/workouts/`;
const WORKOUT = `${RANGE}2/`;
const ride = calendarWorkout({
  id: 2,
  date: "2026-06-20",
  name: "Sweet spot ride",
  type: 2,
  method: 3,
  version: 1,
});
/** The ride as the athlete saved it meanwhile. */
const theirs = { ...ride, name: "Long sweet spot ride", version: 2 };
const conflict = {
  code: "conflict",
  detail: "This was changed by Anna Berg meanwhile",
  changedBy: { id: ATHLETE_ID, name: "Anna Berg" },
  current: theirs,
};

function answerSaveWith(save: { status?: number; body: unknown }) {
  return mockFetch([
    { method: "PUT", path: WORKOUT, ...save },
    // The grid's answer holds no steps: the builder fetches the workout it opens.
    { path: WORKOUT, body: ride },
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: RANGE, body: rangeAnswer({ workouts: [ride] }) },
  ]);
}

type Put = { name: string; version: number };
const puts = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => call.method === "PUT").map((call) => call.body as Put);

/** Opens the ride, renames it and saves; the save is refused as stale. */
async function saveStaleRename(user: ReturnType<typeof userEvent.setup>) {
  const calls = answerSaveWith({ status: 409, body: conflict });
  renderRoutes(
    [{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }],
    `/athlete/${ATHLETE_ID}/calendar?month=2026-06`,
  );
  await calendarDrawn();
  await user.click(await screen.findByRole("button", { name: "Sweet spot ride, planned" }));
  const dialog = await screen.findByRole("dialog", { name: "Sweet spot ride" });
  const name = await within(dialog).findByRole("textbox", { name: "Name" });
  await user.clear(name);
  await user.type(name, "Hill ride");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  const banner = await within(dialog).findByRole("alert");
  return { calls, dialog, name, banner };
}

describe("a calendar workout save refused because someone saved meanwhile", () => {
  beforeEach(signInForTest);

  it("says who changed it, and Reload shows their workout instead of the edit", async () => {
    const user = userEvent.setup();
    const { calls, dialog, name, banner } = await saveStaleRename(user);
    expect(puts(calls)).toEqual([expect.objectContaining({ name: "Hill ride", version: 1 })]);
    expect(banner).toHaveTextContent("This was changed by Anna Berg meanwhile");
    await user.click(within(banner).getByRole("button", { name: "Reload" }));
    expect(name).toHaveValue("Long sweet spot ride");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

    // Saving now builds on their version, 2.
    const next = answerSaveWith({ body: { ...theirs, name: "Long hill ride", version: 3 } });
    await user.clear(name);
    await user.type(name, "Long hill ride");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts(next)).toHaveLength(1));
    expect(puts(next)[0]).toMatchObject({ name: "Long hill ride", version: 2 });
  });

  it("Overwrite saves the edit over their version", async () => {
    const user = userEvent.setup();
    const { banner } = await saveStaleRename(user);
    const next = answerSaveWith({ body: { ...theirs, name: "Hill ride", version: 3 } });
    await user.click(within(banner).getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(puts(next)).toHaveLength(1));
    expect(puts(next)[0]).toMatchObject({ name: "Hill ride", version: 2 });
    expect(await screen.findByText('Saved "Hill ride"')).toBeInTheDocument();
  });
});
