import { blankStep } from "@coach/shared/workouts/workout-defaults";
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
import { holdAnswers, mockFetch, renderRoutes } from "../../../../test/render";
import { CalendarRoute } from "../../../app/routes/calendar-route";
import { calendarDrawn, calendarWorkout, rangeAnswer } from "./calendar.fixture";

const RANGE = `/api/athlete/${ATHLETE_ID}/calendar/workouts/`;
const rangeCall = (start: string, end: string) =>
  `${RANGE}?startDate=${start}&endDate=${end}&athlete=${ATHLETE_ID}&view=grid`;
/** June 2026's grid: Monday 1 June to Sunday 5 July. */
const JUNE = rangeCall("2026-06-01", "2026-07-05");
/** May's: 1 May is a Friday, so from Monday 27 April; 31 May is a Sunday. */
const MAY = rangeCall("2026-04-27", "2026-05-31");
/** July's: 1 July is a Wednesday, so from Monday 29 June; 31 July a Friday, so to 2 August. */
const JULY = rangeCall("2026-06-29", "2026-08-02");

const tempo = calendarWorkout({
  id: 1,
  date: "2026-06-10",
  name: "Tempo run",
  steps: [
    blankStep({ uuid: "warm", action: "Warm up", unit: "zone", lowerZone: 2, duration: 600 }),
    blankStep({ uuid: "work", action: "Work", unit: "zone", lowerZone: 4, duration: 1200 }),
  ],
  instructions: "Hold the tempo on the flat.",
});

/**
 * The calendar with the visible range's answer held back until `release` is called, so that a
 * test sees what is asked before the first paint and what after.
 */
function renderHeldCalendar() {
  const calls = mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { path: "/api/athlete/zones/", body: zonesAnswer },
    { path: `${RANGE}1/`, body: tempo },
    { path: RANGE, body: rangeAnswer({ workouts: [tempo] }) },
  ]);
  const release = holdAnswers("startDate=2026-06-01");
  renderRoutes(
    [{ path: "/athlete/:athleteId/calendar", element: <CalendarRoute /> }],
    `/athlete/${ATHLETE_ID}/calendar?month=2026-06`,
  );
  const ranges = () =>
    calls.filter((call) => call.path.startsWith(`${RANGE}?`)).map((call) => call.path);
  return { calls, ranges, release };
}

describe("loading the calendar", () => {
  beforeEach(signInForTest);

  it("asks for the visible month alone, then for both neighbours once it is drawn", async () => {
    const { ranges, release } = renderHeldCalendar();
    await waitFor(() => expect(ranges()).toEqual([JUNE]));
    // While June's answer is on its way, nothing else is asked for.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ranges()).toEqual([JUNE]);

    release();
    await calendarDrawn();
    expect(screen.getByRole("button", { name: "Tempo run, planned" })).toBeInTheDocument();
    await waitFor(() => expect(ranges()).toHaveLength(3));
    expect(ranges()[0]).toBe(JUNE);
    expect(ranges().slice(1).sort()).toEqual([JULY, MAY].sort());
  });

  it("lays the month's days out, hidden, before the answer arrives, and shows them with it", async () => {
    const { release } = renderHeldCalendar();
    // The title is drawn at once; the grid takes its place but is held until it has the answer.
    await screen.findByRole("heading", { name: "June 2026" });
    const day = await screen.findByRole("region", { name: "Jun 10, 2026" });
    expect(screen.getByRole("region", { name: "Jul 5, 2026" })).toBeInTheDocument();
    const grid = day.closest("[data-calendar-grid]")!;
    expect(grid).toHaveAttribute("data-held");
    expect(grid).toHaveAttribute("aria-busy", "true");
    expect(within(day).queryByRole("button", { name: /Tempo run/ })).toBeNull();
    // The toolbar says the month is on its way, until it has arrived.
    expect(screen.getByLabelText("Updating calendar")).toBeInTheDocument();
    release();
    await calendarDrawn();
    expect(grid).not.toHaveAttribute("data-held");
    await waitFor(() => expect(screen.queryByLabelText("Updating calendar")).toBeNull());
    expect(within(day).getByRole("button", { name: "Tempo run, planned" })).toBeInTheDocument();
    // The very same day element: the grid was not replaced.
    expect(screen.getByRole("region", { name: "Jun 10, 2026" })).toBe(day);
  });

  it("opens a workout with its steps, fetched when it is opened", async () => {
    const user = userEvent.setup();
    const { calls, release } = renderHeldCalendar();
    release();
    await calendarDrawn();
    await user.click(screen.getByRole("button", { name: "Tempo run, planned" }));
    const dialog = await screen.findByRole("dialog", { name: "Tempo run" });
    // The builder loads on demand, then the workout: both take jsdom a while on a busy machine.
    const name = await within(dialog).findByRole("textbox", { name: "Name" }, { timeout: 5000 });
    expect(name).toHaveValue("Tempo run");
    expect(within(dialog).getByDisplayValue("Hold the tempo on the flat.")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${RANGE}1/`)).toHaveLength(1);
  });
});
