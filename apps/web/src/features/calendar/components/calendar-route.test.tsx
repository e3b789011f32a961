import { messages } from "@coach/shared/validation/messages";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, coachInfo } from "../../../../test/coach-athletes.fixture";
import type { mockFetch } from "../../../../test/render";
import { calendarRace, calendarWorkout, rangeAnswer, travelDays } from "./calendar.fixture";
import { renderCalendarRoute } from "./calendar-route.fixture";

/** Mantine hides detached dropdowns, and jsdom lays nothing out: every dropdown counts as detached. */
const hidden = { hidden: true } as const;
const RANGE = `/api/athlete/${ATHLETE_ID}/calendar/workouts/`;
const PATH = `/athlete/${ATHLETE_ID}/calendar?month=2026-06`;

const tempo = calendarWorkout({ id: 1, date: "2026-06-10", name: "Tempo run", flag: "failure" });
const ride = calendarWorkout({
  id: 2,
  date: "2026-06-20",
  name: "Sweet spot ride",
  type: 2,
  method: 3,
  totalDuration: 5400,
  totalDistance: 45_000,
  totalStress: 95,
});

const renderCalendar = (extra: Parameters<typeof mockFetch>[0] = [], range = rangeAnswer()) =>
  renderCalendarRoute(PATH, range, extra);

const day = (label: string) => screen.getByRole("region", { name: label });

/**
 * jsdom lays nothing out; dnd-kit measures. Each day of June 2026 gets a 100 px square in one
 * row, by its date, and everything inside a day shares its square.
 */
function layOutDays() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const label = this.closest("section[aria-label]")?.getAttribute("aria-label") ?? "";
    const match = label.match(/^Jun (\d+), 2026$/);
    // The drag overlay lies outside the days: it starts where the dragged workout is.
    const left = (match ? Number(match[1]) : 10) * 100;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 100,
      bottom: 100,
      width: 100,
      height: 100,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

/** jsdom has no PointerEvent; dnd-kit's pointer sensor reads isPrimary and button from one. */
class PointerEventStub extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerId = init.pointerId ?? 1;
  }
}
if (!("PointerEvent" in window)) {
  Object.defineProperty(window, "PointerEvent", { value: PointerEventStub, writable: true });
}

