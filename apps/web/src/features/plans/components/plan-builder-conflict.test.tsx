import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PlanModifyRoute } from "../../../app/routes/plans-route";
import { coachInfo, planFixture, signInForTest } from "./plans.fixture";

const loaded = planFixture({ version: 3 });
/** The plan as another coach saved it meanwhile. */
const theirs = planFixture({ title: "Winter base", notes: "Four weeks", version: 4 });
const conflict = {
  code: "conflict",
  detail: "This was changed by Ben Coach meanwhile",
  changedBy: { id: 12, name: "Ben Coach" },
  current: theirs,
};

function answerSaveWith(save: { status?: number; body: unknown }) {
  return mockFetch([
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/plan-library/", body: loaded },
    { method: "PUT", path: "/api/plan-library/", ...save },
  ]);
}

const puts = (calls: ReturnType<typeof mockFetch>) =>
  calls
    .filter((call) => call.method === "PUT")
    .map((call) => call.body as { title: string; version: number });

async function saveStaleRename(user: ReturnType<typeof userEvent.setup>) {
  const calls = answerSaveWith({ status: 409, body: conflict });
  renderRoutes(
    [
      { path: "/admin-center/plan-modify", element: <PlanModifyRoute /> },
      { path: "/library/plan-library", element: <p>library</p> },
    ],
    "/admin-center/plan-modify?mode=edit&id=5",
  );
  await screen.findByText("Easy run");
  const name = screen.getByRole("textbox", { name: "Plan name" });
  await user.clear(name);
  await user.type(name, "Spring base");
  await user.click(screen.getByRole("button", { name: "Save plan" }));
  const banner = await screen.findByRole("alert");
  return { calls, name, banner };
}

describe("a plan save refused because someone saved meanwhile", () => {
  beforeEach(signInForTest);

  it("says who changed it, and Reload shows their plan instead of the edit", async () => {
    const user = userEvent.setup();
    const { calls, name, banner } = await saveStaleRename(user);
    expect(puts(calls)).toEqual([expect.objectContaining({ title: "Spring base", version: 3 })]);
    expect(banner).toHaveTextContent("This was changed by Ben Coach meanwhile");
    await user.click(within(banner).getByRole("button", { name: "Reload" }));
    expect(name).toHaveValue("Winter base");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("Overwrite saves the edit over their version", async () => {
    const user = userEvent.setup();
    const { banner } = await saveStaleRename(user);
    const saved = { ...theirs, title: "Spring base", version: 5 };
    const next = answerSaveWith({ body: { message: "Plan saved successfully", plan: saved } });
    await user.click(within(banner).getByRole("button", { name: "Overwrite" }));
    await waitFor(() => expect(puts(next)).toHaveLength(1));
    expect(puts(next)[0]).toMatchObject({ title: "Spring base", version: 4 });
    expect(await screen.findByText("Plan saved successfully")).toBeInTheDocument();
  });
});
