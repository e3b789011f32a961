import { messages } from "@coach/shared/validation/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { ActivityName } from "./activity-name";

const render = () =>
  renderRoutes(
    [{ path: "/", element: <ActivityName activityId={7} name="Evening ride, 41 km" /> }],
    "/",
  );

describe("the activity's name", () => {
  it("renames the activity with what was typed, on one line", async () => {
    const calls = mockFetch([
      { method: "PATCH", path: "/api/activities/7/", body: { id: 7, name: "Hill repeats" } },
    ]);
    render();
    expect(screen.getByRole("heading", { name: "Evening ride, 41 km" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Rename activity" }));
    const field = screen.getByLabelText("Activity name");
    await userEvent.clear(field);
    await userEvent.type(field, "  Hill   repeats {Enter}");
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([
      expect.objectContaining({ path: "/api/activities/7/", body: { name: "Hill repeats" } }),
    ]);
    // The field closes once the server has the name.
    await screen.findByRole("button", { name: "Rename activity" });
  });

  it("refuses a blank or long name with the rule's message, keeping what was typed", async () => {
    const calls = mockFetch([]);
    render();
    await userEvent.click(screen.getByRole("button", { name: "Rename activity" }));
    const field = screen.getByLabelText("Activity name");
    await userEvent.clear(field);
    await userEvent.type(field, "   {Enter}");
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    await userEvent.type(field, "x".repeat(101));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(messages.activityNameTooLong)).toBeInTheDocument();
    expect(field).toHaveValue(`   ${"x".repeat(101)}`);
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal under the field and leaves the name as it was on Escape", async () => {
    mockFetch([
      {
        method: "PATCH",
        path: "/api/activities/7/",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: messages.activityNameTooLong },
          fields: { name: [messages.activityNameTooLong] },
        },
      },
    ]);
    render();
    await userEvent.click(screen.getByRole("button", { name: "Rename activity" }));
    await userEvent.type(screen.getByLabelText("Activity name"), " again{Enter}");
    expect(await screen.findByText(messages.activityNameTooLong)).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("heading", { name: "Evening ride, 41 km" })).toBeInTheDocument();
  });
});
