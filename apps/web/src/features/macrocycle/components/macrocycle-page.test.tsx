import type { MacrocycleResponse } from "@coach/shared/macrocycle/macrocycle.schemas";
import { isoWeekday, startOfIsoWeek } from "@coach/shared/units/iso-week";
import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import {
  ATHLETE_ID,
  athletesAnswer,
  COACH_ID,
  coachInfo,
} from "../../../../test/coach-athletes.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { MacrocycleRoute } from "../../../app/routes/macrocycle-route";
import { localToday } from "../../../lib/formats";

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
      version: 2,
    },
    {
      weekStart: "2026-11-30",
      phase: null,
      targetStress: null,
      note: "",
      plannedStress: 300,
      completedStress: 0,
      // No plan yet.
      version: 0,
    },
  ],
};

const saved = { status: 200, body: { message: messages.macrocycleSaved, weeks: season.weeks } };

function answerWith(
  save: { status: number; body: unknown },
  athleteId = ATHLETE_ID,
  info = coachInfo,
  read: MacrocycleResponse = season,
) {
  const path = `/api/athlete/${athleteId}/macrocycle/`;
  return mockFetch([
    { path: "/api/account/info/", body: info },
    { path: "/api/coach/athletes/", body: athletesAnswer },
    { method: "PUT", path, ...save },
    { path, body: read },
  ]);
}

function renderSeason(
  info = coachInfo,
  athleteId = ATHLETE_ID,
  save: { status: number; body: unknown } = saved,
) {
  const calls = answerWith(save, athleteId, info);
  renderRoutes(
    [
      { path: "/athlete/:athleteId/macrocycle", element: <MacrocycleRoute /> },
      { path: "/", element: <p>Home</p> },
    ],
    `/athlete/${athleteId}/macrocycle`,
  );
  return calls;
}

/** A week's fields are named by its Monday in the viewer's format ("Nov 23, 2026" by default). */
const phaseOf = (monday: string) =>
  screen.getByRole("combobox", { name: `Phase of week ${monday}` });
const rowOf = (monday: string) => phaseOf(monday).closest("tr") as HTMLElement;

