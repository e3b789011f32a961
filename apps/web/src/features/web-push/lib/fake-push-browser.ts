import { vi } from "vitest";
import { urlBase64ToBytes } from "./push-key";
import type { PushEnvironment } from "./push-subscription";

/** Test fakes of Notification, the service worker container and PushManager. */

/** A server key: 65 bytes of URL-safe base64, as the server sends. */
export const SERVER_KEY = `B${"A".repeat(86)}`;
export const OTHER_SERVER_KEY = `B${"Q".repeat(86)}`;
export const FAKE_ENDPOINT = "https://push.example/send/this-browser";

/** What `PushSubscription.toJSON()` holds: the keys have the lengths the server checks. */
export const fakeSubscriptionJson = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: `B${"E".repeat(86)}`, auth: "A".repeat(22) },
});

export function fakeSubscription(endpoint: string, serverKey: string) {
  return {
    endpoint,
    options: { applicationServerKey: urlBase64ToBytes(serverKey).buffer },
    toJSON: () => fakeSubscriptionJson(endpoint),
    unsubscribe: vi.fn(async () => true),
  };
}

export type FakeSubscription = ReturnType<typeof fakeSubscription>;

type FakeBrowserOptions = {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  existing?: FakeSubscription | null;
  /** No service worker is ever ready (the dev server). */
  hasWorker?: boolean;
};

export function fakePushBrowser(options: FakeBrowserOptions) {
  const notification = {
    permission: options.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? options.permission;
      return notification.permission;
    }),
  };
  let current: FakeSubscription | null = options.existing ?? null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(
      async (init: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        const key = btoa(String.fromCharCode(...init.applicationServerKey))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        current = fakeSubscription(FAKE_ENDPOINT, key);
        return current;
      },
    ),
  };
  const ready =
    options.hasWorker === false ? new Promise<never>(() => {}) : Promise.resolve({ pushManager });
  const environment: PushEnvironment = {
    notification,
    serviceWorker: { ready },
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36",
  };
  return { environment, notification, pushManager };
}

/** Puts a fake browser on `window` and `navigator` for screen tests; returns the undo. */
export function installPushBrowser(fake: ReturnType<typeof fakePushBrowser>) {
  Object.defineProperty(window, "Notification", {
    value: fake.notification,
    configurable: true,
  });
  Object.defineProperty(window, "PushManager", { value: class {}, configurable: true });
  Object.defineProperty(navigator, "serviceWorker", {
    value: fake.environment.serviceWorker,
    configurable: true,
  });
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(fake.environment.userAgent);
  return () => {
    Reflect.deleteProperty(window, "Notification");
    Reflect.deleteProperty(window, "PushManager");
    Reflect.deleteProperty(navigator, "serviceWorker");
  };
}
