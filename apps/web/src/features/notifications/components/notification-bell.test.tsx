import { rem } from "@mantine/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../../../test/render";
import { NotificationBell } from "./notification-bell";
import {
  commentNotification,
  FakeIntersectionObserver,
  fakeNotificationsServer,
  recordsNotification,
} from "./notifications.fixture";

const formats = { units: "Metric" as const, dateFormat: "D MMM YYYY" };

function renderBell() {
  return renderRoutes(
    [
      { path: "/", element: <NotificationBell formats={formats} /> },
      { path: "/notifications", element: <p>Notifications page</p> },
      { path: "/activity/:activityId", element: <p>Activity page</p> },
    ],
    "/",
  );
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances.clear();
});

describe("NotificationBell", () => {
  it("shows the unread count on the bell and in its name", async () => {
    fakeNotificationsServer([commentNotification(1), commentNotification(2, { read: true })]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(bell.parentElement).toHaveTextContent("1");
  });

  it("shows 99+ above 99, and no badge at 0", async () => {
    fakeNotificationsServer([commentNotification(1)], { unreadCount: 150 });
    const many = renderBell();
    expect(await screen.findByRole("button", { name: "Notifications, 150 unread" })).toBeVisible();
    expect(screen.getByText("99+")).toBeVisible();
    many.unmount();

    fakeNotificationsServer([commentNotification(1, { read: true })]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 0 unread" });
    expect(bell.parentElement?.textContent).toBe("");
  });

  it("lists the latest in a 300 px wide, 450 px high list, and leads to the page", async () => {
    fakeNotificationsServer([commentNotification(1), recordsNotification(2)]);
    const { router } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    const list = await screen.findByRole("list", { name: "Latest notifications" });
    // The list fades in (150 ms) before its items can be read.
    expect(await within(list).findAllByRole("listitem")).toHaveLength(2);
    expect(list.closest(".mantine-Popover-dropdown")).toHaveStyle({ width: rem(300) });
    expect(screen.getByTestId("bell-list")).toHaveStyle({ maxHeight: rem(450) });
    await user.click(screen.getByRole("button", { name: "See all" }));
    expect(await screen.findByText("Notifications page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/notifications");
  });

  it("opens a notification from the list and marks the seen ones read after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeNotificationsServer([commentNotification(1), recordsNotification(2)]);
    const { router } = renderBell();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await screen.findByRole("list", { name: "Latest notifications" });
    FakeIntersectionObserver.showAll();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(server.posts()[0]?.body).toEqual({ notification_ids: [1, 2] }));
    expect(
      await screen.findByRole("button", { name: "Notifications, 0 unread" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Ann commented on your run/ }));
    expect(await screen.findByText("Activity page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/activity/77");
  });
});
