import { authMessages } from "@coach/shared/auth/auth.schemas";
import { messages } from "@coach/shared/validation/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { RegisterPage } from "./register-page";

function renderRegister() {
  return renderRoutes(
    [
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <p>Login page</p> },
    ],
    "/register",
  );
}

async function fillIn(values: { fullName?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.fullName) await user.type(screen.getByLabelText("Full name"), values.fullName);
  if (values.email) await user.type(screen.getByLabelText("E-mail"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  return user;
}

describe("RegisterPage", () => {
  it("registers a coach and shows where the confirmation mail went", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/register/",
        status: 201,
        body: { detail: authMessages.registered },
      },
    ]);
    renderRegister();

    const user = await fillIn({
      fullName: "Ann Runner",
      email: "ann@example.com",
      password: "long-enough",
    });
    await user.click(screen.getByRole("radio", { name: "I am a coach" }));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeInTheDocument();
    expect(screen.getByText("ann@example.com")).toBeInTheDocument();
    // The server answers an address that has an account the same; so does this page.
    expect(screen.getByText(/If this address already has an account/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the development outbox" })).toHaveAttribute(
      "href",
      "/dev/mail",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      path: "/api/auth/register/",
      body: {
        fullName: "Ann Runner",
        email: "ann@example.com",
        password: "long-enough",
        is_coach: true,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it("registers an athlete by default", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/auth/register/",
        status: 201,
        body: { detail: "ok" },
      },
    ]);
    renderRegister();

    const user = await fillIn({
      fullName: "Ben Rider",
      email: "ben@example.com",
      password: "long-enough",
    });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await screen.findByRole("heading", { name: "Check your inbox" });
    expect(calls[0]!.body).toMatchObject({ is_coach: false });
  });

  it("shows the exact messages under the inputs and sends nothing", async () => {
    const calls = mockFetch([]);
    renderRegister();

    const user = await fillIn({ fullName: "Ann", email: "ann@", password: "short" });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Please enter a valid full name")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field error under the matching input", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/auth/register/",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: messages.invalidEmail },
          fields: { email: [messages.invalidEmail] },
        },
      },
    ]);
    renderRegister();

    const user = await fillIn({
      fullName: "Ann Runner",
      email: "ann@example.com",
      password: "long-enough",
    });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ann@example.com");
    expect(screen.queryByRole("heading", { name: "Check your inbox" })).toBeNull();
  });

  it("shows a refusal without field errors under the form", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/auth/register/",
        status: 429,
        body: { code: "rate_limited", error: { message: authMessages.tooManyAttempts } },
      },
    ]);
    renderRegister();

    const user = await fillIn({
      fullName: "Ann Runner",
      email: "ann@example.com",
      password: "long-enough",
    });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(authMessages.tooManyAttempts);
  });
});
