import type { Subscription } from "@coach/shared/subscription/subscription.schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { UpgradePage } from "./upgrade-page";

const subscription = (changes: Partial<Subscription>): Subscription => ({
  status: "active",
  plan: "athletes-10-monthly",
  athlete_units: 10,
  used_athlete_units: 4,
  details: { is_canceled: false, trial_ends_at: null, current_period_end: null },
  availableSubscriptions: [],
  selected_plan: "athletes-10-monthly",
  can_manage: true,
  billing_available: true,
  ...changes,
});

function renderUpgrade(answer: Subscription) {
  mockFetch([{ path: "/api/subscription/", body: answer }]);
  return renderRoutes(
    [
      { path: "/upgrade", element: <UpgradePage /> },
      { path: "/my-athletes", element: <p>My athletes</p> },
      { path: "/admin-center/subscription", element: <p>My plan</p> },
      { path: "/", element: <p>Home</p> },
    ],
    "/upgrade",
  );
}

describe("the upgrade screen", () => {
  it.each([
    [{ status: "trial_expired" as const }, "Subscription Expired", "Upgrade"],
    [{ status: "cancelled" as const }, "Subscription Expired", "Reactivate"],
    [{ status: "unpaid" as const }, "Subscription Payment Failed", "Update payment method"],
    [{ used_athlete_units: 12 }, "Action Needed: Too Many Athletes", "Manage Athletes"],
  ])("%o: %s with %s", async (changes, title, button) => {
    renderUpgrade(subscription(changes));
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
  });

  it("Manage Athletes leads to My athletes", async () => {
    const { router } = renderUpgrade(subscription({ used_athlete_units: 12 }));
    await userEvent.click(await screen.findByRole("button", { name: "Manage Athletes" }));
    expect(router.state.location.pathname).toBe("/my-athletes");
  });

  it("goes home once the subscription is in order", async () => {
    const { router } = renderUpgrade(subscription({}));
    expect(await screen.findByText("Home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });
});
