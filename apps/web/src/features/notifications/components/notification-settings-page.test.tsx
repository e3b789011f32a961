import type { NotificationSettingsResponse } from "@coach/shared/notifications/notifications.schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { NotificationSettingsPage } from "./notification-settings-page";

const settings: NotificationSettingsResponse = {
  side: "athlete",
  notification_settings: [
    {
      notification_type: "comment",
      title: "New comment",
      description: "Someone on the other side commented on a workout or an activity.",
      category: "comments",
      in_app_enabled: true,
      mail_enabled: true,
    },
    {
      notification_type: "invitation",
      title: "Invitation",
      description: "Someone invited you to coach them or to be coached.",
      category: "invitation",
      in_app_enabled: true,
      mail_enabled: false,
    },
    {
      notification_type: "new_records",
      title: "New records",
      description: "An uploaded activity beat one of your best efforts.",
      category: "new_distance_records",
      in_app_enabled: true,
      mail_enabled: false,
    },
  ],
};

const renderPage = (children?: ReactNode) =>
  renderRoutes(
    [
      {
        path: "/notification-settings",
        element: <NotificationSettingsPage>{children}</NotificationSettingsPage>,
      },
    ],
    "/notification-settings",
  );

describe("NotificationSettingsPage", () => {
  it("groups the types by category in tables of Name, Notification and Email", async () => {
    mockFetch([{ path: "/api/notifications/settings/", body: settings }]);
    renderPage(<p>Browser notifications card</p>);
    const comments = await screen.findByRole("table", { name: "Comments settings" });
    expect(screen.getByText("Browser notifications card")).toBeVisible();
    expect(
      within(comments)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Notification", "Email"]);
    expect(within(comments).getByText("New comment")).toBeVisible();
    expect(
      within(comments).getByRole("switch", { name: "New comment: notification" }),
    ).toBeChecked();
    expect(within(comments).getByRole("switch", { name: "New comment: e-mail" })).toBeChecked();
    expect(screen.getByRole("heading", { name: "Invitations" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "New records" })).toBeVisible();
    expect(screen.getByRole("button", { name: "About New comment" })).toBeVisible();
    // An invitation always comes by e-mail on its own: its e-mail switch cannot be changed.
    expect(screen.getByRole("switch", { name: "Invitation: e-mail" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "New records: e-mail" })).toBeEnabled();
  });

  it("saves a switch at once with every row, and names the type in the message", async () => {
    const stored = structuredClone(settings);
    const calls = mockFetch([
      { path: "/api/notifications/settings/", body: stored },
      { method: "PUT", path: "/api/notifications/settings/", body: stored },
    ]);
    renderPage();
    const mail = await screen.findByRole("switch", { name: "New comment: e-mail" });
    // What the server holds once it has saved (the screen fetches it again afterwards).
    stored.notification_settings[0]!.mail_enabled = false;
    await userEvent.setup().click(mail);
    await waitFor(() => expect(mail).not.toBeChecked());
    expect(await screen.findByText("Notifications Updated: New comment")).toBeVisible();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      notification_settings: [
        { notification_type: "comment", in_app_enabled: true, mail_enabled: false },
        { notification_type: "invitation", in_app_enabled: true, mail_enabled: false },
        { notification_type: "new_records", in_app_enabled: true, mail_enabled: false },
      ],
    });
  });

  it("puts a switch back and shows the server's message when the save is refused", async () => {
    mockFetch([
      { path: "/api/notifications/settings/", body: settings },
      {
        method: "PUT",
        path: "/api/notifications/settings/",
        status: 400,
        body: { code: "validation_error", error: { message: "Not allowed" }, fields: {} },
      },
    ]);
    renderPage();
    const inApp = await screen.findByRole("switch", { name: "New records: notification" });
    await userEvent.setup().click(inApp);
    expect(await screen.findByText("Not allowed")).toBeVisible();
    await waitFor(() => expect(inApp).toBeChecked());
  });

  it("says 'Could not fetch notification settings' when they do not load", async () => {
    mockFetch([
      {
        path: "/api/notifications/settings/",
        status: 400,
        body: { code: "validation_error", error: { message: "Nope" }, fields: {} },
      },
    ]);
    renderPage();
    expect(await screen.findByText("Could not fetch notification settings")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
