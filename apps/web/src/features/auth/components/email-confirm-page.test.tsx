import { authMessages } from "@coach/shared/auth/auth.schemas";
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { EmailConfirmPage } from "./email-confirm-page";

function renderConfirm(token = "link-token") {
  return renderRoutes(
    [
      { path: "/email-confirm/:token/", element: <EmailConfirmPage /> },
      { path: "/", element: <p>Home page</p> },
    ],
    `/email-confirm/${token}/`,
  );
}

describe("EmailConfirmPage", () => {
  // The app runs in StrictMode, whose doubled effects must not spend the one-time token twice.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it("confirms once, stores the session and goes to /", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/email-confirm/",
        body: {
          user_id: 5,
          tokens: { access: "a-1", refresh: "r-1" },
          data: { details: { id: 5 } },
        },
      },
      { path: "/api/account/info/", body: { details: { id: 5, firstSetup: false }, settings: {} } },
    ]);
    const { router } = renderConfirm();

    expect(screen.getByText("Confirming your e-mail…")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.getByText("Home page")).toBeInTheDocument();
    const confirmations = calls.filter((call) => call.path === "/api/auth/email-confirm/");
    expect(confirmations).toEqual([expect.objectContaining({ body: { token: "link-token" } })]);
    expect(localStorage.getItem("access")).toBe("a-1");
    expect(localStorage.getItem("refresh")).toBe("r-1");
  });

  it("shows why an expired link failed and sends the mail again", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/email-confirm/",
        status: 400,
        body: { code: "token_invalid", error: { message: authMessages.tokenInvalid } },
      },
      {
        method: "POST",
        path: "/api/auth/email-confirm-request/",
        body: { detail: authMessages.confirmationSent },
      },
    ]);
    const { router } = renderConfirm("old-token");

    expect(await screen.findByText(authMessages.tokenInvalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/email-confirm/old-token/");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send the confirmation mail again" }));
    expect(await screen.findByText("This field is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("E-mail"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send the confirmation mail again" }));

    expect(await screen.findByText(authMessages.confirmationSent)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      path: "/api/auth/email-confirm-request/",
      body: { email: "ann@example.com" },
    });
    expect(calls.filter((call) => call.path === "/api/auth/email-confirm/")).toHaveLength(1);
  });
});
