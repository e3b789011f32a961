import { messages } from "@coach/shared/validation/messages";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../test/render";
import {
  COACH,
  dashboardAnswer,
  emptyRankings,
} from "../../features/dashboard/components/dashboard.fixture";
import { DashboardRoute } from "./dashboard-route";

const owner = accountInfoFixture({
  id: COACH,
  isCoach: true,
  isBusinessOwner: true,
  fullName: "Olivia Hart",
  jobTitle: "Head coach",
  businessName: "Hart Endurance",
});

const athlete = (id: number, fullName: string) => ({
  id,
  email: `${fullName.split(" ")[0]!.toLowerCase()}@example.com`,
  first_name: fullName.split(" ")[0],
  last_name: fullName.split(" ")[1],
  name: fullName,
  fullName,
  muted: false,
  coachId: COACH,
  avatar_id: null,
  zones: {},
});

const signUp = {
  id: 41,
  fullName: "Nora Newby",
  name: "Nora Newby",
  email: "nora@example.com",
  signedUpAt: "2026-03-01T09:00:00Z",
  signedUpOn: "2026-03-01",
  confirmedAt: null,
  shortDescription: "Marathon in spring",
};

/** The page draws once a dozen answers are in: slower than one card's. */
const PAGE_MS = { timeout: 8000 };

function render() {
  const calls = mockFetch([
    { path: "/api/account/info/", body: owner },
    { path: "/api/coach/athletes/", body: { athletes: [athlete(21, "Anna Berg")] } },
    { path: "/api/subdomain/requests", body: [signUp] },
    {
      path: "/api/business-owner/coach/",
      body: {
        coaches: [
          {
            type: "coach",
            id: COACH,
            name: "Olivia Hart",
            email: "o@example.com",
            isOwner: true,
            athletes: [],
          },
          {
            type: "coach",
            id: 12,
            name: "Marco Silva",
            email: "m@example.com",
            isOwner: false,
            athletes: [],
          },
        ],
        unassignedAthletes: [],
      },
    },
    { path: "/api/dashboard/", body: dashboardAnswer() },
    { path: "/api/coach/rankings/", body: emptyRankings },
    {
      path: "/api/business-owner/quickstart/",
      body: { add_activity_tracker: true, add_workout_to_calendar: true, add_athlete: true },
    },
    {
      path: "/api/business-owner/business/",
      body: {
        businessName: "Hart Endurance",
        subdomain: "hart",
        fullName: "Olivia Hart",
        jobTitle: "Head coach",
        publicText: "",
        webSiteUrl: "",
        businessLogo: null,
        profilePictureUrl: null,
        publicPageUrl: "http://hart.localhost:3000",
      },
    },
    {
      path: "/api/subscription/",
      body: {
        status: "active",
        plan: "athletes-10-monthly",
        athlete_units: 10,
        used_athlete_units: 1,
        details: { is_canceled: false, trial_ends_at: null, current_period_end: null },
        availableSubscriptions: [],
        selected_plan: "athletes-10-monthly",
        can_manage: true,
        billing_available: true,
      },
    },
    {
      path: "/api/business-owner/payments/stripe-connect/",
      body: {
        connected: false,
        default_currency: "eur",
        connect_setup_url: null,
        stripe_available: true,
      },
    },
    { path: "/api/business-owner/payments/", body: [] },
    { method: "POST", path: "/api/business-owner/athletes/", status: 201, body: { id: 77 } },
  ]);
  const view = renderRoutes(
    [
      { path: "/dashboard", element: <DashboardRoute /> },
      { path: "/athlete/:athleteId/calendar", element: <p>the athlete's calendar</p> },
    ],
    "/dashboard",
  );
  return { calls, router: view.router };
}

describe("the dashboard page of an owner", { timeout: 20_000 }, () => {
  beforeEach(signInForTest);

  it("shows incoming payments in card B first, and the owner's counts in card A", async () => {
    render();
    expect(
      await screen.findByRole("heading", { name: "Incoming payments" }, PAGE_MS),
    ).toBeInTheDocument();
    expect(await screen.findByText("1 coach")).toBeInTheDocument();
    // The card-payment connection is checked on the way.
    expect(await screen.findByText("Not connected")).toBeInTheDocument();
    expect(await screen.findByText("1 athlete signed up through your page.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "To-do" })).toBeInTheDocument();
  });

  it("reviews sign-ups in card B", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole("button", { name: "Review & approve" }, PAGE_MS));
    const signUps = await screen.findByRole("region", { name: /New athlete sign-ups/ });
    expect(within(signUps).getByText("Nora Newby")).toBeInTheDocument();
    // The owner's format (the fixture's MMM D, YYYY), not the browser's locale.
    expect(within(signUps).getByText("Signed up on Mar 1, 2026")).toBeInTheDocument();
  });

  it("adds an athlete from card B, checking the name and the address first", async () => {
    const user = userEvent.setup();
    const { calls, router } = render();
    await user.click(await screen.findByRole("button", { name: "Add athletes" }, PAGE_MS));
    const form = await screen.findByRole("form", { name: "Create athlete" });
    await user.type(within(form).getByLabelText("Full name"), "Nora");
    await user.type(within(form).getByLabelText("E-mail"), "nora@");
    await user.click(within(form).getByRole("button", { name: "Add athlete" }));
    expect(within(form).getByText(messages.invalidFullName)).toBeInTheDocument();
    expect(within(form).getByText(messages.invalidEmail)).toBeInTheDocument();
    await user.click(within(form).getByLabelText("Full name"));
    expect(within(form).queryByText(messages.invalidFullName)).toBeNull();

    await user.type(within(form).getByLabelText("Full name"), " Newby");
    await user.type(within(form).getByLabelText("E-mail"), "example.com");
    await user.click(within(form).getByRole("button", { name: "Add athlete" }));
    expect(await screen.findByText("Athlete added")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      full_name: "Nora Newby",
      email: "nora@example.com",
    });
    await user.click(screen.getByRole("link", { name: "Go to athlete's calendar" }));
    expect(router.state.location.pathname).toBe("/athlete/77/calendar");
  });
});
