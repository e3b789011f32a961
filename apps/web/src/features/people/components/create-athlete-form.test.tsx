import { messages } from "@coach/shared/validation/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { queryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { CreateAthleteForm } from "./create-athlete-form";

function renderForm(answer: { status?: number; body: unknown }, onCreated = vi.fn()) {
  const calls = mockFetch([{ method: "POST", path: "/api/business-owner/athletes/", ...answer }]);
  const view = renderRoutes(
    [
      { path: "/", element: <CreateAthleteForm onCreated={onCreated} /> },
      { path: "/athlete/:athleteId/calendar", element: <p>calendar page</p> },
    ],
    "/",
  );
  return { calls, onCreated, router: view.router };
}

describe("the create-athlete form", () => {
  beforeEach(signInForTest);

  it("asks for two words of name and a valid e-mail, clearing a message on focus", async () => {
    const user = userEvent.setup();
    const { calls } = renderForm({ status: 201, body: { id: 5 } });
    await user.type(screen.getByLabelText("Full name"), "  Nora ");
    await user.type(screen.getByLabelText("E-mail"), "nora@");
    await user.click(screen.getByRole("button", { name: "Add athlete" }));
    expect(screen.getByText(messages.invalidFullName)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByLabelText("Full name"));
    expect(screen.queryByText(messages.invalidFullName)).toBeNull();
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
  });

  it("creates the athlete, refetches the athlete lists and links to their calendar", async () => {
    const user = userEvent.setup();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const { calls, onCreated, router } = renderForm({ status: 201, body: { id: 77 } });
    await user.type(screen.getByLabelText("Full name"), "Nora Newby");
    await user.type(screen.getByLabelText("E-mail"), "nora@example.com");
    await user.click(screen.getByRole("button", { name: "Add athlete" }));
    expect(await screen.findByText("Athlete added")).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ full_name: "Nora Newby", email: "nora@example.com" });
    expect(onCreated).toHaveBeenCalledWith(77);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.people });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.coachAthletes });

    await user.click(screen.getByRole("button", { name: "Add another athlete" }));
    expect(screen.getByLabelText("Full name")).toHaveValue("");
    await user.type(screen.getByLabelText("Full name"), "Otto Other");
    await user.type(screen.getByLabelText("E-mail"), "otto@example.com");
    await user.click(screen.getByRole("button", { name: "Add athlete" }));
    await user.click(await screen.findByRole("link", { name: "Go to athlete's calendar" }));
    expect(router.state.location.pathname).toBe("/athlete/77/calendar");
  });

  it("shows the server's refusal of a coach's address under the e-mail", async () => {
    const user = userEvent.setup();
    renderForm({
      status: 400,
      body: {
        code: "validation_error",
        error: { message: messages.athleteEmailIsCoach },
        fields: { email: [messages.athleteEmailIsCoach] },
      },
    });
    await user.type(screen.getByLabelText("Full name"), "Carl Coach");
    await user.type(screen.getByLabelText("E-mail"), "carl@example.com");
    await user.click(screen.getByRole("button", { name: "Add athlete" }));
    expect(await screen.findByText(messages.athleteEmailIsCoach)).toBeInTheDocument();
    expect(screen.queryByText("Athlete added")).toBeNull();
  });
});
