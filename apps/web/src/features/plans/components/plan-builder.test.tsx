import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PlanModifyRoute } from "../../../app/routes/plans-route";
import { coachInfo, planFixture, signInForTest } from "./plans.fixture";

const hidden = { hidden: true } as const;

function renderBuilder(
  extra: Parameters<typeof mockFetch>[0] = [],
  url = "/admin-center/plan-modify?mode=edit&id=5",
) {
  const plan = planFixture();
  const calls = mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/plan-library/", body: plan },
    {
      method: "PUT",
      path: "/api/plan-library/",
      body: { message: "Plan saved successfully", plan },
    },
    ...extra,
  ]);
  const view = renderRoutes(
    [
      { path: "/admin-center/plan-modify", element: <PlanModifyRoute /> },
      { path: "/library/plan-library", element: <p>library</p> },
    ],
    url,
  );
  return { calls, ...view };
}

async function dayMenu(user: ReturnType<typeof userEvent.setup>, label: string, item: string) {
  const target = await screen.findByRole("button", { name: label });
  await user.click(target);
  // A menu that just closed may still be in the document: look only in this target's dropdown.
  const dropdown = await waitFor(() => {
    const found = document.getElementById(target.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error(`no dropdown for ${label}`);
    return found;
  });
  await user.click(within(dropdown).getByRole("menuitem", { name: item, ...hidden }));
}

describe("the plan builder", () => {
  beforeEach(signInForTest);

  it("refuses a rest day on a day with a workout, with the exact message", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText("Easy run");
    await dayMenu(user, "Add to Week 1 Monday", "Rest day");
    expect(await screen.findByRole("alert")).toHaveTextContent("Cannot add a rest day there.");
    expect(
      within(screen.getByRole("group", { name: "Week 1 Monday" })).queryByText("Rest day"),
    ).toBeNull();
  });

  it("refuses to paste a workout onto a rest day", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText("Easy run");
    await dayMenu(user, "Add to Week 1 Tuesday", "Rest day");
    expect(
      within(screen.getByRole("group", { name: "Week 1 Tuesday" })).getByText("Rest day"),
    ).toBeInTheDocument();
    await dayMenu(user, "Menu of Easy run", "Copy");
    await dayMenu(user, "Menu of Week 1 Tuesday", "Paste");
    expect(
      await screen.findByText("Cannot add a workout there a rest day is declared"),
    ).toBeInTheDocument();
    await dayMenu(user, "Menu of Week 1 Wednesday", "Paste");
    expect(
      within(screen.getByRole("group", { name: "Week 1 Wednesday" })).getByText("Easy run"),
    ).toBeInTheDocument();
  });

  it("refuses a blank name, then saves the weeks with PUT", async () => {
    const user = userEvent.setup();
    const { calls, router } = renderBuilder();
    await screen.findByText("Easy run");
    const name = screen.getByRole("textbox", { name: "Plan name" });
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Plan name cannot be blank.");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);

    await user.type(name, "Spring base");
    await dayMenu(user, "Add to Week 1 Tuesday", "Rest day");
    await user.click(screen.getByRole("button", { name: "Add week" }));
    expect(screen.getByRole("group", { name: "Week 2" })).toBeInTheDocument();
    expect(screen.getByLabelText("Plan summary")).toHaveTextContent("2 weeks · 1 workout");
    await user.click(screen.getByRole("button", { name: "Save plan" }));

    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const body = calls.find((call) => call.method === "PUT")!.body as {
      id: number;
      title: string;
      structure: { isRestDay: boolean; workouts: { name: string }[] }[][];
    };
    expect(body.id).toBe(5);
    expect(body.title).toBe("Spring base");
    expect(body.structure).toHaveLength(2);
    expect(body.structure[0]![0]!.workouts[0]!.name).toBe("Easy run");
    expect(body.structure[0]![1]!.isRestDay).toBe(true);
    expect(await screen.findByText("Plan saved successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/library/plan-library"));
  });

  it("will not add a week while the last one is empty", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await screen.findByText("Easy run");
    await user.click(screen.getByRole("button", { name: "Add week" }));
    await user.click(screen.getByRole("button", { name: "Add week" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Add a workout to the last week before adding another week.",
    );
    expect(screen.queryByRole("group", { name: "Week 3" })).toBeNull();
  });

  it("shows the phase guidance and saves the periodization per week", async () => {
    const user = userEvent.setup();
    const { calls } = renderBuilder();
    await screen.findByText("Easy run");
    await user.click(screen.getByRole("combobox", { name: "Phase, week 1" }));
    await user.click(await screen.findByRole("option", { name: "Taper", ...hidden }));
    expect(
      screen.getByText("Taper lasts 1-3 weeks, reducing training by 30-80 percent."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const body = calls.find((call) => call.method === "PUT")!.body as {
      periodization: { type: string; weeks: { phase: string | null }[] };
    };
    expect(body.periodization.type).toBe("Traditional");
    expect(body.periodization.weeks[0]!.phase).toBe("Taper");
  });

  it("starts a new plan from a copy of another with mode new and an id, and saves it as new", async () => {
    const user = userEvent.setup();
    const copy = {
      ...planFixture(),
      id: 9,
      title: "Copy of Base block",
      name: "Copy of Base block",
    };
    const { calls, router } = renderBuilder(
      [
        {
          method: "POST",
          path: "/api/plan-library/",
          body: { message: "Plan saved successfully", plan: copy },
        },
      ],
      "/admin-center/plan-modify?mode=new&id=5",
    );
    await screen.findByText("Easy run");
    expect(screen.getByRole("textbox", { name: "Plan name" })).toHaveValue("Copy of Base block");
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    const body = calls.find((call) => call.method === "POST")!.body as { id?: number };
    expect(body.id).toBeUndefined();
    await waitFor(() => expect(router.state.location.search).toBe("?plan=9&view=preview"));
  });

  it("starts a blank plan with mode newEmpty", async () => {
    const { calls } = renderBuilder([], "/admin-center/plan-modify?mode=newEmpty");
    expect(await screen.findByRole("textbox", { name: "Plan name" })).toHaveValue("");
    expect(screen.getByLabelText("Plan summary")).toHaveTextContent("1 week · 0 workouts");
    expect(calls.some((call) => call.path.startsWith("/api/plan-library/"))).toBe(false);
  });
});
