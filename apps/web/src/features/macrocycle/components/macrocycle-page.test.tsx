import type { MacrocycleResponse } from "@coach/shared/macrocycle/macrocycle.schemas";
import { isoWeekday } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { ATHLETE_ID, athletesAnswer, coachInfo } from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { MacrocycleRoute } from "../../../app/routes/macrocycle-route";

// uPlot needs a canvas jsdom lacks; the chart is checked in the browser.
vi.mock("./season-chart", () => ({
  SeasonChart: ({ weeks }: { weeks: unknown[] }) => <p>Season chart of {weeks.length} weeks</p>,
}));

const season: MacrocycleResponse = {
  weeks: [
    {
      weekStart: "2026-11-23",
      phase: "Base 2",
      targetStress: 450,
      note: "Hills",
      plannedStress: 420,
      completedStress: 130.4,
    },
    {
      weekStart: "2026-11-30",
      phase: null,
      targetStress: null,
      note: "",
      plannedStress: 300,
      completedStress: 0,
    },
  ],
};

function renderSeason(info = coachInfo, athleteId = ATHLETE_ID) {
  const path = `/api/athlete/${athleteId}/macrocycle/`;
  const calls = mockFetch([
    { path: "/api/account/info/", body: info },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    {
      method: "PUT",
      path,
      body: { message: messages.macrocycleSaved, weeks: season.weeks },
    },
    { path, body: season },
  ]);
  renderRoutes(
    [
      { path: "/athlete/:athleteId/macrocycle", element: <MacrocycleRoute /> },
      { path: "/", element: <p>Home</p> },
    ],
    `/athlete/${athleteId}/macrocycle`,
  );
  return calls;
}

const phaseOf = (weekStart: string) =>
  screen.getByRole("combobox", { name: `Phase of week ${weekStart}` });
const rowOf = (weekStart: string) => phaseOf(weekStart).closest("tr") as HTMLElement;

describe("the macrocycle page", () => {
  beforeEach(signInForTest);

  it("shows half a year of weeks with their plan and loads, and moves by half years", async () => {
    const user = userEvent.setup();
    const calls = renderSeason();
    expect(await screen.findByText("Season chart of 2 weeks")).toBeInTheDocument();
    expect(phaseOf("2026-11-23")).toHaveValue("Base 2");
    expect(screen.getByLabelText("Target stress of week 2026-11-23")).toHaveValue("450");
    expect(screen.getByLabelText("Note of week 2026-11-23")).toHaveValue("Hills");
    expect(rowOf("2026-11-23")).toHaveTextContent(/420\s*130$/);
    expect(screen.getByLabelText("Target stress of week 2026-11-30")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();

    const gets = () =>
      calls
        .filter((call) => call.path.includes("/macrocycle/"))
        .map((call) => new URL(call.path, "http://x").searchParams);
    const [first] = gets();
    expect(isoWeekday(first!.get("startDate")!)).toBe(1);
    const span = (params: URLSearchParams) =>
      (Date.parse(params.get("endDate")!) - Date.parse(params.get("startDate")!)) / 86_400_000;
    expect(span(first!)).toBe(26 * 7 - 1);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(gets()).toHaveLength(2));
    const next = gets()[1]!;
    expect(
      (Date.parse(next.get("startDate")!) - Date.parse(first!.get("startDate")!)) / 86_400_000,
    ).toBe(182);
  });

  it("saves only the changed weeks, a cleared phase as null", async () => {
    const user = userEvent.setup();
    const calls = renderSeason();
    await screen.findByText("Season chart of 2 weeks");
    await user.click(phaseOf("2026-11-30"));
    const listbox = document.getElementById(
      phaseOf("2026-11-30").getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    await user.click(within(listbox).getByRole("option", { name: "Build 1", hidden: true }));
    const target = screen.getByLabelText("Target stress of week 2026-11-30");
    await user.type(target, "520");
    await user.type(screen.getByLabelText("Note of week 2026-11-30"), "Block");
    // Clearing the first week's phase removes its plan.
    await user.click(screen.getByLabelText("Clear phase of week 2026-11-23"));
    expect(screen.getByText("2 weeks changed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.macrocycleSaved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      weeks: [
        { weekStart: "2026-11-23", phase: null, targetStress: 450, note: "Hills" },
        { weekStart: "2026-11-30", phase: "Build 1", targetStress: 520, note: "Block" },
      ],
    });
  });

  it("sends a user without the coach flag to /, without asking the server", async () => {
    const calls = renderSeason(accountInfoFixture({ id: 31, isCoach: false }), 31);
    expect(await screen.findByText("Home")).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes("/macrocycle/"))).toBe(false);
  });
});
