import type { BusinessCoachesResponse } from "@coach/shared/people/business.schemas";
import { messages } from "@coach/shared/validation/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { MyCoachesRoute } from "../../../app/routes/my-coaches-route";

const ownerInfo = accountInfoFixture({ id: 1, isCoach: true, isBusinessOwner: true });

const answer: BusinessCoachesResponse = {
  coaches: [
    {
      type: "coach",
      id: 1,
      name: "Olga Owner",
      email: "olga@example.com",
      isOwner: true,
      athletes: [{ id: 31, name: "Anna Athlete", email: "anna@example.com" }],
    },
    {
      type: "coach",
      id: 2,
      name: "Carl Coach",
      email: "carl@example.com",
      isOwner: false,
      athletes: [
        { id: 32, name: "Bert Bike", email: "bert@example.com" },
        { id: 33, name: "Cleo Crawl", email: "cleo@example.com" },
      ],
    },
    {
      type: "coach",
      id: 3,
      name: "Zed Zone",
      email: "zed@example.com",
      isOwner: false,
      athletes: [],
    },
    {
      type: "new-coach",
      id: "6f1c3f8e-2f55-4d7e-9a8e-3c1d3b3f0a11",
      name: "Nina New",
      email: "nina@example.com",
      status: "Pending",
      sentAt: "2026-11-20T10:00:00.000Z",
      athletes: [],
    },
  ],
  unassignedAthletes: [{ id: 34, name: "Uma Unassigned", email: "uma@example.com" }],
};

type Answer = { status?: number; body: unknown };

function renderManager(
  answers: { assign?: Answer; remove?: Answer; invite?: Answer; coaches?: Answer } = {},
) {
  const calls = mockFetch([
    { path: "/api/account/info/", body: ownerInfo },
    { path: "/api/business-owner/coach/", ...(answers.coaches ?? { body: answer }) },
    {
      method: "POST",
      path: "/api/business-owner/coach/2/assign-to-athlete",
      ...(answers.assign ?? { body: { message: messages.coachAssigned } }),
    },
    {
      method: "POST",
      path: "/api/business-owner/coach/3/assign-to-athlete",
      ...(answers.assign ?? { body: { message: messages.coachAssigned } }),
    },
    {
      method: "DELETE",
      path: "/api/coach/2/",
      ...(answers.remove ?? { body: { message: messages.coachRemoved } }),
    },
    {
      method: "POST",
      path: "/api/business-owner/coach-invitations/",
      ...(answers.invite ?? { body: { message: messages.coachInvited } }),
    },
  ]);
  renderRoutes([{ path: "/my-coaches", element: <MyCoachesRoute /> }], "/my-coaches");
  return calls;
}

const coachesFetched = (calls: { method: string; path: string }[]) =>
  calls.filter(
    (call) => call.method === "GET" && call.path.startsWith("/api/business-owner/coach/"),
  ).length;

describe("the coach manager", () => {
  beforeEach(signInForTest);

  it("lists the coaches with their athletes, the invited coaches and the athletes without a coach", async () => {
    const calls = renderManager();
    const carl = await screen.findByRole("article", { name: "Carl Coach" });
    expect(within(carl).getByText("2 athletes")).toBeInTheDocument();
    expect(
      within(carl)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("Bert Bike"), expect.stringContaining("Cleo Crawl")]);
    const olga = screen.getByRole("article", { name: "Olga Owner" });
    expect(within(olga).getByText("You")).toBeInTheDocument();
    // The owner cannot remove themselves.
    expect(within(olga).queryByRole("button", { name: /Remove coach/ })).toBeNull();
    expect(screen.getByRole("list", { name: "Athletes without a coach" })).toHaveTextContent(
      "Uma Unassigned",
    );
    const invited = screen.getByRole("list", { name: "Invited coaches" });
    expect(invited).toHaveTextContent("Nina New");
    expect(invited).toHaveTextContent("nina@example.com · sent Nov 20, 2026");
    expect(invited).toHaveTextContent("Pending");
    expect(calls.find((call) => call.path.startsWith("/api/business-owner/coach/"))?.path).toBe(
      "/api/business-owner/coach/?include_athletes=true",
    );
  });

  it("assigns an unassigned athlete to a coach found by a case-insensitive search", async () => {
    const user = userEvent.setup();
    const calls = renderManager();
    await user.click(
      await screen.findByRole("button", { name: "Assign coach for Uma Unassigned" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Select coach" });
    await user.type(within(dialog).getByLabelText("Search coaches"), "zED");
    const options = within(dialog).getAllByRole("listitem");
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("Zed Zone"),
    ]);
    await user.click(within(dialog).getByRole("listitem", { name: "Assign to Zed Zone" }));
    expect(await screen.findByText(messages.coachAssigned)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/business-owner/coach/3/assign-to-athlete",
      body: { athlete_id: 34 },
    });
    await waitFor(() => expect(coachesFetched(calls)).toBe(2));
  });

  it("does not offer an athlete's own coach and says when the assignment failed", async () => {
    const user = userEvent.setup();
    renderManager({
      assign: { status: 400, body: { code: "validation_error", error: { message: "boom" } } },
    });
    await user.click(await screen.findByRole("button", { name: "Change coach for Bert Bike" }));
    const dialog = await screen.findByRole("dialog", { name: "Select coach" });
    expect(within(dialog).queryByRole("listitem", { name: "Assign to Carl Coach" })).toBeNull();
    await user.click(within(dialog).getByRole("listitem", { name: "Assign to Zed Zone" }));
    expect(await screen.findByText(messages.coachAssignFailed)).toBeInTheDocument();
  });

  it("removes a coach after confirmation", async () => {
    const user = userEvent.setup();
    const calls = renderManager();
    await user.click(await screen.findByRole("button", { name: "Remove coach Carl Coach" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove coach" });
    expect(dialog).toHaveTextContent("Their athletes stay in your business without a coach");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove coach" }));
    expect(await screen.findByText(messages.coachRemoved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/coach/2/",
    ]);
    await waitFor(() => expect(coachesFetched(calls)).toBe(2));
  });

  it("checks the add-coach form, then sends the invitation", async () => {
    const user = userEvent.setup();
    const calls = renderManager();
    await user.click(await screen.findByRole("button", { name: "Add coach" }));
    const dialog = await screen.findByRole("dialog", { name: "Add coach" });
    await user.type(within(dialog).getByLabelText("E-mail"), "not-an-address");
    await user.type(within(dialog).getByLabelText("Full name"), "N");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.nameTooShort)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.clear(within(dialog).getByLabelText("E-mail"));
    await user.type(within(dialog).getByLabelText("E-mail"), "new.coach@example.com");
    await user.type(within(dialog).getByLabelText("Full name"), "ina New");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(messages.coachInvited)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/api/business-owner/coach-invitations/",
      body: { email: "new.coach@example.com", full_name: "Nina New" },
    });
  });

  it("says when the coach invitation could not be sent", async () => {
    const user = userEvent.setup();
    renderManager({
      invite: { status: 400, body: { code: "validation_error", error: { message: "boom" } } },
    });
    await user.click(await screen.findByRole("button", { name: "Add coach" }));
    const dialog = await screen.findByRole("dialog", { name: "Add coach" });
    await user.type(within(dialog).getByLabelText("E-mail"), "new.coach@example.com");
    await user.type(within(dialog).getByLabelText("Full name"), "Nina New");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(messages.coachInviteFailed);
  });
});
