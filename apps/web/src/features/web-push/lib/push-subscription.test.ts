import type { SaveWebPushBody, WebPushDevice } from "@coach/shared/account/webpush.schemas";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FAKE_ENDPOINT,
  fakePushBrowser,
  fakeSubscription,
  fakeSubscriptionJson,
  OTHER_SERVER_KEY,
  SERVER_KEY,
} from "./fake-push-browser";
import { urlBase64ToBytes } from "./push-key";
import {
  browserPushEnvironment,
  PushUnavailableError,
  pushPermission,
  requestPushPermission,
  syncPushSubscription,
} from "./push-subscription";

const savedDevice = (body: SaveWebPushBody): WebPushDevice => ({
  id: 1,
  endpoint: body.subscription.endpoint,
  browser: body.browser,
  createdAt: "2026-11-25T10:00:00.000Z",
  lastSuccessAt: null,
});

function sync(environment: ReturnType<typeof fakePushBrowser>["environment"]) {
  const save = vi.fn(async (body: SaveWebPushBody) => savedDevice(body));
  const result = syncPushSubscription({
    environment,
    publicKey: SERVER_KEY,
    save,
    browser: "Chrome on Linux",
    readyTimeoutMs: 20,
  });
  return { result, save };
}

describe("the browser's permission", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is unsupported without Notification, PushManager or a service worker container", () => {
    // jsdom has none of the three.
    expect(pushPermission(browserPushEnvironment())).toBe("unsupported");
    vi.stubGlobal("Notification", { permission: "granted" });
    expect(pushPermission(browserPushEnvironment())).toBe("unsupported");
  });

  it("reads denied and default as the browser says, and asks only when requested", async () => {
    const denied = fakePushBrowser({ permission: "denied" });
    expect(pushPermission(denied.environment)).toBe("denied");
    const asking = fakePushBrowser({ permission: "default", answer: "granted" });
    expect(pushPermission(asking.environment)).toBe("default");
    expect(asking.notification.requestPermission).not.toHaveBeenCalled();
    expect(await requestPushPermission(asking.environment)).toBe("granted");
    expect(pushPermission(asking.environment)).toBe("granted");
  });

  it("does not ask an unsupported browser", async () => {
    const environment = { notification: null, serviceWorker: null, userAgent: "" };
    expect(await requestPushPermission(environment)).toBe("unsupported");
  });
});

describe("syncPushSubscription", () => {
  it("subscribes with the server key's bytes when the browser has no subscription, then posts it", async () => {
    const browser = fakePushBrowser({ permission: "granted" });
    const { result, save } = sync(browser.environment);
    expect(await result).toMatchObject({ endpoint: FAKE_ENDPOINT, browser: "Chrome on Linux" });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToBytes(SERVER_KEY),
    });
    expect(save).toHaveBeenCalledExactlyOnceWith({
      subscription: fakeSubscriptionJson(FAKE_ENDPOINT),
      browser: "Chrome on Linux",
    });
  });

  it("posts an existing subscription again to validate it, without subscribing", async () => {
    const existing = fakeSubscription("https://push.example/send/kept", SERVER_KEY);
    const browser = fakePushBrowser({ permission: "granted", existing });
    const { result, save } = sync(browser.environment);
    expect((await result).endpoint).toBe("https://push.example/send/kept");
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledExactlyOnceWith({
      subscription: fakeSubscriptionJson("https://push.example/send/kept"),
      browser: "Chrome on Linux",
    });
  });

  it("replaces a subscription made with another server key", async () => {
    const existing = fakeSubscription("https://push.example/send/old", OTHER_SERVER_KEY);
    const browser = fakePushBrowser({ permission: "granted", existing });
    const { result, save } = sync(browser.environment);
    expect((await result).endpoint).toBe(FAKE_ENDPOINT);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0].subscription.endpoint).toBe(FAKE_ENDPOINT);
  });

  it("gives up with a readable error when no service worker becomes ready", async () => {
    const browser = fakePushBrowser({ permission: "granted", hasWorker: false });
    const { result, save } = sync(browser.environment);
    await expect(result).rejects.toBeInstanceOf(PushUnavailableError);
    await expect(result).rejects.toThrow("Reload the page");
    expect(save).not.toHaveBeenCalled();
  });

  it("passes on a refused subscription and posts nothing", async () => {
    const browser = fakePushBrowser({ permission: "granted" });
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException("Registration failed - push service error", "AbortError"),
    );
    const { result, save } = sync(browser.environment);
    await expect(result).rejects.toThrow("push service error");
    expect(save).not.toHaveBeenCalled();
  });
});
