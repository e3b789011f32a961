import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { AthleteInvitePage } from "./athlete-invite-page";
import type { InviteOnboarding } from "./invite-form";

const sentAnswer = (email: string) => ({
  method: "POST",
  path: "/api/invitations/send",
  status: 201,
  body: { message: `Invitation to user ${email} has been sent`, invitation: {} },
});

function renderPage(isCoach: boolean, onboarding?: InviteOnboarding) {
  return renderRoutes(
    [
      {
        path: "/athlete-invite",
        element: <AthleteInvitePage isCoach={isCoach} onboarding={onboarding} />,
      },
    ],
    "/athlete-invite",
  );
}

describe("AthleteInvitePage", () => {
  it("checks the address on focus-out, resets a blank one, and sends only a valid one", async () => {
    const calls = mockFetch([sentAnswer("ann@example.com")]);
    renderPage(true, { formId: 5 });
    const user = userEvent.setup();
    const email = screen.getByLabelText("Athlete's e-mail");
    const send = screen.getByRole("button", { name: "Send Invitation" });
    expect(send).toBeDisabled();

    await user.type(email, "ann@");
    await user.tab();
    expect(screen.getByText("E-mail must be valid")).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(email);
    await user.type(email, "   ");
    await user.tab();
    expect(email).toHaveValue("");
    expect(screen.queryByText("E-mail must be valid")).not.toBeInTheDocument();

    await user.type(email, "ann@example.com");
    await user.type(screen.getByLabelText("Short message (optional)"), "See you Monday");
    expect(screen.getByRole("switch", { name: /Show form/ })).not.toBeChecked();
    await user.click(send);

    expect(
      await screen.findByText("Invitation to user ann@example.com has been sent"),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/invitations/send",
        body: {
          email: "ann@example.com",
          from_athlete_to_coach: false,
          messageFromCoach: "See you Monday",
          onBoardingId: null,
        },
      }),
    ]);
    expect(email).toHaveValue("");
  });

  it("sends the coach's on-boarding form only when 'Show form' is on", async () => {
    const calls = mockFetch([sentAnswer("bob@example.com")]);
    renderPage(true, { formId: 5, card: <p>2 form field</p> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Athlete's e-mail"), "bob@example.com");
    expect(screen.queryByText("2 form field")).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: /Show form/ }));
    expect(screen.getByText("2 form field")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    await screen.findByText("Invitation to user bob@example.com has been sent");
    expect(calls[0]!.body).toMatchObject({ onBoardingId: 5 });
  });

  it("asks for a form first when 'Show form' is on and the coach has none", async () => {
    const calls = mockFetch([]);
    renderPage(true, { formId: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Athlete's e-mail"), "bob@example.com");
    await user.click(screen.getByRole("switch", { name: /Show form/ }));
    expect(screen.getByText(/You have no on-boarding form yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Invitation" })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it("an athlete invites a coach, with the hint that the coach should have an account", async () => {
    const calls = mockFetch([sentAnswer("cara@example.com")]);
    renderPage(false);
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { name: "Invite a coach" })).toBeInTheDocument();
    expect(
      screen.getByText("The coach you invite should already have an account."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Coach's e-mail"), "cara@example.com");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    await screen.findByText("Invitation to user cara@example.com has been sent");
    expect(calls[0]!.body).toMatchObject({ from_athlete_to_coach: true, onBoardingId: null });
  });

  it("shows the server's refusal", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/invitations/send",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: "You cannot invite yourself." },
          fields: { email: ["You cannot invite yourself."] },
        },
      },
    ]);
    renderPage(true, { formId: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Athlete's e-mail"), "me@example.com");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    expect(await screen.findByText("You cannot invite yourself.")).toBeInTheDocument();
  });
});
