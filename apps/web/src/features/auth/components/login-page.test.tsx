import { authMessages } from "@coach/shared/auth/auth.schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { LoginPage } from "./login-page";

const signedIn = {
  tokens: { access: "access-token", refresh: "refresh-token" },
  data: { details: { id: 7 } },
};
const accountInfo = { details: { id: 7, firstSetup: true }, settings: {} };

function renderLogin(path = "/login") {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/", element: <p>Home page</p> },
      { path: "/calendar", element: <p>Calendar page</p> },
      { path: "/register", element: <p>Register page</p> },
      { path: "/password-reset-request/", element: <p>Reset request page</p> },
    ],
    path,
  );
}

async function signIn(email = "ann@example.com", password = "secret-pass") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("LoginPage", () => {
  it("signs in with timezone and redirect, stores the session and follows the redirect", async () => {
    const calls = mockFetch([
      { method: "POST", path: "/api/auth/login/", body: signedIn },
      { path: "/api/account/info/", body: accountInfo },
    ]);
    const { router } = renderLogin("/login?redirect=%2Fcalendar%3Fweek%3D3");

    await signIn(" ann@example.com ");

    await waitFor(() => expect(router.state.location.pathname).toBe("/calendar"));
    expect(router.state.location.search).toBe("?week=3");
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/auth/login/",
      body: {
        email: "ann@example.com",
        password: "secret-pass",
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        redirectQuery: "/calendar?week=3",
        subdomain: null,
      },
    });
    expect(localStorage.getItem("access")).toBe("access-token");
    expect(localStorage.getItem("refresh")).toBe("refresh-token");
    expect(calls[1]).toMatchObject({ path: "/api/account/info/" });
    expect(calls[1]!.headers.Authorization).toBe("Bearer access-token");
  });

  it("goes to / when the redirect points to another site", async () => {
    mockFetch([
      { method: "POST", path: "/api/auth/login/", body: signedIn },
      { path: "/api/account/info/", body: accountInfo },
    ]);
    const { router } = renderLogin("/login?redirect=%2F%2Fevil.example%2Fx");

    await signIn();

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the schema's messages under the inputs and sends nothing", async () => {
    const calls = mockFetch([]);
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("E-mail"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("This field is required")).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the credentials are refused", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/auth/login/",
        status: 400,
        body: { code: "invalid_credentials", error: { message: authMessages.invalidCredentials } },
      },
    ]);
    const { router } = renderLogin();

    await signIn();

    expect(await screen.findByText(authMessages.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("access")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send the confirmation mail again" })).toBeNull();
  });

  it("offers to send the confirmation mail again to an unconfirmed address", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/login/",
        status: 400,
        body: { code: "email_not_confirmed", error: { message: authMessages.emailNotConfirmed } },
      },
      {
        method: "POST",
        path: "/api/auth/email-confirm-request/",
        body: { detail: authMessages.confirmationSent },
      },
    ]);
    renderLogin();

    const user = await signIn();
    expect(await screen.findByText(authMessages.emailNotConfirmed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the confirmation mail again" }));

    expect(await screen.findByText(authMessages.confirmationSent)).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/api/auth/email-confirm-request/",
      body: { email: "ann@example.com" },
    });
  });

  it("links to registration and to the password reset request", async () => {
    mockFetch([]);
    const { router } = renderLogin();
    const user = userEvent.setup();

    await user.click(screen.getByRole("link", { name: "Forgot your password?" }));
    expect(router.state.location.pathname).toBe("/password-reset-request/");
    await router.navigate("/login");
    await user.click(await screen.findByRole("link", { name: "Create an account" }));
    expect(router.state.location.pathname).toBe("/register");
  });
});
