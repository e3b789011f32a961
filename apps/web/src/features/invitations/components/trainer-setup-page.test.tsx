import type { InvitationPreview } from "@coach/shared/invitations/invitations.schemas";
import { messages } from "@coach/shared/validation/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountInfoFixture } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { TrainerSetupPage } from "./trainer-setup-page";

const HASH = "hash-456";

function preview(fields: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    uuid_str: "3f1c1b0e-0000-4000-8000-000000000002",
    kind: "business_coach",
    status: "Pending",
    isExpired: false,
    from_athlete_to_coach: false,
    email: "cara@example.com",
    sender_info: { email: "owen@example.com", firstName: "Owen", lastName: "Owner" },
    businessName: "Fast Feet",
    messageFromCoach: "",
    onBoardingId: null,
    hasAccount: false,
    url_hash: HASH,
    notificationId: null,
    expiresAt: "2026-12-01T00:00:00.000Z",
    ...fields,
  };
}

const previewRoute = (body: unknown) => ({
  method: "POST",
  path: "/api/invitations/validate-token/",
  body,
});
const registerRoute = {
  method: "POST",
  path: "/api/auth/register/coach/",
  status: 201,
  body: { tokens: { access: "a", refresh: "r" }, data: accountInfoFixture() },
};
const lastStepRoute = {
  method: "POST",
  path: "/api/auth/register/coach/last-step",
  body: { details: accountInfoFixture().details },
};
const accountRoute = { path: "/api/account/info/", body: accountInfoFixture() };

function renderPage(path = `/trainer-setup?token=${HASH}`) {
  const target = (name: string) => <p>{name} page</p>;
  return renderRoutes(
    [
      { path: "/trainer-setup", element: <TrainerSetupPage /> },
      { path: "/invitation/:urlHash", element: target("Invitation") },
      { path: "/dashboard", element: target("Dashboard") },
    ],
    path,
  );
}

describe("TrainerSetupPage", () => {
  it("setup-profile: name, job title and password create the account, then the dashboard", async () => {
    const calls = mockFetch([previewRoute(preview()), registerRoute, lastStepRoute, accountRoute]);
    const { router } = renderPage();
    expect(
      await screen.findByRole("heading", { name: "Set up your coach profile" }),
    ).toBeInTheDocument();
    expect(screen.getByText("cara@example.com")).toBeInTheDocument();
    expect(document.querySelector("form")).toHaveAttribute("data-step", "setup-profile");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Full name"), "Cara M. Coach");
    await user.type(screen.getByLabelText("Job title"), "Run coach");
    await user.type(screen.getByLabelText("Password"), "a-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "a-new-secret");
    await user.click(screen.getByRole("button", { name: "Create account and sign in" }));

    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(calls.find((call) => call.path === "/api/auth/register/coach/")?.body).toEqual({
      token: HASH,
      password: "a-new-secret",
    });
    const lastStep = calls.find((call) => call.path === "/api/auth/register/coach/last-step");
    expect(lastStep?.body).toEqual({
      fullName: "Cara M. Coach",
      jobTitle: "Run coach",
      profilePictureUrl: null,
    });
    // The last step is the new account's own call.
    expect(lastStep?.headers.Authorization).toBe("Bearer a");
    expect(localStorage.getItem("refresh")).toBe("r");
  });

  it("asks for the name and matching passwords before calling", async () => {
    const calls = mockFetch([previewRoute(preview())]);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Password"), "a-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "another-one");
    await user.click(screen.getByRole("button", { name: "Create account and sign in" }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/invitations/validate-token/"]);
  });

  it("an address with an account answers on the invitation's response screen", async () => {
    mockFetch([previewRoute(preview({ hasAccount: true }))]);
    const { router } = renderPage();
    expect(await screen.findByText("Invitation page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invitation/${HASH}`);
  });
});
