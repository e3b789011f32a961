import { authMessages } from "@coach/shared/auth/auth.schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { PasswordResetPage } from "./password-reset-page";

const validToken = {
  path: "/api/auth/password-reset/",
  body: { valid: true, email: "ann@example.com" },
};

function renderPage(token = "reset-token") {
  return renderRoutes(
    [
      { path: "/password-reset/:token/", element: <PasswordResetPage /> },
      { path: "/password-reset-request/", element: <p>Reset request page</p> },
      { path: "/login", element: <p>Login page</p> },
    ],
    `/password-reset/${token}/`,
  );
}

async function setPassword(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
  return user;
}

describe("PasswordResetPage", () => {
  it("checks the link, sets the new password and offers to sign in", async () => {
    const calls = mockFetch([
      validToken,
      {
        method: "PUT",
        path: "/api/auth/password-reset/",
        body: { detail: authMessages.passwordChanged },
      },
    ]);
    const { router } = renderPage();

    expect(await screen.findByText("ann@example.com")).toBeInTheDocument();
    const user = await setPassword("new-secret-1", "new-secret-1");

    expect(await screen.findByText(authMessages.passwordChanged)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "GET",
      path: "/api/auth/password-reset/?token=reset-token",
    });
    expect(calls[1]).toMatchObject({
      method: "PUT",
      path: "/api/auth/password-reset/",
      body: { token: "reset-token", password: "new-secret-1" },
    });
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("refuses passwords that do not match before sending", async () => {
    const calls = mockFetch([validToken]);
    renderPage();

    await setPassword("new-secret-1", "new-secret-2");

    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("refuses a short password with the exact message", async () => {
    const calls = mockFetch([validToken]);
    renderPage();

    await setPassword("short", "short");

    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("shows a refused password as 'password - <message>'", async () => {
    mockFetch([
      validToken,
      {
        method: "PUT",
        path: "/api/auth/password-reset/",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: "Password is too common" },
          fields: { password: ["Password is too common"] },
        },
      },
    ]);
    renderPage();

    await setPassword("password1", "password1");

    expect(await screen.findByText("password - Password is too common")).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveValue("password1");
  });

  it("explains an invalid link and links to a new request", async () => {
    mockFetch([
      {
        path: "/api/auth/password-reset/",
        status: 400,
        body: { code: "token_invalid", error: { message: authMessages.tokenInvalid } },
      },
    ]);
    const { router } = renderPage("expired");

    expect(await screen.findByText(authMessages.tokenInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).toBeNull();
    await userEvent.setup().click(screen.getByRole("link", { name: "Request a new reset link" }));
    expect(router.state.location.pathname).toBe("/password-reset-request/");
  });
});
