import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { renderRoutes } from "../../../../test/render";
import { CONNECTED_ATHLETES_MAX_HEIGHT_PX, ConnectedAthletes } from "./connected-athletes";
import { coachInfo, IDS, myAthletesAnswer, serve } from "./my-athletes.fixture";

const hidden = { hidden: true } as const;

/** Opens an athlete's menu and picks an item of that menu (closed menus stay in the page). */
async function pick(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  const button = screen.getByRole("button", { name: `Actions for ${name}` });
  await user.click(button);
  const menu = await waitFor(() => {
    const found = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("menu not open");
    return found;
  });
  await user.click(await within(menu).findByRole("menuitem", { name: item, ...hidden }));
}
const routes = [
  { path: "/invitations", element: <ConnectedAthletes /> },
  { path: "/athlete/:id/profile", element: <p>Profile page</p> },
];

describe("ConnectedAthletes", () => {
  beforeEach(signInForTest);

  it("lists athletes with a muted icon and a menu: Show Profile, Delete, Mute or Unmute", async () => {
    const user = userEvent.setup();
    const state = { answer: myAthletesAnswer() };
    const calls = serve(coachInfo, state, {
      "POST /api/coach/mute/": () => {
        state.answer.coach_settings.muted_athletes = [];
        return {
          body: { athlete: IDS.ben, muted: false, message: "Ben Okafor is no longer muted" },
        };
      },
      "POST /api/coach/athletes/remove": () => ({
        body: { message: "Successfully unsubscribed athlete Anna Berg" },
      }),
    });
    renderRoutes(routes, "/invitations");
    const ben = await screen.findByRole("listitem", { name: "Ben Okafor" });
    expect(within(ben).getByRole("img", { name: "Muted" })).toBeVisible();
    const anna = screen.getByRole("listitem", { name: "Anna Berg" });
    expect(within(anna).queryByRole("img", { name: "Muted" })).not.toBeInTheDocument();
    // 500 px, as Mantine writes it (rem at a 16 px root).
    expect(CONNECTED_ATHLETES_MAX_HEIGHT_PX).toBe(500);
    expect(screen.getByTestId("connected-athletes-scroll").style.maxHeight).toContain("31.25rem");

    await pick(user, "Ben Okafor", "Unmute");
    await waitFor(() =>
      expect(within(ben).queryByRole("img", { name: "Muted" })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      athlete: IDS.ben,
      mute: false,
    });

    await pick(user, "Anna Berg", "Delete");
    const dialog = await screen.findByRole("dialog", { name: "Remove athlete" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Successfully unsubscribed athlete Anna Berg")).toBeVisible();

    await pick(user, "Anna Berg", "Show Profile");
    expect(await screen.findByText("Profile page")).toBeVisible();
  });
});
