import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { LibraryRoute } from "../../../app/routes/library-route";
import { coachInfo, ITEMS, libraryItem, signInForTest } from "./library.fixture";

/** Mantine hides detached dropdowns, and jsdom lays nothing out: every dropdown counts as detached. */
const hidden = { hidden: true } as const;

const libraryRoutes = [{ path: "/library/workouts", element: <LibraryRoute /> }];

function renderLibrary(
  path = "/library/workouts",
  items = ITEMS,
  extra: Parameters<typeof mockFetch>[0] = [],
) {
  // The first match answers: `extra` can stand in for the account or the list.
  const calls = mockFetch([
    ...extra,
    { path: "/api/account/info/", body: coachInfo },
    { path: "/api/coach/library/", body: { items } },
  ]);
  const view = renderRoutes(libraryRoutes, path);
  return { calls, ...view };
}

const group = (name: string) => screen.getByRole("region", { name });
const card = (name: string) => screen.getByRole("article", { name });

describe("the workout library", () => {
  beforeEach(signInForTest);

  it("groups the workouts by subtype and hides rest days", async () => {
    renderLibrary();
    await screen.findByRole("article", { name: "Easy morning run" });
    expect(
      within(group("Running · Easy/Recovery Run")).getByText("Easy morning run"),
    ).toBeVisible();
    expect(within(group("Running · Custom")).getByText("Morning hill session")).toBeVisible();
    expect(within(group("Running tests")).getByText(/Lactate threshold/)).toBeVisible();
    expect(within(group("Strength · No subtype")).getByText("Leg day")).toBeVisible();
    expect(screen.queryByText("Rest day marker")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Workout Library" })).toBeVisible();
    // The plan library has no screen yet: no tab that would lead nowhere.
    expect(screen.queryByRole("tab", { name: "Training Plan Library" })).not.toBeInTheDocument();
  });

  it("disables empty subtypes in the tree and shows 'No items' for an empty group", async () => {
    const user = userEvent.setup();
    renderLibrary();
    const tree = await screen.findByRole("navigation", { name: "Subtypes" });
    await user.click(within(tree).getByText("Sports"));
    await user.click(within(tree).getByText("Running"));
    const longRun = within(tree).getByRole("button", { name: /^Long Run/ });
    const easyRun = within(tree).getByRole("button", { name: /Easy\/Recovery Run/ });
    expect(longRun).toHaveAttribute("aria-disabled", "true");
    expect(easyRun).toHaveAttribute("aria-disabled", "false");
    expect(within(group("Running · Long Run")).getByText("No items")).toBeVisible();
    expect(screen.queryByText("Leg day")).not.toBeInTheDocument();

    await user.click(within(tree).getByRole("button", { name: /Easy\/Recovery Run/ }));
    expect(screen.getByText("Easy morning run")).toBeVisible();
    expect(screen.queryByText("Morning hill session")).not.toBeInTheDocument();
  });

  it("finds workouts whose names hold every word of the search, in any case", async () => {
    const user = userEvent.setup();
    renderLibrary();
    await screen.findByText("Easy morning run");
    await user.type(screen.getByLabelText("Search workouts"), "MORNING run");
    await waitFor(() => expect(screen.queryByText("Morning hill session")).not.toBeInTheDocument());
    expect(screen.getByText("Easy morning run")).toBeVisible();
    expect(screen.queryByText("Tempo run with strides")).not.toBeInTheDocument();
    expect(within(group("Running · Custom")).getByText("No items")).toBeVisible();

    await user.clear(screen.getByLabelText("Search workouts"));
    await user.type(screen.getByLabelText("Search workouts"), "morning");
    await screen.findByText("Morning hill session");
    expect(screen.getByText("Easy morning run")).toBeVisible();
  });

  it("puts a border on the coach's own workouts only", async () => {
    renderLibrary();
    await screen.findByText("Easy morning run");
    expect(card("Easy morning run")).toHaveAttribute("data-owned", "true");
    expect(card("Easy morning run").style.border).toContain("solid");
    expect(card("Tempo run with strides")).toHaveAttribute("data-owned", "false");
    expect(card("Tempo run with strides").style.border).toContain("transparent");
    expect(within(card("Tempo run with strides")).getByText("by Ben Coach")).toBeVisible();
  });

  it("sums a workout up as a rounded duration and a distance in the coach's units", async () => {
    const imperial = accountInfoFixture({ ...coachInfo.details, displayUnits: "Imperial" });
    renderLibrary(
      "/library/workouts",
      [
        libraryItem({ id: 1, name: "Long run", totalDuration: 4680, totalDistance: 10_000 }),
        libraryItem({
          id: 2,
          name: "Pool set",
          type: 3,
          subtype: null,
          totalDuration: 1800,
          totalDistance: 1500,
        }),
      ],
      [{ path: "/api/account/info/", body: imperial }],
    );
    // 4,680 s = 78 min; 10,000 m / 1,609.344 m = 6.21 mi; a swim in yards: 1,500 m / 0.9144 m = 1,640 yd.
    expect(await screen.findByText("1 h 18 min · 6.21 mi · Stress 60")).toBeVisible();
    expect(within(card("Pool set")).getByText("30 min · 1640 yd · Stress 60")).toBeVisible();
  });

  it("lets a built-in test be copied and exported but not changed", async () => {
    const user = userEvent.setup();
    const copy = libraryItem({ id: 7, name: "Lactate threshold pace and heart rate test (copy)" });
    const { calls } = renderLibrary("/library/workouts", ITEMS, [
      {
        method: "POST",
        path: "/api/coach/library/st-default-running-lt/copy/",
        status: 201,
        body: { ...copy, steps: [], basedOn: "Duration", library: true },
      },
    ]);
    const test = await screen.findByRole("article", { name: /Lactate threshold/ });
    expect(within(test).getByText("Built-in test")).toBeVisible();
    expect(test).toHaveAttribute("data-owned", "false");
    await user.click(within(test).getByRole("button", { name: /Actions for/ }));
    const menu = await screen.findByRole("menu", hidden);
    expect(within(menu).queryByRole("menuitem", { name: "Edit", ...hidden })).toBeNull();
    expect(within(menu).queryByRole("menuitem", { name: "Delete", ...hidden })).toBeNull();
    expect(within(menu).getByRole("menuitem", { name: "Export", ...hidden })).toBeInTheDocument();
    await user.click(within(menu).getByRole("menuitem", { name: "Copy", ...hidden }));
    await screen.findByText(`Copied as "${copy.name}"`);
    expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/copy/"))).toBe(true);
  });

  it("deletes an own workout after confirmation", async () => {
    const user = userEvent.setup();
    const { calls } = renderLibrary("/library/workouts", ITEMS, [
      // The mock cannot answer 204 with a body; an empty 200 reads the same.
      { method: "DELETE", path: "/api/coach/library/2/", body: null },
    ]);
    const own = await screen.findByRole("article", { name: "Morning hill session" });
    await user.click(within(own).getByRole("button", { name: /Actions for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete", ...hidden }));
    const dialog = await screen.findByRole("dialog", { name: "Delete workout" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText('Deleted "Morning hill session"');
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/coach/library/2/");
  });

  it("names the file when an import fails and creates nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls, container } = renderLibrary();
    await screen.findByText("Easy morning run");
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe(".fit,.zwo,.erg,.mrc");
    await user.upload(
      input,
      new File(["not a workout"], "broken.zwo", { type: "application/xml" }),
    );
    const alert = await screen.findByText(/Could not import "broken.zwo"/);
    expect(alert).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
