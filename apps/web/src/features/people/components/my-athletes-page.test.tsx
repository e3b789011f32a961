import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { renderRoutes } from "../../../../test/render";
import { MyAthletesRoute } from "../../../app/routes/my-athletes-route";
import { coachInfo, IDS, myAthletesAnswer, ownerInfo, request, serve } from "./my-athletes.fixture";

/** Mantine hides detached dropdowns, and jsdom lays nothing out: every dropdown counts as detached. */
const hidden = { hidden: true } as const;
const routes = [
  { path: "/my-athletes", element: <MyAthletesRoute /> },
  { path: "/athlete-invite", element: <p>Invite page</p> },
];

function renderPage(
  handlers: Parameters<typeof serve>[2] = {},
  options: { account?: unknown; path?: string } = {},
) {
  const state = { answer: myAthletesAnswer() };
  const calls = serve(options.account ?? coachInfo, state, handlers);
  const view = renderRoutes(routes, options.path ?? "/my-athletes");
  return { state, calls, ...view };
}
const card = (name: string) => screen.getByRole("article", { name });
const names = () => screen.queryAllByRole("article").map((item) => item.getAttribute("aria-label"));

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(card(name)).getByRole("button", { name: `Actions for ${name}` }));
}

describe("My athletes", () => {
  beforeEach(signInForTest);

  it("shows each athlete with six weeks of labelled dots and the muted icon", async () => {
    renderPage();
    await screen.findByRole("article", { name: "Anna Berg" });
    expect(names()).toEqual(["Anna Berg", "Ben Okafor", "Cleo Annan"]);
    const dots = within(card("Anna Berg")).getByRole("list", { name: "Last 6 weeks of Anna Berg" });
    const days = within(dots).getAllByRole("listitem");
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName("Feb 3: 0 planned, 0 completed, nothing planned");
    expect(
      within(dots).getByLabelText("Mar 10: 1 planned, 1 completed, done as planned"),
    ).toHaveAttribute("data-state", "completed");
    expect(within(dots).getByLabelText("Mar 12: 1 planned, 0 completed, missed")).toBeVisible();
    expect(within(card("Ben Okafor")).getByRole("img", { name: "Muted" })).toBeVisible();
    expect(within(card("Anna Berg")).queryByRole("img", { name: "Muted" })).not.toBeInTheDocument();
    expect(within(card("Anna Berg")).getByText(/No messages yet/)).toBeVisible();
    // A coach's own list does not name the coach.
    expect(within(card("Anna Berg")).queryByText(/Coach: Carl Coach/)).not.toBeInTheDocument();
  });

  it("writes days in the coach's format: dots, sign-ups and the last message as DD.MM.YYYY", async () => {
    const account = accountInfoFixture({
      id: 11,
      isCoach: true,
      fullName: "Carl Coach",
      dateFormat: "DD.MM.YYYY",
    });
    const state = { answer: myAthletesAnswer() };
    state.answer.coach_settings.last_communication[IDS.anna] = "2031-03-14T09:30:00.000Z";
    serve(account, state);
    renderRoutes(routes, "/my-athletes");
    const anna = await screen.findByRole("article", { name: "Anna Berg" });
    const dots = within(anna).getByRole("list", { name: "Last 6 weeks of Anna Berg" });
    expect(
      await within(dots).findByLabelText("10.03.: 1 planned, 1 completed, done as planned"),
    ).toHaveAttribute("data-state", "completed");
    expect(within(anna).getByText(/Last message 14\.03\.2031/)).toBeVisible();
    const signUps = screen.getByRole("region", { name: "New sign-ups (1)" });
    expect(within(signUps).getByText("kim@example.com · signed up 01.03.2031")).toBeVisible();
  });

  it("searches names in any case and filters by group", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("article", { name: "Anna Berg" });
    await user.type(screen.getByLabelText("Search athletes"), "ANN");
    await waitFor(() => expect(names()).toEqual(["Anna Berg", "Cleo Annan"]));
    await user.clear(screen.getByLabelText("Search athletes"));
    await user.click(screen.getByRole("combobox", { name: "Group" }));
    await user.click(await screen.findByRole("option", { name: "Juniors", ...hidden }));
    await waitFor(() => expect(names()).toEqual(["Ben Okafor"]));
    await user.type(screen.getByLabelText("Search athletes"), "anna");
    expect(await screen.findByText("No athlete matches.")).toBeVisible();
  });

  it("mutes an athlete only once the server agreed", async () => {
    const user = userEvent.setup();
    let isRefused = true;
    const { calls, state } = renderPage({
      "POST /api/coach/mute/": (body) => {
        if (isRefused)
          return { status: 400, body: { code: "validation_error", error: { message: "Not now" } } };
        const { athlete } = body as { athlete: number };
        state.answer.coach_settings.muted_athletes.push(athlete);
        return { body: { athlete, muted: true, message: "Anna Berg is muted" } };
      },
    });
    await screen.findByRole("article", { name: "Anna Berg" });
    // A muted athlete's menu offers Unmute.
    await openMenu(user, "Ben Okafor");
    expect(await screen.findByRole("menuitem", { name: "Unmute", ...hidden })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("menuitem", { name: "Unmute", ...hidden })).not.toBeInTheDocument(),
    );

    await openMenu(user, "Anna Berg");
    await user.click(await screen.findByRole("menuitem", { name: "Mute", ...hidden }));
    expect(await screen.findByText("Not now")).toBeVisible();
    expect(within(card("Anna Berg")).queryByRole("img", { name: "Muted" })).not.toBeInTheDocument();

    isRefused = false;
    await openMenu(user, "Anna Berg");
    await user.click(await screen.findByRole("menuitem", { name: "Mute", ...hidden }));
    expect(await within(card("Anna Berg")).findByRole("img", { name: "Muted" })).toBeVisible();
    expect(await screen.findByText("Anna Berg is muted")).toBeVisible();
    expect(
      calls.filter((call) => call.path === "/api/coach/mute/").map((call) => call.body),
    ).toEqual([
      { athlete: IDS.anna, mute: true },
      { athlete: IDS.anna, mute: true },
    ]);
  });

  it("removes an athlete after confirming, in the product's words either way", async () => {
    const user = userEvent.setup();
    let status = 500;
    const { state } = renderPage({
      "POST /api/coach/athletes/remove": () => {
        if (status !== 200) return { status, body: { code: "x", error: { message: "x" } } };
        state.answer.athletes = state.answer.athletes.filter((a) => a.id !== IDS.anna);
        return { body: { message: "Successfully unsubscribed athlete Anna Berg" } };
      },
    });
    await screen.findByRole("article", { name: "Anna Berg" });
    status = 400;
    await openMenu(user, "Anna Berg");
    await user.click(await screen.findByRole("menuitem", { name: "Remove", ...hidden }));
    const dialog = await screen.findByRole("dialog", { name: "Remove athlete" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Could not unsubscribe athlete Anna Berg")).toBeVisible();
    expect(card("Anna Berg")).toBeInTheDocument();

    status = 200;
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Successfully unsubscribed athlete Anna Berg")).toBeVisible();
    await waitFor(() => expect(names()).toEqual(["Ben Okafor", "Cleo Annan"]));
  });

  it("creates a group, says when the name exists, and changes its members", async () => {
    const user = userEvent.setup();
    const { calls, state } = renderPage({
      "POST /api/coach/athletes-groups/": (body) => {
        const { groupName } = body as { groupName: string };
        if (groupName.toLowerCase() === "juniors") {
          return {
            status: 400,
            body: {
              code: "validation_error",
              error: { message: "Group name exists" },
              fields: { groupName: ["Group name exists"] },
            },
          };
        }
        state.answer.athletesGroups.push({
          groupId: 6,
          groupName,
          groupDescription: "",
          athleteIds: [],
          version: 1,
        });
        return { body: { id: 6, name: groupName, description: "", version: 1 } };
      },
      "POST /api/coach/athletes-to-groups/": (body) => {
        const { athletes } = body as { athletes: number[] };
        state.answer.athletesGroups[0]!.athleteIds.push(...athletes);
        return { body: { groupId: 5, athleteIds: state.answer.athletesGroups[0]!.athleteIds } };
      },
      "DELETE /api/coach/athletes-to-groups/": () => {
        state.answer.athletesGroups[0]!.athleteIds = [];
        return { body: { groupId: 5, athleteIds: [] } };
      },
    });
    await screen.findByRole("article", { name: "Anna Berg" });
    await user.click(screen.getByRole("button", { name: "Manage groups" }));
    const dialog = await screen.findByRole("dialog", { name: "Groups" });
    await user.type(within(dialog).getByLabelText(/Group name/), "juniors");
    await user.click(within(dialog).getByRole("button", { name: "Create group" }));
    expect(await within(dialog).findByText("Group name exists")).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/Group name/));
    await user.type(within(dialog).getByLabelText(/Group name/), "Seniors");
    await user.click(within(dialog).getByRole("button", { name: "Create group" }));
    expect(await within(dialog).findByRole("region", { name: "Group Seniors" })).toBeVisible();

    const juniors = within(dialog).getByRole("region", { name: "Group Juniors" });
    await user.click(
      within(juniors).getByRole("button", { name: "Remove Ben Okafor from Juniors" }),
    );
    await waitFor(() =>
      expect(within(juniors).getByText("No athletes in this group yet.")).toBeVisible(),
    );
    const picker = within(juniors).getByRole("combobox", { name: "Add athletes to Juniors" });
    await user.click(picker);
    const options = document.getElementById(picker.getAttribute("aria-controls")!)!;
    await user.click(within(options).getByRole("option", { name: "Cleo Annan", ...hidden }));
    await user.click(within(juniors).getByRole("button", { name: "Add" }));
    expect(await within(juniors).findByText("Cleo Annan")).toBeVisible();
    expect(
      calls
        .filter((call) => call.method !== "GET")
        .map((call) => [call.method, call.path, call.body]),
    ).toEqual([
      ["POST", "/api/coach/athletes-groups/", { groupName: "juniors", groupDescription: "" }],
      ["POST", "/api/coach/athletes-groups/", { groupName: "Seniors", groupDescription: "" }],
      ["DELETE", "/api/coach/athletes-to-groups/", { groupId: 5, athleteId: IDS.ben }],
      ["POST", "/api/coach/athletes-to-groups/", { groupId: 5, athletes: [IDS.cleo] }],
    ]);
  });

  it("renames and deletes a group once the server agreed", async () => {
    const user = userEvent.setup();
    const { calls, state } = renderPage({
      "PUT /api/coach/athletes-groups/": (body) => {
        const { groupName, groupDescription } = body as Record<string, string>;
        state.answer.athletesGroups[0] = {
          ...state.answer.athletesGroups[0]!,
          groupName,
          groupDescription,
        };
        return { body: { id: 5, name: groupName, description: groupDescription, version: 2 } };
      },
      "DELETE /api/coach/athletes-groups/": () => {
        state.answer.athletesGroups = [];
        return { body: { message: "Group deleted" } };
      },
    });
    await screen.findByRole("article", { name: "Anna Berg" });
    await user.click(screen.getByRole("button", { name: "Manage groups" }));
    const dialog = await screen.findByRole("dialog", { name: "Groups" });
    await user.click(within(dialog).getByRole("button", { name: "Edit Juniors" }));
    const name = within(dialog).getByLabelText(/Group name/);
    expect(name).toHaveValue("Juniors");
    await user.clear(name);
    await user.type(name, "U20");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));
    expect(await within(dialog).findByRole("region", { name: "Group U20" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Delete U20" }));
    await waitFor(() =>
      expect(within(dialog).queryByRole("region", { name: "Group U20" })).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.method !== "GET").map((call) => call.body)).toEqual([
      { groupName: "U20", groupDescription: "Under 20", groupId: 5, version: 1 },
      { groupId: 5 },
    ]);
  });

  it("tells who renamed a group meanwhile, and Reload or Overwrite", async () => {
    const user = userEvent.setup();
    // The coach's other tab renamed Juniors to "Under 20s" (version 2) after this page loaded.
    const theirs = { id: 5, name: "Under 20s", description: "Under 20", version: 2 };
    const { calls, state } = renderPage({
      "PUT /api/coach/athletes-groups/": (body) => {
        const { groupName, groupDescription, version } = body as Record<string, never>;
        if (version !== 2) {
          return {
            status: 409,
            body: {
              code: "conflict",
              detail: "This was changed by Olivia Hart meanwhile",
              changedBy: { id: 1, name: "Olivia Hart" },
              current: theirs,
            },
          };
        }
        state.answer.athletesGroups[0] = {
          ...state.answer.athletesGroups[0]!,
          groupName,
          groupDescription,
          version: 3,
        };
        return { body: { id: 5, name: groupName, description: groupDescription, version: 3 } };
      },
    });
    await screen.findByRole("article", { name: "Anna Berg" });
    await user.click(screen.getByRole("button", { name: "Manage groups" }));
    const dialog = await screen.findByRole("dialog", { name: "Groups" });
    await user.click(within(dialog).getByRole("button", { name: "Edit Juniors" }));
    const name = within(dialog).getByLabelText(/Group name/);
    await user.clear(name);
    await user.type(name, "U20");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));
    const banner = await within(dialog).findByRole("alert");
    expect(banner).toHaveTextContent("This was changed by Olivia Hart meanwhile");

    await user.click(within(banner).getByRole("button", { name: "Reload" }));
    expect(name).toHaveValue("Under 20s");
    await user.clear(name);
    await user.type(name, "U20");
    await user.click(within(dialog).getByRole("button", { name: "Save group" }));
    expect(await within(dialog).findByRole("region", { name: "Group U20" })).toBeVisible();
    expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
      { groupName: "U20", groupDescription: "Under 20", groupId: 5, version: 1 },
      { groupName: "U20", groupDescription: "Under 20", groupId: 5, version: 2 },
    ]);
  });

  it("confirms sign-ups, moves them to unregistered and removes them", async () => {
    const user = userEvent.setup();
    const { calls, state } = renderPage({
      "POST /api/coach/pending-athletes/71/confirm/": () => {
        state.answer.pendingAthletes = state.answer.pendingAthletes.filter((r) => r.id !== 71);
        return { body: { message: "New Athlete Sign-up Confirmed", email: "kim@example.com" } };
      },
      "POST /api/coach/pending-athletes/73/unregistered/": () => {
        state.answer.pendingAthletes = [];
        state.answer.unregisteredAthletes.push(request(73, "Lou Park"));
        return { body: { message: "Moved" } };
      },
      "DELETE /api/coach/pending-athletes/72/": () => {
        state.answer.unregisteredAthletes = state.answer.unregisteredAthletes.filter(
          (r) => r.id !== 72,
        );
        return { body: { message: "Removed" } };
      },
    });
    const signUps = await screen.findByRole("region", { name: "New sign-ups (1)" });
    expect(within(signUps).getByText("Marathon in May")).toBeVisible();
    state.answer.pendingAthletes.push(request(73, "Lou Park"));
    await user.click(within(signUps).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("New Athlete Sign-up Confirmed")).toBeVisible();
    // The refetch holds Lou, who signed up meanwhile, and no longer Kim.
    const refreshed = await screen.findByRole("listitem", { name: "Lou Park" });
    await user.click(within(refreshed).getByRole("button", { name: "Move to unregistered" }));
    const unregistered = await screen.findByRole("region", { name: "Unregistered athletes (2)" });
    await user.click(within(unregistered).getByRole("button", { name: "Remove Max Roe" }));
    await waitFor(() =>
      expect(screen.getByRole("region", { name: "Unregistered athletes (1)" })).toBeVisible(),
    );
    expect(
      calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.path}`),
    ).toEqual([
      "POST /api/coach/pending-athletes/71/confirm/",
      "POST /api/coach/pending-athletes/73/unregistered/",
      "DELETE /api/coach/pending-athletes/72/",
    ]);
  });

  it("opens the add dialog from ?openModal=true: coaches invite, owners also create", async () => {
    const user = userEvent.setup();
    renderPage({}, { path: "/my-athletes?openModal=true" });
    const dialog = await screen.findByRole("dialog", { name: "Add athletes" });
    expect(within(dialog).queryByLabelText(/Full name/i)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "Invite athletes by e-mail" }));
    expect(await screen.findByText("Invite page")).toBeVisible();
  });

  it("gives an owner the create-athlete form and each athlete's coach", async () => {
    renderPage({}, { account: ownerInfo, path: "/my-athletes?openModal=true" });
    const dialog = await screen.findByRole("dialog", { name: "Add athletes" });
    expect(await within(dialog).findByLabelText(/Full name/i)).toBeVisible();
    expect(within(card("Anna Berg")).getByText(/Coach: Carl Coach/)).toBeInTheDocument();
  });
});
