import { PEAK_STALE_MESSAGE } from "@coach/shared/activities/activity.schemas";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../../test/render";
import type { NotificationFormats } from "./notification-messages";
import {
  commentNotification,
  FakeIntersectionObserver,
  fakeNotificationsServer,
  notification,
  peakNotification,
  recordsNotification,
} from "./notifications.fixture";
import { NotificationsPage } from "./notifications-page";

const formats = { units: "Metric" as const, dateFormat: "D MMM YYYY" };

function renderPage(path = "/notifications", viewerFormats: NotificationFormats = formats) {
  return renderRoutes(
    [
      { path: "/notifications", element: <NotificationsPage formats={viewerFormats} /> },
      { path: "/activity/:activityId", element: <p>Activity page</p> },
      { path: "/notification-settings", element: <p>Settings page</p> },
    ],
    path,
  );
}

const list = () => screen.findByRole("list", { name: /notifications$/ });

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances.clear();
});

describe("NotificationsPage", () => {
  it("lists the categories with their unread counts, and says when a category is empty", async () => {
    fakeNotificationsServer([
      commentNotification(1),
      commentNotification(2, { read: true }),
      notification(3, "zones", { content: "Your zones changed" }),
    ]);
    renderPage();
    const categories = await screen.findByRole("navigation", { name: "Notification categories" });
    expect(await within(categories).findByRole("button", { name: "All, 2 unread" })).toBeVisible();
    expect(within(categories).getByRole("button", { name: "Comments, 1 unread" })).toBeVisible();
    expect(within(categories).getByRole("button", { name: "Zones, 1 unread" })).toBeVisible();
    expect(within(categories).getByRole("button", { name: "New records" })).toBeVisible();
    expect(within(categories).getByRole("button", { name: "Health" })).toBeVisible();
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute(
      "href",
      "/notification-settings",
    );

    await userEvent.setup().click(within(categories).getByRole("button", { name: "Payments" }));
    expect(await screen.findByText("No notifications in this category")).toBeVisible();
  });

  it("shows when each arrived: Now, minutes, hours, then the date", async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    fakeNotificationsServer([
      commentNotification(1, { content: "Just now", timestamp: ago(10_000) }),
      commentNotification(2, { content: "Minutes", timestamp: ago(5 * 60_000 + 1000) }),
      commentNotification(3, { content: "Hours", timestamp: ago(3 * 3_600_000 + 1000) }),
      commentNotification(4, { content: "Long ago", timestamp: "2026-01-02T10:00:00.000Z" }),
    ]);
    renderPage();
    const items = within(await list()).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("time")?.textContent)).toEqual([
      "Now",
      "5′ ago",
      "3ʰ ago",
      "2 Jan 2026",
    ]);
  });

  it("writes dates and distances in the viewer's choices: DD.MM.YYYY and Imperial", async () => {
    fakeNotificationsServer([
      commentNotification(1, { content: "Long ago", timestamp: "2026-01-02T10:00:00.000Z" }),
      recordsNotification(4),
    ]);
    renderPage("/notifications", { units: "Imperial", dateFormat: "DD.MM.YYYY" });
    const times = within(await list()).getAllByRole("listitem");
    expect(times.map((item) => item.querySelector("time")?.textContent)).toEqual([
      "02.01.2026",
      "Now",
    ]);
    await userEvent.setup().click(await screen.findByRole("button", { name: /2 new records/ }));
    const dialog = await screen.findByRole("dialog", { name: "New records" });
    expect(
      within(dialog).getByText(/^Your activity of 01\.03\.2026 set new records/),
    ).toBeVisible();
    // 5,000 m / 1,609.344 m per mile = 3.107 mi.
    expect(within(dialog).getByRole("checkbox", { name: /^Running · 3\.11 mi · / })).toBeVisible();
  });

  it("highlights unread ones and marks those in view read after 2 seconds, in one call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeNotificationsServer([
      commentNotification(1, { content: "First comment" }),
      commentNotification(2, { content: "Second comment" }),
      commentNotification(3, { content: "Old comment", read: true }),
    ]);
    renderPage();
    const first = await screen.findByRole("button", { name: /^Unread: First comment/ });
    expect(first).toHaveAttribute("data-unread");
    expect(within(first).getByText("First comment")).toHaveStyle({ fontWeight: "700" });
    const old = screen.getByRole("button", { name: /^Old comment/ });
    expect(old).not.toHaveAttribute("data-unread");

    act(() => FakeIntersectionObserver.showAll());
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(server.posts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toMatchObject({
      path: "/api/notifications/mark-read/",
      body: { notification_ids: [1, 2] },
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /^First comment/ })).not.toHaveAttribute(
        "data-unread",
      ),
    );
    expect(screen.getByRole("button", { name: "All" })).toBeVisible();
  });

  it("marks every notification read with Mark all as read", async () => {
    const server = fakeNotificationsServer([commentNotification(1), commentNotification(2)]);
    renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(server.posts()[0]?.body).toEqual({ notification_ids: null }));
    await waitFor(() => expect(screen.queryByText("Unread:", { exact: false })).toBeNull());
  });

  it("loads the next page with Load more", async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      commentNotification(index + 1, { content: `Comment ${index + 1}`, read: true }),
    );
    const server = fakeNotificationsServer(many);
    renderPage();
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() =>
      expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(25),
    );
    expect(server.calls.map((call) => call.path)).toContain("/api/notifications/?page=2");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("opens a comment on its activity", async () => {
    const server = fakeNotificationsServer([commentNotification(1)]);
    const { router } = renderPage();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: /Ann commented on your run/ }));
    expect(await screen.findByText("Activity page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/activity/77");
    await waitFor(() => expect(server.posts()[0]?.body).toEqual({ notification_ids: [1] }));
  });

  it("says a notification of an unknown type cannot be opened, and stays", async () => {
    fakeNotificationsServer([
      notification(1, "comment", { notification_type: "horoscope", content: "Stars align" }),
    ]);
    const { router } = renderPage();
    await userEvent.setup().click(await screen.findByRole("button", { name: /Stars align/ }));
    expect(await screen.findByText("This notification cannot be opened")).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications");
  });

  it("keeps the chosen new records and removes the notification", async () => {
    const server = fakeNotificationsServer([recordsNotification(4), commentNotification(1)]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /2 new records/ }));
    const dialog = await screen.findByRole("dialog", { name: "New records" });
    const running = within(dialog).getByRole("checkbox", { name: /^Running · 5 km · / });
    const cycling = within(dialog).getByRole("checkbox", { name: "Cycling · 20 min · 250 W" });
    expect(running).toBeChecked();
    expect(cycling).toBeChecked();
    await user.click(running);
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const accept = server.posts().find((call) => call.path === "/api/athlete/records/accept/");
    expect(accept?.body).toMatchObject({
      activityType: "run",
      date: "2026-03-01",
      notificationId: 4,
      records: [{ id: 2 }],
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: /2 new records/ })).toBeNull());
    expect(screen.getByRole("button", { name: /Ann commented/ })).toBeVisible();
  });

  it("denies new records with none chosen", async () => {
    const server = fakeNotificationsServer([recordsNotification(4)]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /2 new records/ }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Deny" }),
    );
    await waitFor(() =>
      expect(server.posts()[0]?.body).toMatchObject({ notificationId: 4, records: [] }),
    );
    expect(await screen.findByText("No notifications in this category")).toBeVisible();
  });

  it("says a stale peak's threshold has improved, and drops the notification", async () => {
    const server = fakeNotificationsServer([peakNotification(6)], { isPeakStale: true });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /New threshold detected/ }));
    const dialog = await screen.findByRole("dialog", { name: "New threshold detected" });
    expect(
      within(dialog).getByText("Functional threshold power: 240 W → 260 W"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PEAK_STALE_MESSAGE);
    expect(server.posts()[0]?.body).toMatchObject({ id: 6, action: "accept" });
    expect(await screen.findByText("No notifications in this category")).toBeInTheDocument();
  });

  it("accepts a peak: 'Action taken', and the notification goes", async () => {
    fakeNotificationsServer([peakNotification(6)]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /New threshold detected/ }));
    const dialog = await screen.findByRole("dialog", { name: "New threshold detected" });
    await user.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("Action taken")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("No notifications in this category")).toBeVisible();
  });
});
