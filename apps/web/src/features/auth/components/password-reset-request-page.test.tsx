import { authMessages } from "@coach/shared/auth/auth.schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PasswordResetRequestPage } from "./password-reset-request-page";

function renderPage() {
  return renderRoutes(
    [{ path: "/password-reset-request/", element: <PasswordResetRequestPage /> }],
    "/password-reset-request/",
  );
}

async function requestFor(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("E-mail"), email);
  await user.click(screen.getByRole("button", { name: "Send reset link" }));
}

describe("PasswordResetRequestPage", () => {
  it("sends the e-mail and shows the server's answer", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/password-reset/",
        body: { detail: authMessages.resetSent },
      },
    ]);
    renderPage();

    await requestFor("ann@example.com");

    expect(await screen.findByText(authMessages.resetSent)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send reset link" })).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/auth/password-reset/",
        body: { email: "ann@example.com" },
      }),
    ]);
  });

  it("asks for an e-mail before sending", async () => {
    const calls = mockFetch([]);
    renderPage();

    await requestFor("");

    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/auth/password-reset/",
        status: 429,
        body: { code: "rate_limited", error: { message: authMessages.tooManyAttempts } },
      },
    ]);
    renderPage();

    await requestFor("ann@example.com");

    expect(await screen.findByText(authMessages.tooManyAttempts)).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("ann@example.com");
  });

  it("says to try again later when the server does not answer", async () => {
    globalThis.fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    renderPage();

    await requestFor("ann@example.com");

    expect(await screen.findByText("Please try again later, an error occured")).toBeInTheDocument();
  });
});
