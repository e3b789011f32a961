import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import { UnsubscribePage } from "./unsubscribe-page";

const renderPage = (path: string) =>
  renderRoutes([{ path: "/unsubscribe", element: <UnsubscribePage /> }], path);

describe("UnsubscribePage", () => {
  it("sends the link's token once and says which e-mails stop", async () => {
    const calls = mockFetch([
      {
        method: "POST",
        path: "/api/notifications/unsubscribe/",
        body: { notification_type: "comment", title: "New comment" },
      },
    ]);
    renderPage("/unsubscribe?token=abc.def");
    expect(
      await screen.findByText("You will no longer receive e-mails about New comment."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Notification settings" })).toHaveAttribute(
      "href",
      "/notification-settings",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: "abc.def" });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("shows the server's message when the token is refused", async () => {
    mockFetch([
      {
        method: "POST",
        path: "/api/notifications/unsubscribe/",
        status: 400,
        body: {
          code: "validation_error",
          error: { message: "This unsubscribe link is not valid." },
          fields: {},
        },
      },
    ]);
    renderPage("/unsubscribe?token=bad");
    expect(await screen.findByText("This unsubscribe link is not valid.")).toBeVisible();
    expect(screen.queryByText(/You will no longer receive/)).toBeNull();
  });

  it("says so when the link has no token", async () => {
    const calls = mockFetch([]);
    renderPage("/unsubscribe");
    expect(await screen.findByText("This unsubscribe link is incomplete.")).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});
