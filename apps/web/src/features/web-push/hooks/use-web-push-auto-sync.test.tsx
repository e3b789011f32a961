import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderRoutes } from "../../../../test/render";
import {
  FAKE_ENDPOINT,
  fakePushBrowser,
  fakeSubscription,
  installPushBrowser,
  SERVER_KEY,
} from "../lib/fake-push-browser";
import { AUTO_SYNC_KEY, useWebPushAutoSync } from "./use-web-push-auto-sync";

function Shell() {
  useWebPushAutoSync();
  return <p>signed in</p>;
}

let uninstall = () => {};
afterEach(() => {
  uninstall();
  sessionStorage.clear();
});

function renderShell(browser: ReturnType<typeof fakePushBrowser>) {
  uninstall = installPushBrowser(browser);
  const calls = mockFetch([
    { path: "/api/account/webpush/", body: { publicKey: SERVER_KEY, subscriptions: [] } },
    {
      method: "POST",
      path: "/api/account/webpush/",
      body: {
        id: 1,
        endpoint: FAKE_ENDPOINT,
        browser: "Chrome on Linux",
        createdAt: "2026-11-20T10:00:00.000Z",
        lastSuccessAt: null,
      },
    },
  ]);
  const view = renderRoutes([{ path: "/", element: <Shell /> }], "/");
  return { calls, view };
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === "POST");

describe("useWebPushAutoSync", () => {
  it("validates an existing subscription once per session when permission is granted", async () => {
    const existing = fakeSubscription(FAKE_ENDPOINT, SERVER_KEY);
    const browser = fakePushBrowser({ permission: "granted", existing });
    const { calls, view } = renderShell(browser);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({
      subscription: { endpoint: FAKE_ENDPOINT },
      browser: "Chrome on Linux",
    });
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(AUTO_SYNC_KEY)).toBe("1");

    // The shell mounted again in the same session (a reload) does not post again.
    view.unmount();
    const again = renderShell(browser);
    await again.view.findByText("signed in");
    expect(again.calls).toHaveLength(0);
  });

  it("creates a subscription when the browser has none", async () => {
    const browser = fakePushBrowser({ permission: "granted" });
    const { calls } = renderShell(browser);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it.each(["default", "denied"] as const)(
    "does nothing while permission is %s",
    async (permission) => {
      const browser = fakePushBrowser({ permission });
      const { calls, view } = renderShell(browser);
      await view.findByText("signed in");
      expect(calls).toHaveLength(0);
      expect(browser.notification.requestPermission).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(AUTO_SYNC_KEY)).toBeNull();
    },
  );
});
