import { describe, expect, it, vi } from "vitest";
import {
  appPathFrom,
  FALLBACK_MESSAGE,
  handleNotificationClick,
  handlePush,
  NOTIFICATION_ICON,
  type PushEventLike,
  pushMessageFrom,
} from "./push-handlers";

const ORIGIN = "https://coach.example";

/** An event whose waitUntil promises the test can await. */
function extendableEvent<Event extends object>(fields: Event) {
  const pending: Promise<unknown>[] = [];
  const event = { ...fields, waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };
  return { event, settled: () => Promise.all(pending) };
}

function pushEvent(payload: string | null) {
  const data =
    payload === null ? null : { json: (): unknown => JSON.parse(payload), text: () => payload };
  return extendableEvent<Omit<PushEventLike, "waitUntil">>({ data });
}

function workerScope(windows: { url: string; focused: boolean }[] = []) {
  const clients = windows.map((window) => ({
    ...window,
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(),
  }));
  return {
    clients,
    scope: {
      location: { origin: ORIGIN },
      registration: { showNotification: vi.fn(async () => undefined) },
      clients: {
        matchAll: vi.fn(async () => clients),
        openWindow: vi.fn(async () => null),
      },
    },
  };
}

describe("pushMessageFrom", () => {
  it.each([
    ["no payload", null],
    ["text that is not JSON", "Your coach wrote"],
    ["JSON without a title", JSON.stringify({ body: "Hi" })],
    ["a number as the body", JSON.stringify({ title: "Hi", body: 3 })],
    ["a url that is not a string", JSON.stringify({ title: "Hi", body: "", url: 4 })],
    ["JSON that is not an object", "[1, 2]"],
  ])("falls back to a generic message for %s", (_, payload) => {
    expect(pushMessageFrom(pushEvent(payload).event.data)).toEqual(FALLBACK_MESSAGE);
  });

  it("keeps the fields of a PushMessage and drops any others", () => {
    const payload = { title: "New comment", body: "Ana: nice", url: "/a", tag: "t", extra: 1 };
    expect(pushMessageFrom(pushEvent(JSON.stringify(payload)).event.data)).toEqual({
      title: "New comment",
      body: "Ana: nice",
      url: "/a",
      tag: "t",
    });
  });
});

describe("appPathFrom", () => {
  it.each([
    ["/athlete/4/calendar?month=2026-11#day", "/athlete/4/calendar?month=2026-11#day"],
    ["notifications", "/notifications"],
    [`${ORIGIN}/messages/7`, "/messages/7"],
    ["https://other.example/phish", "/"],
    ["//other.example/phish", "/"],
    ["javascript:alert(1)", "/"],
    ["http://coach.example/insecure", "/"],
    ["", "/"],
    [undefined, "/"],
    [42, "/"],
  ])("%j opens %j", (url, expected) => {
    expect(appPathFrom(url, ORIGIN)).toBe(expected);
  });
});

describe("handlePush", () => {
  it("shows the message with its tag, the app's icon and the path to open", async () => {
    const { scope } = workerScope();
    const { event, settled } = pushEvent(
      JSON.stringify({ title: "Workout missed", body: "Tempo run", url: "/calendar", tag: "m-1" }),
    );
    handlePush(event, scope);
    await settled();
    expect(scope.registration.showNotification).toHaveBeenCalledExactlyOnceWith("Workout missed", {
      body: "Tempo run",
      tag: "m-1",
      icon: NOTIFICATION_ICON,
      data: { url: "/calendar" },
    });
  });

  it("shows the generic message for a bad payload, opening the app's home", async () => {
    const { scope } = workerScope();
    const { event, settled } = pushEvent("{not json");
    handlePush(event, scope);
    await settled();
    expect(scope.registration.showNotification).toHaveBeenCalledExactlyOnceWith(
      FALLBACK_MESSAGE.title,
      { body: FALLBACK_MESSAGE.body, icon: NOTIFICATION_ICON, data: { url: "/" } },
    );
  });

  it("never keeps a url of another site", async () => {
    const { scope } = workerScope();
    const { event, settled } = pushEvent(
      JSON.stringify({ title: "Hi", body: "", url: "https://other.example/" }),
    );
    handlePush(event, scope);
    await settled();
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      "Hi",
      expect.objectContaining({ data: { url: "/" } }),
    );
  });
});

describe("handleNotificationClick", () => {
  function click(data: unknown) {
    const close = vi.fn();
    return { close, ...extendableEvent({ notification: { data, close } }) };
  }

  it("closes the notification, focuses the focused window and asks it to show the path", async () => {
    const { scope, clients } = workerScope([
      { url: `${ORIGIN}/plans`, focused: false },
      { url: `${ORIGIN}/library`, focused: true },
    ]);
    const { event, settled, close } = click({ url: "/messages/7" });
    handleNotificationClick(event, scope);
    await settled();
    expect(close).toHaveBeenCalledOnce();
    expect(scope.clients.matchAll).toHaveBeenCalledWith({
      type: "window",
      includeUncontrolled: true,
    });
    expect(clients[1]!.focus).toHaveBeenCalledOnce();
    expect(clients[1]!.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: "open-url",
      url: "/messages/7",
    });
    expect(clients[0]!.focus).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it("uses the first window when none is focused", async () => {
    const { scope, clients } = workerScope([{ url: `${ORIGIN}/plans`, focused: false }]);
    const { event, settled } = click({ url: "/calendar" });
    handleNotificationClick(event, scope);
    await settled();
    expect(clients[0]!.focus).toHaveBeenCalledOnce();
    expect(clients[0]!.postMessage).toHaveBeenCalledWith({ type: "open-url", url: "/calendar" });
  });

  it("opens a new window of the app when none is open", async () => {
    const { scope } = workerScope();
    const { event, settled } = click({ url: "/calendar?month=2026-11" });
    handleNotificationClick(event, scope);
    await settled();
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith(
      `${ORIGIN}/calendar?month=2026-11`,
    );
  });

  it.each([
    ["another site's url", { url: "https://other.example/" }],
    ["no data", null],
  ])("opens the app's home for %s", async (_, data) => {
    const { scope } = workerScope();
    const { event, settled } = click(data);
    handleNotificationClick(event, scope);
    await settled();
    expect(scope.clients.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/`);
  });
});