describe("the athlete calendar", () => {
  beforeEach(signInForTest);

  it("shows the range's events on their days, coloured by flag, with weekly summaries", async () => {
    const calls = await renderCalendar(
      [],
      rangeAnswer({
        workouts: [tempo, ride],
        races: [calendarRace()],
        unavailability: [travelDays()],
      }),
    );
    expect(await screen.findByText("Calendar of Anna Berg")).toBeInTheDocument();
    const missed = await within(
      await screen.findByRole("region", { name: "Jun 10, 2026" }),
    ).findByRole("button", {
      name: "Tempo run, missed",
    });
    expect(missed).toHaveAttribute("data-flag", "failure");
    expect(missed).toHaveTextContent("1 h · 10.0 km · 60 stress");
    const planned = within(day("Jun 20, 2026")).getByRole("button", {
      name: "Sweet spot ride, planned",
    });
    expect(planned).toHaveAttribute("data-flag", "scheduled");
    expect(planned).toHaveTextContent("1 h 30 min · 45.0 km · 95 stress");
    expect(
      within(day("Jun 27, 2026")).getByRole("button", { name: "A race: City half marathon" }),
    ).toHaveTextContent("21.1 km");
    expect(within(day("Jun 4, 2026")).getByText("Travel")).toBeInTheDocument();

    const week = screen.getByRole("region", { name: "Week 25 summary" });
    expect(week).toHaveTextContent("1 h 30 min · 45.0 km · 95 stress");
    expect(week).toHaveTextContent("No activities yet");
    // One call for the visible weeks (Monday 1 June to Sunday 5 July), as the grid draws them.
    expect(calls.find((call) => call.path.startsWith(RANGE))?.path).toBe(
      `${RANGE}?startDate=2026-06-01&endDate=2026-07-05&athlete=${ATHLETE_ID}&view=grid`,
    );
  });

  it("writes days, dialogs and figures in the viewer's date format and units", async () => {
    const user = userEvent.setup();
    const viewer = accountInfoFixture({
      ...coachInfo.details,
      dateFormat: "DD.MM.YYYY",
      displayUnits: "Imperial",
    });
    await renderCalendar(
      [{ path: "/api/account/info/", body: viewer }],
      rangeAnswer({
        workouts: [ride],
        unavailability: [travelDays()],
      }),
    );
    // 5,400 s = 1 h 30 min; 45,000 m / 1,609.344 m per mile = 27.96 mi.
    const saturday = await screen.findByRole("region", { name: "20.06.2026" });
    expect(
      within(saturday).getByRole("button", { name: "Sweet spot ride, planned" }),
    ).toHaveTextContent("1 h 30 min · 28.0 mi · 95 stress");
    expect(screen.getByRole("heading", { name: "June 2026" })).toBeInTheDocument();

    await user.click(
      within(day("03.06.2026")).getByRole("button", { name: "Unavailable: Travel" }),
    );
    expect(
      await screen.findByText("Unavailable 03.06.2026 – 04.06.2026", {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Add to 10.06.2026" }));
    await user.click(await screen.findByRole("menuitem", { name: "Race", ...hidden }));
    const race = await screen.findByRole("dialog", { name: "Race on 10.06.2026" });
    expect(within(race).getByRole("textbox", { name: "Distance (mi)" })).toBeInTheDocument();
    await user.click(within(race).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Add to 10.06.2026" }));
    await user.click(await screen.findByRole("menuitem", { name: "Unavailable days", ...hidden }));
    const unavailable = await screen.findByRole("dialog", { name: "Unavailable days" });
    expect(within(unavailable).getByRole("textbox", { name: "From" })).toHaveValue("10.06.2026");
    expect(within(unavailable).getByRole("textbox", { name: "To" })).toHaveValue("10.06.2026");
  });

  it("sets completed activities against the plan in the week summary and on their days", async () => {
    await renderCalendar(
      [],
      rangeAnswer({
        workouts: [ride, calendarWorkout({ id: 3, date: "2026-06-18", name: "Easy run" })],
        activities: [
          {
            id: 41,
            date: "2026-06-20",
            sport: 2,
            activity_name: "Sweet spot ride",
            flag: "between",
            matched_workout_id: 2,
            completed_duration_seconds: 4860,
            completed_distance: 40_230,
            actual_stress: 87.6,
          },
          {
            id: 42,
            date: "2026-06-21",
            sport: 3,
            activity_name: "Lake swim",
            flag: "unplanned",
            matched_workout_id: null,
            completed_duration_seconds: 1500,
            completed_distance: 1250,
            actual_stress: null,
          },
        ],
      }),
    );
    const week = screen.getByRole("region", { name: "Week 25 summary" });
    // Per sport: the planned line, then what was done of it.
    expect(week).toHaveTextContent("1 h · 10.0 km · 60 stress");
    expect(week).toHaveTextContent(
      "1 h 30 min · 45.0 km · 95 stressDone 1 h 21 min · 40.2 km · 88 stress",
    );
    expect(week).toHaveTextContent("Not plannedDone 25 min · 1250 m");
    expect(week).toHaveTextContent("Planned 2 h 30 min · 155 stress");
    expect(week).toHaveTextContent("Done 1 h 46 min · 88 stress");
    expect(week).toHaveTextContent("2 completed");
    expect(week).not.toHaveTextContent("No activities yet");
    // The week before has neither.
    expect(screen.getByRole("region", { name: "Week 24 summary" })).toHaveTextContent(
      "Nothing plannedNo activities yet",
    );
    expect(
      within(day("Jun 20, 2026")).getByTitle(/Sweet spot ride, partly completed activity/),
    ).toHaveTextContent("1 h 21 min · 40.2 km · 88 stress");
    expect(within(day("Jun 21, 2026")).getByTitle(/Lake swim/)).toHaveTextContent(
      "25 min · 1250 m",
    );
  });

  it("shows the records set on a day, linked to the activity that set them", async () => {
    await renderCalendar(
      [],
      rangeAnswer({
        records: [
          {
            id: 7,
            key: "cycling_power",
            sport: 2,
            range: 1200,
            value: 281.4,
            date: "2026-06-20",
            activityId: 41,
          },
          {
            id: 8,
            key: "running_speed",
            sport: 1,
            range: 5000,
            value: 5000 / 1250,
            date: "2026-06-21",
            activityId: null,
          },
        ],
      }),
    );
    const saturday = await screen.findByRole("region", { name: "Jun 20, 2026" });
    const power = await within(saturday).findByRole("link", {
      name: "Record: 20 min 281 W",
    });
    expect(power).toHaveAttribute("href", "/activity/41");
    expect(
      within(day("Jun 21, 2026")).getByTitle("Record: 5 km 00:20:50 (04:10 min/km)"),
    ).toBeInTheDocument();
  });

  it("moves a dragged workout with the move API, and puts it back when the server refuses", async () => {
    const calls = await renderCalendar(
      [
        {
          method: "POST",
          path: `${RANGE}1/move/`,
          status: 400,
          body: {
            code: "validation_error",
            error: { message: messages.workoutOnRestDay },
            fields: { date: [messages.workoutOnRestDay] },
          },
        },
      ],
      rangeAnswer({ workouts: [tempo] }),
    );
    const chip = await within(
      await screen.findByRole("region", { name: "Jun 10, 2026" }),
    ).findByRole("button", { name: "Tempo run, missed" });
    layOutDays();

    // dnd-kit measures and updates between frames, as a real drag gives it time to.
    const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    fireEvent.pointerDown(chip, { clientX: 1050, clientY: 50, button: 0, isPrimary: true });
    await frame();
    fireEvent.pointerMove(document, { clientX: 1100, clientY: 50 });
    await frame();
    fireEvent.pointerMove(document, { clientX: 1250, clientY: 50 });
    await frame();
    fireEvent.pointerUp(document, { clientX: 1250, clientY: 50 });

    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST")).toEqual([
        expect.objectContaining({ path: `${RANGE}1/move/`, body: { date: "2026-06-12" } }),
      ]),
    );
    expect(await screen.findByText(messages.workoutOnRestDay)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(day("Jun 10, 2026")).getByRole("button", { name: "Tempo run, missed" }),
      ).toBeInTheDocument(),
    );
    expect(within(day("Jun 12, 2026")).queryByRole("button", { name: /Tempo run/ })).toBeNull();
  });

  it("mounts a race's menu on its first click and deletes the race from it", async () => {
    const user = userEvent.setup();
    const race = calendarRace();
    const calls = await renderCalendar(
      [{ method: "DELETE", path: `/api/athlete/${ATHLETE_ID}/calendar/races/5/`, body: null }],
      rangeAnswer({ races: [race] }),
    );
    const chip = await screen.findByRole("button", { name: "A race: City half marathon" });
    // Nothing of its menu exists before it is used: the bare trigger says it opens a menu, but
    // has none of the ids Mantine's menu gives its target.
    expect(chip).toHaveAttribute("aria-haspopup", "menu");
    expect(chip).not.toHaveAttribute("id");
    await user.click(chip);
    const item = await screen.findByRole("menuitem", { name: "Delete race", ...hidden });
    const opened = screen.getByRole("button", { name: "A race: City half marathon" });
    expect(opened).toHaveAttribute("aria-expanded", "true");
    expect(opened).toHaveAttribute("aria-controls", item.closest("[role=menu]")!.id);
    await user.click(item);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
        `/api/athlete/${ATHLETE_ID}/calendar/races/5/`,
      ]),
    );
  });

  it("refuses a rest day on a busy day with the server's message", async () => {
    const user = userEvent.setup();
    const calls = await renderCalendar(
      [
        {
          method: "POST",
          path: RANGE,
          status: 400,
          body: {
            code: "validation_error",
            error: { message: messages.restDayNotEmpty },
            fields: { date: [messages.restDayNotEmpty] },
          },
        },
      ],
      rangeAnswer({ workouts: [tempo] }),
    );
    await user.click(await screen.findByRole("button", { name: "Add to Jun 10, 2026" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rest day", ...hidden }));
    expect(await screen.findByText("Cannot add a rest day there.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      type: 60,
      date: "2026-06-10",
    });
  });
});
