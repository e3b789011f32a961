import type { InvitationPreview } from "@coach/shared/invitations/invitations.schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { InvitationResponsePage } from "./invitation-response-page";

const HASH = "hash-123";

function preview(fields: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    uuid_str: "3f1c1b0e-0000-4000-8000-000000000001",
    kind: "coach_to_athlete",
    status: "Pending",
    isExpired: false,
    from_athlete_to_coach: false,
    email: "ann@example.com",
    sender_info: { email: "cole@example.com", firstName: "Cole", lastName: "Coach" },
    businessName: null,
    messageFromCoach: "Happy to train with you",
    onBoardingId: null,
    hasAccount: true,
    url_hash: HASH,
    notificationId: 41,
    expiresAt: "2026-12-01T00:00:00.000Z",
    ...fields,
  };
}

const previewRoute = (body: unknown, status = 200) => ({
  method: "POST",
  path: "/api/invitations/validate-token/",
  status,
  body,
});
const accountRoute = { path: "/api/account/info/", body: accountInfoFixture() };
const accepted = (fields: object = {}) => ({
  method: "POST",
  path: "/api/invitations/respond",
  body: {
    message: "Successfull operation",
    status: "Accepted",
    kind: "coach_to_athlete",
    athleteId: 11,
    coachId: 5,
    onBoardingId: null,
    ...fields,
  },
});

function renderPage(path = `/invitation/${HASH}`) {
  const target = (name: string) => <p>{name} page</p>;
  return renderRoutes(
    [
      { path: "/invitation/:urlHash", element: <InvitationResponsePage /> },
      { path: "/calendar", element: target("Calendar") },
      { path: "/zones", element: target("Zones") },
      { path: "/athlete/:id/athlete-profile", element: target("Athlete profile") },
      { path: "/login", element: target("Login") },
      { path: "/dashboard", element: target("Dashboard") },
      { path: "/", element: target("Home") },
    ],
    path,
  );
}

describe("InvitationResponsePage", () => {
  it("the invited athlete reads who asks, the message and the consent, and accepts", async () => {
    signInForTest();
    const calls = mockFetch([previewRoute(preview()), accountRoute, accepted()]);
    const { router } = renderPage();
    expect(await screen.findByRole("heading", { name: "Cole Coach wants to be your coach" }));
    expect(screen.getByText("Happy to train with you")).toBeInTheDocument();
    expect(screen.getByText(/By accepting, you agree that Cole Coach sees/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Accept" }));

    expect(await screen.findByText("Calendar page")).toBeInTheDocument();
    expect(screen.getByText("Successfull operation")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/calendar");
    expect(calls.find((call) => call.path === "/api/invitations/respond")?.body).toEqual({
      url_hash: HASH,
      response: "Accepted",
      notificationId: 41,
    });
  });

  it("goes to the profile with showOnBoard when a form came with it; redirect picks Zones", async () => {
    signInForTest();
    mockFetch([
      previewRoute(preview({ onBoardingId: 3 })),
      accountRoute,
      accepted({ onBoardingId: 3 }),
    ]);
    const { router } = renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Athlete profile page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/athlete/11/athlete-profile");
    expect(router.state.location.search).toBe("?showOnBoard=true");
  });

  it("follows the redirect query when no form applies", async () => {
    signInForTest();
    mockFetch([previewRoute(preview()), accountRoute, accepted()]);
    const { router } = renderPage(`/invitation/${HASH}?redirect=zones`);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Zones page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?showInfo=true");
  });

  it("offers only Delete once expired", async () => {
    signInForTest();
    const calls = mockFetch([
      previewRoute(preview({ status: "Expired", isExpired: true })),
      accountRoute,
      { ...accepted({ status: null }), path: "/api/invitations/respond" },
    ]);
    renderPage();
    expect(await screen.findByText("This invitation has expired.")).toBeInTheDocument();
    const remove = await screen.findByRole("button", { name: "Delete" });
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Decline" })).not.toBeInTheDocument();
    await userEvent.setup().click(remove);
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/invitations/respond")?.body).toMatchObject({
      response: "Delete",
    });
  });

  it("says the invitation is gone on a 404", async () => {
    mockFetch([previewRoute({ code: "not_found", error: { message: "Not found." } }, 404)]);
    renderPage();
    expect(await screen.findByText("This invitation no longer exists.")).toBeInTheDocument();
  });

  it("signed out with an account: sign in and come back", async () => {
    mockFetch([previewRoute(preview())]);
    renderPage();
    const signIn = await screen.findByRole("link", { name: "Sign in as ann@example.com" });
    expect(signIn).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(`/invitation/${HASH}`)}`,
    );
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("signed out without an account: sets a password, is signed in, then accepts", async () => {
    const calls = mockFetch([
      previewRoute(preview({ hasAccount: false })),
      {
        method: "POST",
        path: "/api/auth/register/athlete/set-password/",
        status: 201,
        body: { tokens: { access: "a", refresh: "r" }, data: accountInfoFixture() },
      },
      accountRoute,
      accepted(),
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Password"), "a-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "a-new-secret");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Calendar page")).toBeInTheDocument();
    expect(
      calls.find((call) => call.path === "/api/auth/register/athlete/set-password/")?.body,
    ).toEqual({ token: HASH, password: "a-new-secret" });
    expect(localStorage.getItem("refresh")).toBe("r");
  });

  it("an invited coach without an account registers and goes to the dashboard", async () => {
    const calls = mockFetch([
      previewRoute(
        preview({ kind: "business_coach", hasAccount: false, businessName: "Fast Feet" }),
      ),
      {
        method: "POST",
        path: "/api/auth/register/coach/",
        status: 201,
        body: { tokens: { access: "a", refresh: "r" }, data: accountInfoFixture() },
      },
      accountRoute,
    ]);
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "Cole Coach invites you to coach in Fast Feet" }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Password"), "a-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "a-new-secret");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/register/coach/")).toBe(true);
  });

  it("someone signed in with another address is told whom it was sent to", async () => {
    signInForTest();
    mockFetch([previewRoute(preview({ email: "someone@example.com" })), accountRoute]);
    renderPage();
    expect(
      await screen.findByText(/This invitation was sent to someone@example.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });
});
