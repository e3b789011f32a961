import type { LibraryItem, LibraryWorkout } from "@coach/shared/library/library.schemas";
import { REST_DAY_BODY } from "@coach/shared/workouts/workout-defaults";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PlanModifyRoute } from "../../../app/routes/plans-route";
import { coachInfo, signInForTest } from "./plans.fixture";

const hidden = { hidden: true } as const;

const item = (fields: Pick<LibraryItem, "id" | "name" | "type">): LibraryItem => ({
  subtype: null,
  method: null,
  totalDuration: 1800,
  totalDistance: 0,
  totalStress: 30,
  ownerId: 11,
  ownerName: "Ann Coach",
  isSTDefault: false,
  updated: "2025-03-01T10:00:00.000Z",
  ...fields,
});

const plank: LibraryWorkout = {
  ...REST_DAY_BODY,
  name: "Core circuit",
  type: 4,
  instructions: "Plank 3 x 60 s",
  id: 42,
  totalDuration: 1800,
  totalDistance: 0,
  totalStress: 30,
  creator: 11,
  creatorName: "Ann Coach",
  created: "2025-03-01T10:00:00.000Z",
  updated: "2025-03-01T10:00:00.000Z",
  isSTDefault: false,
  library: true,
  version: 1,
};

describe("the plan builder's library", () => {
  beforeEach(signInForTest);

  it("adds a copy of a library workout to the chosen day, and saves where it came from", async () => {
    const calls = mockFetch([
      { path: "/api/account/info/", body: coachInfo },
      {
        path: "/api/coach/library/",
        body: {
          items: [
            item({ id: 42, name: "Core circuit", type: 4 }),
            item({ id: 43, name: "Rest marker", type: 60 }),
          ],
        },
      },
      { path: "/api/coach/library/42/", body: plank },
      {
        method: "POST",
        path: "/api/plan-library/",
        body: { message: "Plan saved successfully", plan: { id: 9, assigned: {} } },
      },
    ]);
    renderRoutes(
      [
        { path: "/admin-center/plan-modify", element: <PlanModifyRoute /> },
        { path: "/library/plan-library", element: <p>library</p> },
      ],
      "/admin-center/plan-modify?mode=newEmpty",
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add to Week 1 Wednesday" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add from library", ...hidden }));

    const picker = await screen.findByRole("dialog", {
      name: "Add from library to Week 1 Wednesday",
    });
    const list = await within(picker).findByRole("list", { name: "Library workouts" });
    // Rest days are calendar items: the picker never offers them.
    expect(within(list).queryByRole("listitem", { name: "Rest marker" })).toBeNull();
    await user.click(within(list).getByRole("listitem", { name: "Core circuit" }));

    const wednesday = screen.getByRole("group", { name: "Week 1 Wednesday" });
    expect(await within(wednesday).findByText("Core circuit")).toBeInTheDocument();
    expect(screen.getByLabelText("Plan summary")).toHaveTextContent(
      "1 week · 1 workout · 1 training day",
    );

    await user.type(screen.getByRole("textbox", { name: "Plan name" }), "Strength block");
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const body = calls.find((call) => call.method === "POST")!.body as {
      structure: { workouts: Record<string, unknown>[] }[][];
    };
    expect(body.structure[0]![2]!.workouts).toEqual([
      expect.objectContaining({
        name: "Core circuit",
        type: 4,
        instructions: "Plank 3 x 60 s",
        id: 42,
        ownerId: 11,
        ownerName: "Ann Coach",
        isSTDefault: false,
      }),
    ]);
  });
});
