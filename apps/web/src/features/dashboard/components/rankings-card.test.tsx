import { dashboardMessages } from "@coach/shared/dashboard/dashboard-messages";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../../test/render";
import { rankingEntry } from "./dashboard.fixture";
import { RankingsCard } from "./rankings-card";

const anna = rankingEntry(
  21,
  "Anna Berg",
  { completed: 8, almost: 1, failed: 1, unplanned: 2 },
  80,
);
const ben = rankingEntry(
  22,
  "Ben Okafor",
  { completed: 2, almost: 0, failed: 2, unplanned: 0 },
  50,
);

const chart = (name: string) => screen.getByRole("figure", { name });

describe("the rankings", () => {
  it("draws each athlete's year as one stacked bar, on one scale per chart", () => {
    renderRoutes(
      [{ path: "/", element: <RankingsCard mostGreen={[anna, ben]} mostRed={[ben, anna]} /> }],
      "/",
    );
    const green = within(chart("Athletes ranking - Most Green")).getAllByRole("listitem");
    expect(green.map((row) => row.getAttribute("aria-label"))).toEqual([
      "Anna Berg: 8 completed, 1 partly done, 1 missed, 2 unplanned; 80% of planned workouts completed",
      "Ben Okafor: 2 completed, 0 partly done, 2 missed, 0 unplanned; 50% of planned workouts completed",
    ]);
    // Anna's 12 items fill the bar; Ben's 2 completed are 2 of those 12.
    const segments = (row: HTMLElement) =>
      [...row.querySelectorAll<HTMLElement>("[title]")].map((segment) => [
        segment.title,
        segment.style.width,
      ]);
    expect(segments(green[0]!)).toEqual([
      ["8 completed", "66.66666666666666%"],
      ["1 partly done", "8.333333333333332%"],
      ["1 missed", "8.333333333333332%"],
      ["2 unplanned", "16.666666666666664%"],
    ]);
    expect(segments(green[1]!)).toEqual([
      ["2 completed", "16.666666666666664%"],
      ["2 missed", "16.666666666666664%"],
    ]);
    expect(
      within(chart("Athletes ranking - Most Red")).getAllByRole("listitem")[0],
    ).toHaveAccessibleName(/^Ben Okafor/);
  });

  it("shows the placeholder when nobody has completed workouts", () => {
    renderRoutes([{ path: "/", element: <RankingsCard mostGreen={[]} mostRed={[]} /> }], "/");
    expect(
      within(chart("Athletes ranking - Most Green")).getByText(
        dashboardMessages.noCompletedWorkouts,
      ),
    ).toBeInTheDocument();
    expect(
      within(chart("Athletes ranking - Most Red")).getByText(dashboardMessages.noCompletedWorkouts),
    ).toBeInTheDocument();
  });
});
