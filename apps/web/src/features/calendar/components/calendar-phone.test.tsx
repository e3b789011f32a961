import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID } from "../../../../test/coach-athletes.fixture";
import { screenWhere } from "../../../../test/screen-width";
import { calendarRace, calendarWorkout, rangeAnswer, travelDays } from "./calendar.fixture";
import { renderCalendarRoute } from "./calendar-route.fixture";
import { PHONE_QUERY } from "./chip-text";

const range = rangeAnswer({
  workouts: [calendarWorkout({ id: 1, date: "2026-06-10", name: "Tempo run", flag: "failure" })],
  activities: [
    {
      id: 41,
      date: "2026-06-10",
      sport: 1,
      activity_name: "Morning run",
      flag: "success",
      matched_workout_id: null,
      completed_duration_seconds: 1800,
      completed_distance: 6000,
      actual_stress: 40,
    },
  ],
  races: [calendarRace()],
  unavailability: [travelDays({ endDate: "2026-06-03" })],
  records: [
    {
      id: 9,
      key: "running_speed",
      sport: 1,
      range: 5000,
      value: 5000 / 1250,
      date: "2026-06-10",
      activityId: 41,
    },
  ],
});

const renderCalendar = (path: string) => renderCalendarRoute(path, range);

const day = (label: string) => screen.getByRole("region", { name: label });
describe("the calendar on a phone", () => {
  beforeEach(() => {
    signInForTest();
    // A phone: the calendar's phone width matches (the setup's default is a desktop).
    screenWhere((query) => query === PHONE_QUERY);
  });

  it("draws a month's events as icons, named by their labels, without the week summaries", async () => {
    await renderCalendar(`/athlete/${ATHLETE_ID}/calendar?month=2026-06`);
    const wednesday = await screen.findByRole("region", { name: "Jun 10, 2026" });
    // 3,600 s, 10 km and 60 stress: the fixture's workout, in its title rather than its text.
    const tempo = within(wednesday).getByRole("button", { name: "Tempo run, missed" });
    expect(tempo).toHaveAttribute("title", "Tempo run, missed: 1 h · 10.0 km · 60 stress");
    expect(tempo).toHaveTextContent(/^$/);
    // 1,800 s, 6,000 m and 40 stress.
    const run = within(wednesday).getByTitle(
      "Morning run, completed activity: 30 min · 6.0 km · 40 stress",
    );
    expect(run).toHaveTextContent(/^$/);
    // 5 km in 1,250 s: 20 min 50 s, 4 min 10 s per km.
    expect(
      within(wednesday).getByRole("link", { name: "Record: 5 km 00:20:50 (04:10 min/km)" }),
    ).toHaveTextContent(/^$/);
    // The race keeps its priority letter, the period its icon.
    expect(
      within(day("Jun 27, 2026")).getByRole("button", { name: "A race: City half marathon" }),
    ).toHaveTextContent(/^A$/);
    expect(
      within(day("Jun 3, 2026")).getByRole("button", { name: "Unavailable: Travel" }),
    ).toHaveTextContent(/^$/);
    expect(screen.queryByRole("region", { name: /Week \d+ summary/ })).toBeNull();
    expect(screen.queryByText("Summary")).toBeNull();
  });

  it("writes names and figures in a week, which has the room", async () => {
    await renderCalendar(`/athlete/${ATHLETE_ID}/calendar?view=week&week=2026-06-08`);
    const wednesday = await screen.findByRole("region", { name: "Jun 10, 2026" });
    expect(within(wednesday).getByRole("button", { name: "Tempo run, missed" })).toHaveTextContent(
      "Tempo run1 h · 10.0 km · 60 stress",
    );
    expect(
      within(wednesday).getByTitle("Morning run, completed activity: 30 min · 6.0 km · 40 stress"),
    ).toHaveTextContent("Morning run30 min · 6.0 km · 40 stress");
    expect(screen.getByRole("region", { name: "Week 24 summary" })).toHaveTextContent(
      "1 h · 10.0 km · 60 stress",
    );
  });
});
