import type { WebPushStateResponse } from "@coach/shared/account/webpush.schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { accountInfoFixture, signInForTest } from "../../../../test/account-info.fixture";
import { mockFetch, renderRoutes } from "../../../../test/render";
import {
  FAKE_ENDPOINT,
  fakePushBrowser,
  fakeSubscription,
  fakeSubscriptionJson,
  installPushBrowser,
  SERVER_KEY,
} from "../lib/fake-push-browser";
import { WebPushCard } from "./web-push-card";

const KEPT_ENDPOINT = "https://push.example/send/kept";

const serverState = (endpoints: string[]): WebPushStateResponse => ({
  publicKey: SERVER_KEY,
  subscriptions: endpoints.map((endpoint, i) => ({
    id: i + 1,
    endpoint,
    browser: i === 0 ? "Chrome on Linux" : "Firefox on Windows",
    createdAt: "2026-11-20T10:00:00.000Z",
    lastSuccessAt: null,
  })),
});

const device = (endpoint: string) => ({ ...serverState([endpoint]).subscriptions[0] });

let uninstall = () => {};
afterEach(() => uninstall());

/** The card for a signed-in viewer who writes days as DD.MM.YYYY. */
function renderCard(browser: ReturnType<typeof fakePushBrowser>, state: WebPushStateResponse) {
  uninstall = installPushBrowser(browser);
  signInForTest();
  const calls = mockFetch([
    { path: "/api/account/info/", body: accountInfoFixture({ dateFormat: "DD.MM.YYYY" }) },
    { path: "/api/account/webpush/", body: state },
    { method: "POST", path: "/api/account/webpush/", status: 201, body: device(FAKE_ENDPOINT) },
  ]);
  renderRoutes([{ path: "/", element: <WebPushCard /> }], "/");
  return calls;
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === "POST");

describe("WebPushCard", () => {
  it("says so when the browser has no notifications, push or service worker", async () => {
    const calls = mockFetch([]);
    renderRoutes([{ path: "/", element: <WebPushCard /> }], "/");
    expect(
      await screen.findByText(/This browser cannot show notifications from Endurance Coach/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("explains how to allow notifications again when they are blocked", async () => {
    const browser = fakePushBrowser({ permission: "denied" });
    const calls = renderCard(browser, serverState([]));
    expect(await screen.findByText("Notifications are blocked in this browser")).toBeVisible();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    expect(browser.pushManager.getSubscription).not.toHaveBeenCalled();
  });

  it("asks for permission on the button, then subscribes this browser and posts it", async () => {
    const browser = fakePushBrowser({ permission: "default", answer: "granted" });
    const calls = renderCard(browser, serverState([FAKE_ENDPOINT, KEPT_ENDPOINT]));
    const button = await screen.findByRole("button", { name: "Turn on browser notifications" });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(button);

    expect(await screen.findByText("Browser notifications are on for this browser.")).toBeVisible();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        body: { subscription: fakeSubscriptionJson(FAKE_ENDPOINT), browser: "Chrome on Linux" },
      }),
    ]);
    const list = screen.getByRole("list", { name: "Browsers that get your notifications" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText("This browser")).toBeVisible();
    expect(await within(items[0]!).findByText("since 20.11.2026")).toBeVisible();
    expect(within(items[1]!).getByText("Firefox on Windows")).toBeVisible();
    expect(within(items[1]!).queryByText("This browser")).not.toBeInTheDocument();
  });

  it("stays off when the permission prompt is refused", async () => {
    const browser = fakePushBrowser({ permission: "default", answer: "denied" });
    const calls = renderCard(browser, serverState([]));
    await userEvent.click(
      await screen.findByRole("button", { name: "Turn on browser notifications" }),
    );
    expect(await screen.findByText("Notifications are blocked in this browser")).toBeVisible();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(0);
  });

  it("posts an existing subscription again when permission is already granted", async () => {
    const existing = fakeSubscription(FAKE_ENDPOINT, SERVER_KEY);
    const browser = fakePushBrowser({ permission: "granted", existing });
    const calls = renderCard(browser, serverState([FAKE_ENDPOINT]));
    expect(await screen.findByText("Browser notifications are on for this browser.")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toMatchObject({ subscription: { endpoint: FAKE_ENDPOINT } });
  });

  it("shows why subscribing failed and tries again on request", async () => {
    const browser = fakePushBrowser({ permission: "granted" });
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException("Registration failed - push service not available", "AbortError"),
    );
    const calls = renderCard(browser, serverState([]));
    expect(await screen.findByText("Could not turn on browser notifications")).toBeVisible();
    expect(screen.getByText(/push service not available/)).toBeVisible();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Browser notifications are on for this browser.")).toBeVisible();
    expect(posts(calls)).toHaveLength(1);
  });
});