describe("the macrocycle page", () => {
  beforeEach(signInForTest);

  it("shows half a year of weeks with their plan and loads, and moves by half years", async () => {
    const user = userEvent.setup();
    const calls = renderSeason();
    expect(await screen.findByText("Season chart of 2 weeks")).toBeInTheDocument();
    expect(phaseOf("Nov 23, 2026")).toHaveValue("Base 2");
    expect(screen.getByLabelText("Target stress of week Nov 23, 2026")).toHaveValue("450");
    expect(screen.getByLabelText("Note of week Nov 23, 2026")).toHaveValue("Hills");
    expect(rowOf("Nov 23, 2026")).toHaveTextContent(/420\s*130$/);
    expect(screen.getByLabelText("Target stress of week Nov 30, 2026")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();

    const gets = () =>
      calls
        .filter((call) => call.path.includes("/macrocycle/"))
        .map((call) => new URL(call.path, "http://x").searchParams);
    const [first] = gets();
    expect(isoWeekday(first!.get("startDate")!)).toBe(1);
    // The season around today: it starts 8 weeks before this week's Monday.
    const thisWeek = Date.parse(startOfIsoWeek(localToday()));
    expect((thisWeek - Date.parse(first!.get("startDate")!)) / 86_400_000).toBe(8 * 7);
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
    await user.click(phaseOf("Nov 30, 2026"));
    const listbox = document.getElementById(
      phaseOf("Nov 30, 2026").getAttribute("aria-controls") ?? "",
    ) as HTMLElement;
    await user.click(within(listbox).getByRole("option", { name: "Build 1", hidden: true }));
    const target = screen.getByLabelText("Target stress of week Nov 30, 2026");
    await user.type(target, "520");
    await user.type(screen.getByLabelText("Note of week Nov 30, 2026"), "Block");
    // Clearing the first week's phase removes its plan.
    await user.click(screen.getByLabelText("Clear phase of week Nov 23, 2026"));
    expect(screen.getByText("2 weeks changed")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.macrocycleSaved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      weeks: [
        // Each with the version the page loaded.
        { weekStart: "2026-11-23", phase: null, targetStress: 450, note: "Hills", version: 2 },
        { weekStart: "2026-11-30", phase: "Build 1", targetStress: 520, note: "Block", version: 0 },
      ],
    });
  });

  it("writes the weeks in the viewer's date format", async () => {
    const info = accountInfoFixture({ id: COACH_ID, isCoach: true, dateFormat: "DD.MM.YYYY" });
    renderSeason(info);
    await screen.findByText("Season chart of 2 weeks");
    // 2026-11-23 is the Monday of ISO week 48.
    expect(rowOf("23.11.2026")).toHaveTextContent("W48 · 23.11.2026");
    expect(screen.getByLabelText("Target stress of week 23.11.2026")).toHaveValue("450");
    expect(screen.getByLabelText("Note of week 30.11.2026")).toBeDisabled();
    expect(
      screen.getByText(/^Weekly stress from \d{2}\.\d{2}\.\d{4} to \d{2}\.\d{2}\.\d{4}:/),
    ).toBeVisible();
  });

  it("sends a user without the coach flag to /, without asking the server", async () => {
    const calls = renderSeason(accountInfoFixture({ id: 31, isCoach: false }), 31);
    expect(await screen.findByText("Home")).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes("/macrocycle/"))).toBe(false);
  });

  describe("when someone saved the season meanwhile", () => {
    /** The season as the athlete's other coach saved it: week 2026-11-23 now Base 3, version 3. */
    const theirs: MacrocycleResponse = {
      weeks: [{ ...season.weeks[0]!, phase: "Base 3", targetStress: 480, version: 3 }],
    };
    const conflict = {
      status: 409,
      body: {
        code: "conflict",
        detail: "This was changed by Ben Coach meanwhile",
        changedBy: { id: 12, name: "Ben Coach" },
        current: theirs,
      },
    };

    async function saveStaleTarget(user: ReturnType<typeof userEvent.setup>) {
      const calls = renderSeason(coachInfo, ATHLETE_ID, conflict);
      await screen.findByText("Season chart of 2 weeks");
      const target = screen.getByLabelText("Target stress of week Nov 23, 2026");
      await user.clear(target);
      await user.type(target, "500");
      await user.click(screen.getByRole("button", { name: "Save" }));
      const banner = await screen.findByRole("alert");
      return { calls, banner };
    }

    it("says who, and Reload drops the edit and reads the season again", async () => {
      const user = userEvent.setup();
      const { banner } = await saveStaleTarget(user);
      expect(banner).toHaveTextContent("This was changed by Ben Coach meanwhile");
      const calls = answerWith(saved, ATHLETE_ID, coachInfo, {
        weeks: [theirs.weeks[0]!, season.weeks[1]!],
      });
      await user.click(within(banner).getByRole("button", { name: "Reload" }));
      await waitFor(() =>
        expect(screen.getByLabelText("Target stress of week Nov 23, 2026")).toHaveValue("480"),
      );
      expect(phaseOf("Nov 23, 2026")).toHaveValue("Base 3");
      expect(screen.getByText("No changes")).toBeInTheDocument();
      expect(calls.some((call) => call.method === "GET")).toBe(true);
    });

    it("Overwrite saves the edit with the versions of the season as saved meanwhile", async () => {
      const user = userEvent.setup();
      const { banner } = await saveStaleTarget(user);
      const calls = answerWith(saved);
      await user.click(within(banner).getByRole("button", { name: "Overwrite" }));
      await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        weeks: [
          {
            weekStart: "2026-11-23",
            phase: "Base 2",
            targetStress: 500,
            note: "Hills",
            version: 3,
          },
        ],
      });
    });
  });
});
